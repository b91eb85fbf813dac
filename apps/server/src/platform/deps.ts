import type { ListAnswerCache } from './list/answer-cache.ts';
import type { Database } from '@portal/db';
import type { AppConfig } from './config.ts';
import type { AccessCache } from './access.ts';
import type { Mailer } from './mailer.ts';
import type { FileService } from './files.ts';
import type { SessionService } from './auth/sessions.ts';
import type { LoginThrottle } from './auth/throttle.ts';
import type { TokenService } from './auth/tokens.ts';
import type { JobQueue } from './jobs.ts';
import type { RealtimeHub } from './realtime.ts';
import type { NotificationService } from './notifications/notification-service.ts';

import type { AuthChangeListener } from './auth-state-listener.ts';

/** What features receive: plain services, no Fastify types below the routes. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  sessions: SessionService;
  throttle: LoginThrottle;
  mailer: Mailer;
  accessCache: AccessCache;
  files: FileService;
  /** Background jobs (pg-boss on the same database). */
  jobs: JobQueue;
  /** The Socket.IO hub at /hub. */
  realtime: RealtimeHub;
  /** Stores, pushes and sends notifications per the users' channel preferences. */
  notifications: NotificationService;
  /** Keeps the sign-in state cache exact; `barrier()` waits until every committed change has been heard. */
  authChanges: AuthChangeListener;
  /** List pages kept between requests while every table's changes are heard (list/answer-cache.ts). */
  listAnswers: ListAnswerCache;
}
