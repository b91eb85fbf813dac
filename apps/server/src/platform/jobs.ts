import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@portal/db';
import type { JobTimingConfig } from './config.ts';

export interface JobOptions {
  /** Attempts after the first one (default 5), with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Runs no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** A job with the same key that is still queued is not queued twice. */
  singletonKey?: string;
}

/**
 * How a job whose process died (SIGKILL, OOM, power cut) comes back: its worker refreshes the job's
 * heartbeat every `heartbeatSeconds / 2` while the handler runs; the supervisor of any live instance
 * (every `superviseSeconds`) fails a job whose heartbeat is older than `heartbeatSeconds`, and pg-boss
 * retries it. Without it a dead process's job stayed `active` for pg-boss's 15-minute expiry.
 * JOB_HEARTBEAT_SECONDS / JOB_SUPERVISE_SECONDS (config.ts); tests shorten them.
 */
export const DEFAULT_JOB_TIMING: JobTimingConfig = { heartbeatSeconds: 30, superviseSeconds: 30 };

export interface JobQueueOptions {
  /**
   * How often an idle worker asks for a job: 1 s by default; 5 s for the sole process on its database, which
   * wakes its own worker when it queues a job, so polling only finds due retries and scheduled runs there.
   */
  pollingIntervalSeconds?: number;
  /**
   * The only process on its database (embedded mode, held by the data-directory lock): a job still
   * `active` at start was cut by this process's previous life, and is retried at once.
   */
  soleProcess?: boolean;
  timing?: JobTimingConfig;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/**
 * Background jobs on the same database (pg-boss): they outlive a restart, are retried with backoff and
 * are taken by one instance only. In embedded mode pg-boss shares the one PGlite instance.
 *
 * `eager` starts the queue with the app (production, development); tests start it on first use, so
 * that test files that never queue anything do not pay for it.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private readonly handlers = new Map<string, { handler: JobHandler<unknown>; batchSize: number }>();
  private readonly createdQueues = new Set<string>();
  /** Each queue's worker in this process, to wake it when this process queues a job. */
  private readonly workers = new Map<string, string>();
  private stopped = false;
  private readonly pollingIntervalSeconds: number;
  private readonly soleProcess: boolean;
  private readonly timing: JobTimingConfig;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
    options: JobQueueOptions = {},
  ) {
    this.soleProcess = options.soleProcess ?? false;
    // Each idle poll is a query: on the embedded database, about 7 % of a core for an idle portal at 1 s.
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? (this.soleProcess ? 5 : 1);
    this.timing = options.timing ?? DEFAULT_JOB_TIMING;
  }

  get isStarted(): boolean {
    return this.boss !== undefined;
  }

  /** Registers a handler; it starts taking jobs once the queue is started. */
  async work<T>(name: string, handler: JobHandler<T>, batchSize = 1): Promise<void> {
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, batchSize });
    if (this.boss) await this.attach(this.boss, name);
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    const boss = await this.start();
    await this.ensureQueue(boss, name);
    const id = await boss.send(name, data, {
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      retryDelayMax: 600,
      heartbeatSeconds: this.timing.heartbeatSeconds,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    // The sole process is the only one to take it: its worker starts now rather than at its next poll.
    const worker = this.workers.get(name);
    if (this.soleProcess && id && worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    return id;
  }

  /** Runs `name` on a cron schedule (one instance takes each occurrence). */
  async schedule(name: string, cron: string): Promise<void> {
    const boss = await this.start();
    await this.ensureQueue(boss, name);
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('job queue stopped'));
    this.starting ??= this.startBoss();
    return this.starting;
  }

  private async startBoss(): Promise<PgBoss> {
    const handle = this.database;
    const supervision = {
      schedule: true,
      supervise: true,
      superviseIntervalSeconds: this.timing.superviseSeconds,
      monitorIntervalSeconds: this.timing.superviseSeconds,
    };
    const boss = handle.pglite
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', ...supervision })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => handle.pool!.query(text, values as unknown[]) },
          ...supervision,
        });
    boss.on('error', (err: unknown) => this.log.error({ err }, 'job queue error'));
    await boss.start();
    if (this.soleProcess) await this.retryOrphans(boss);
    this.boss = boss;
    for (const name of this.handlers.keys()) await this.attach(boss, name);
    return boss;
  }

  /** Jobs left `active` by a killed process go back to the queue (pg-boss counts the cut run as a failed attempt). */
  private async retryOrphans(boss: PgBoss): Promise<void> {
    const { rows } = (await this.database.pglite!.query('select name, id from pgboss.job where state = $1', ['active'])) as {
      rows: { name: string; id: string }[];
    };
    const byQueue = new Map<string, string[]>();
    for (const row of rows) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
    for (const [name, ids] of byQueue) await boss.fail(name, ids, { message: 'the process running it ended' });
    if (rows.length > 0) this.log.warn({ jobs: rows.length }, 'jobs cut by the previous process are retried');
  }

  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.createdQueues.has(name)) return;
    const existing = await boss.getQueue(name);
    if (!existing)
      await boss.createQueue(name).catch(async (err: unknown) => {
        // Another instance created it meanwhile.
        if (!(await boss.getQueue(name))) throw err;
      });
    this.createdQueues.add(name);
  }

  private async attach(boss: PgBoss, name: string): Promise<void> {
    const entry = this.handlers.get(name)!;
    await this.ensureQueue(boss, name);
    const worker = await boss.work<unknown>(
      name,
      { batchSize: entry.batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds },
      async (jobs: Job<unknown>[]) => {
        for (const job of jobs) {
          try {
            await entry.handler(job.data, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
          } catch (err) {
            this.log.warn({ err, job: name, id: job.id }, 'job failed; it will be retried');
            throw err;
          }
        }
      },
    );
    this.workers.set(name, worker);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    // The database handle is closed by its owner, not by pg-boss.
    if (boss) await boss.stop({ graceful: true, close: false, timeout: 5000 });
  }
}
