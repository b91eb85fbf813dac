import './demo-seeders.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { previos, type DatabaseHandle } from '@portal/db';
import type { AppConfig } from './platform/config.ts';
import type { AppDeps } from './platform/deps.ts';
import { AccessCache } from './platform/access.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { SessionService } from './platform/auth/sessions.ts';
import { LoginThrottle } from './platform/auth/throttle.ts';
import { createMailer } from './platform/mailer.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { loggerOptions } from './platform/log-redaction.ts';
import { problems, registerProblemHandlers } from './platform/problem.ts';
import { AuthStateCache, createAuthenticator, registerRouteAccess } from './platform/route-access.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerGlobalSearchRoute } from './platform/global-search.ts';
import { FileService, registerMultipart } from './platform/files.ts';
import { startFileCleanup } from './platform/file-cleanup.ts';
import { createStorage } from './platform/storage-driver.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerPerfilRoutes } from './features/perfil/perfil.routes.ts';
import { registerCatalogueRoutes } from './catalogues/catalogue.routes.ts';
import { registerSysExpertOptions } from './catalogues/sysexpert.routes.ts';
import { registerOptionsRoutes } from './features/options/options.routes.ts';
import { registerAccountSettingsRoutes } from './features/accounts/account-settings.routes.ts';
import { registerBulletinRoutes } from './features/bulletins/bulletins.routes.ts';
import type { NotifyUsers } from './features/bulletins/bulletins.service.ts';
import { registerSecurityRoutes } from './features/security/security.routes.ts';
import { JobQueue } from './platform/jobs.ts';
import { RealtimeHub } from './platform/realtime.ts';
import { listenForAuthChanges } from './platform/auth-state-listener.ts';
import { API_BROTLI_QUALITY, ListAnswerCache, registerListAnswerCache } from './platform/list/answer-cache.ts';
import { NotificationService } from './platform/notifications/notification-service.ts';
import { createChannelSenders, type ChannelSenders } from './platform/notifications/senders.ts';
import { registerNotificationRoutes } from './features/notifications/notifications.routes.ts';
import { registerHelpdeskRoutes, startHelpdeskJobs } from './features/helpdesk/helpdesk.routes.ts';
import { registerUserRoutes } from './features/users/users.routes.ts';
import { registerPedimentoRoutes } from './features/pedimentos/pedimentos.routes.ts';
import { registerPedimentoDocumentRoutes } from './features/pedimentos/pedimento-documents.routes.ts';
import { seedDemoPedimentos } from './features/pedimentos/pedimentos.demo.ts';
import { registerDigitalRecordRoutes } from './features/digital-records/digital-records.routes.ts';
import { registerDigitalRecordDownloadRoutes, startDigitalRecordJobs } from './features/digital-records/digital-record-downloads.routes.ts';
import type { RecordSources } from './features/digital-records/record-files.service.ts';
import { registerPrevioRoutes } from './features/warehouse/previos.routes.ts';
import { previoReport } from './features/warehouse/previo-report.service.ts';
import { readPrevioDetail } from './features/warehouse/previo-rows.ts';
import { registerPrevioPhotoRoutes } from './features/warehouse/previo-photos.routes.ts';
import { registerConfrontaRoutes } from './features/warehouse/confrontas.routes.ts';
import { registerCaptureRoutes } from './features/warehouse/capturas.routes.ts';
import { registerAuditRoutes, startAuditJobs } from './features/audits/audits.routes.ts';
import { seedDemoAudits } from './features/audits/audits.demo.ts';
import { registerClassificationRoutes } from './features/classifications/classifications.routes.ts';
import { startClassificationJobs } from './features/classifications/tariff-alerts.service.ts';
import { startPartSync } from './features/classifications/part-sync.service.ts';
import { registerVendorShipmentRoutes } from './features/vendor-shipments/vendor-shipments.routes.ts';
import { registerDataAccessRoutes } from './features/dashboards/data-access.routes.ts';
import { registerDashboardRoutes } from './features/dashboards/dashboards.routes.ts';
import { pinnedElements } from './features/dashboards/element-data.service.ts';
import { registerHomeRoutes } from './features/home/home.routes.ts';
import { startDashboardJobs } from './features/dashboards/query-notifications.service.ts';
import { seedDemoMariaDb } from './features/dashboards/dashboards-mariadb.demo.ts';

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

export interface BuildOptions {
  /** Registers more routes before the app is sealed (tests use it for probe routes); they pass the same checks. */
  extend?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** Replaces the delivery of bulletin notices (tests spy on it); by default the notifications service sends them. */
  notifyUsers?: NotifyUsers;
  /** Replaces outside notification channels (tests plug a recording SMS sender in). */
  senders?: Partial<ChannelSenders>;
}

const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';
const API_PREFIXES = ['/api/', '/accounts', '/jwt/'];

/** Headers of every answer: the request id, the devices policy, and no caching of API answers. */
function addResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // The camera is for the warehouse screens of this origin only; nothing else may use the devices.
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry personal and customs data: no cache keeps them, unless a route said otherwise (files).
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

/** Builds the whole server: platform, then features. Listening is the caller's business. */
export async function buildApp(config: AppConfig, database: DatabaseHandle, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Prototype poisoning in JSON is refused, not stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  addResponseHeaders(app);

  const accessCache = new AccessCache();
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  // Embedded outside tests, the data-directory lock makes this the database's only process.
  const jobs = new JobQueue(database, app.log, {
    soleProcess: database.kind === 'pglite' && config.env !== 'test',
    timing: config.jobs,
  });
  // Sign-in state is cached while the database's change notifications are heard (auth-state-listener.ts).
  const authState = new AuthStateCache();
  const authenticate = createAuthenticator({ db: database.db, tokens, cache: accessCache, authState });
  const realtime = new RealtimeHub(app.server, database, authenticate, app.log);
  // A sign-out or deactivation also ends the user's open hub connections.
  // List answers are kept while the same listener hears every table's changes (list/answer-cache.ts).
  const listAnswers = new ListAnswerCache();
  const authChanges = await listenForAuthChanges(database, authState, (userId) => void realtime.recheckUser(userId), app.log, listAnswers);
  const notifications = new NotificationService({
    db: database.db,
    realtime,
    jobs,
    senders: createChannelSenders(mailer, options.senders),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    tokens,
    accessCache,
    sessions: new SessionService(database.db, tokens, accessCache, config.refreshTokenTtlSeconds),
    throttle: new LoginThrottle(database.db, config.throttle),
    mailer,
    files: new FileService(database.db, createStorage(config)),
    jobs,
    realtime,
    notifications,
    authChanges,
    listAnswers,
  };
  // Before the HTTP server stops: open hub connections would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    deps.files.storage.close?.();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before compression: the answers kept are the serialized JSON.
  registerListAnswerCache(app, listAnswers);
  // API answers above 1 kB are compressed on the fly (a quick brotli level: CPU matters more than the last bytes);
  // the web app's files are compressed once at build time and served as they are (web-app.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
  registerProblemHandlers(app);
  registerInputGuard(app);
  await registerMultipart(app, config.uploadLimitBytes);
  // RFC 6902 names its own media type: a JSON Patch sent as application/json-patch+json is read like JSON
  // (same limits, same prototype-poisoning refusal), on every PATCH endpoint.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // An empty body sent as JSON is no body (many clients send `Content-Type: application/json` on every call, a DELETE
  // included): the route's own schema then says what was missing, rather than "the body is not valid JSON".
  const readJson: typeof parseJson = (request, body, done) => (body === '' ? done(null, undefined) : parseJson(request, body, done));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, readJson);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, readJson);
  app.addHook('onClose', async () => authChanges.close());
  if (!database.pglite) {
    // On PostgreSQL a notification reaches the listeners a moment after the writer's commit: a write is answered
    // only once this process has forgotten its cache and every instance's listener has heard what was committed
    // before (barrier()), so the caller's next request, on any instance, never sees the state before it.
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      authState.invalidateAll();
      await authChanges.barrier();
    });
  }
  registerRouteAccess(app, authenticate);
  await registerOpenApi(app);

  app.get('/health', { config: { access: { public: true } }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  registerGlobalSearchRoute(app, deps.db);
  registerFeatureRoutes(app, deps, options);
  try {
    await options.extend?.(app, deps);
    await registerWebApp(app, config.webDist);
    await app.ready();
  } catch (err) {
    // A refused build (an undeclared route) must not leave the hub's or the queue's connections open:
    // on PostgreSQL they would keep the pool, and the caller's close, waiting forever.
    await realtime.close().catch(() => undefined);
    await jobs.stop().catch(() => undefined);
    await authChanges.close();
    throw err;
  }
  await startBackgroundWork(app, deps, config);
  // Outside tests the queue starts with the app (in the background: listening does not wait for it), so
  // jobs left by a previous run are taken at once.
  if (config.env !== 'test') jobs.start().catch((err: unknown) => app.log.error({ err }, 'job queue did not start'));
  return { app, deps };
}

/** Every feature's routes (the catalogue engine first), each declaring its own access. */
function registerFeatureRoutes(app: FastifyInstance, deps: AppDeps, options: BuildOptions): void {
  registerCatalogueRoutes(app, deps);
  registerSysExpertOptions(app, deps);
  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPerfilRoutes(app);
  registerOptionsRoutes(app, deps);
  registerAccountSettingsRoutes(app, deps);
  registerBulletinRoutes(app, deps, {
    // Publishing a bulletin notifies its subscribers through their chosen channels (portal, email, SMS, WhatsApp).
    notifyUsers:
      options.notifyUsers ??
      (async (userIds, message) => {
        await deps.notifications.notifyUsers(userIds, {
          text: { titleKey: message.titleKey, bodyKey: message.bodyKey ?? 'bulletins.notification.body', params: message.params ?? {} },
          route: message.route,
          origin: 'boletines',
        });
      }),
  });
  registerSecurityRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerHelpdeskRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerPedimentoDocumentRoutes(app, deps);
  registerPedimentoRoutes(app, deps);
  registerDigitalRecordDownloadRoutes(app, deps);
  registerDigitalRecordRoutes(app, deps, recordSources(deps));
  registerPrevioPhotoRoutes(app, deps);
  registerPrevioRoutes(app, deps);
  registerConfrontaRoutes(app, deps);
  registerCaptureRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerClassificationRoutes(app, deps);
  registerVendorShipmentRoutes(app, deps);
  registerDataAccessRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerHomeRoutes(app, deps, (caller) => pinnedElements(deps.db, caller));
}

/** What digital records read of the warehouse: a concluded previo's report, made as the warehouse makes it. */
function recordSources(deps: AppDeps): RecordSources {
  return {
    previoReport: async (previoId, language) => {
      const [row] = await deps.db.select().from(previos).where(eq(previos.previoId, previoId));
      if (!row) throw problems.notFound();
      const { enlace: _link, rowVersion: _version, ...previo } = await readPrevioDetail(deps.db, row, false);
      return previoReport(deps, previo, language);
    },
  };
}

/** The workers and scheduled jobs of the features, and the demo operations of a new database. */
async function startBackgroundWork(app: FastifyInstance, deps: AppDeps, config: AppConfig): Promise<void> {
  await deps.notifications.startWorker();
  await startHelpdeskJobs(deps, app.log);
  await startClassificationJobs(deps, app.log);
  await startPartSync(deps, app.log);
  await startFileCleanup(deps, app.log);
  await startDigitalRecordJobs(deps, recordSources(deps), app.log);
  // Demo pedimentos arrive as M3 files through the importer (once per database, never in production).
  if (config.seedDemo) {
    await seedDemoPedimentos(deps, app.log).catch((err: unknown) => app.log.error({ err }, 'demo pedimentos not seeded'));
    await seedDemoAudits(deps, app.log).catch((err: unknown) => app.log.error({ err }, 'demo audits not seeded'));
    await seedDemoMariaDb(deps, app.log).catch((err: unknown) => app.log.error({ err }, 'demo MariaDB source not seeded'));
  }
  await startAuditJobs(deps, app.log);
  await startDashboardJobs(deps, app.log);
}
