import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AUTH_CHANGE_CHANNEL, type DatabaseHandle } from '@portal/db';
import type { AppConfig } from './platform/config.ts';
import type { AppDeps } from './platform/deps.ts';
import { AccessCache } from './platform/access.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { SessionService } from './platform/auth/sessions.ts';
import { LoginThrottle } from './platform/auth/throttle.ts';
import { createMailer } from './platform/mailer.ts';
import { registerProblemHandlers } from './platform/problem.ts';
import { AuthStateCache, createAuthenticator, registerRouteAccess } from './platform/route-access.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerWebApp } from './platform/web-app.ts';
import { FileService, registerMultipart } from './platform/files.ts';
import { LocalDiskStorage } from './platform/storage.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerPerfilRoutes } from './features/perfil/perfil.routes.ts';
import { registerCatalogueRoutes } from './catalogues/catalogue.routes.ts';
import { registerUsuarioRoutes } from './features/usuarios/usuarios.routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

export interface BuildOptions {
  /** Registers more routes before the app is sealed (tests use it for probe routes); they pass the same checks. */
  extend?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
}

/** Builds the whole server: platform, then features. Listening is the caller's business. */
export async function buildApp(config: AppConfig, database: DatabaseHandle, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
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
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const accessCache = new AccessCache();
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  const deps: AppDeps = {
    config,
    db: database.db,
    tokens,
    accessCache,
    sessions: new SessionService(database.db, tokens, accessCache, config.refreshTokenTtlSeconds),
    throttle: new LoginThrottle(database.db, config.throttle),
    mailer: createMailer(config.smtpUrl, config.mailFrom, app.log),
    files: new FileService(database.db, new LocalDiskStorage(config.filesDir)),
  };

  await app.register(helmet, {
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
  registerProblemHandlers(app);
  await registerMultipart(app, config.uploadLimitBytes);
  // Embedded mode: this process owns the database and hears every change inside the writing query, so
  // sign-in state can be cached exactly. On PostgreSQL other instances write too: read it per request.
  let authState: AuthStateCache | undefined;
  if (database.pglite) {
    const cache = new AuthStateCache();
    const unlisten = await database.pglite.listen(AUTH_CHANGE_CHANNEL, (payload) => cache.evictUser(Number(payload)));
    app.addHook('onClose', async () => unlisten());
    authState = cache;
  }
  registerRouteAccess(app, createAuthenticator({ db: database.db, tokens, cache: accessCache, ...(authState ? { authState } : {}) }));
  await registerOpenApi(app);

  app.get('/health', { config: { access: { public: true } }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  registerCatalogueRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPerfilRoutes(app);
  registerUsuarioRoutes(app, deps);
  await options.extend?.(app, deps);

  await registerWebApp(app, config.webDist);
  await app.ready();
  return { app, deps };
}
