import { randomBytes } from 'node:crypto';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Embedded PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family: rotation never extends it. */
  refreshTokenTtlSeconds: number;
  seedDemo: boolean;
  /** Folder of the built web app; absent means API only. */
  webDist: string | undefined;
  bodyLimitBytes: number;
  throttle: ThrottleConfig;
  trustProxy: boolean;
  logLevel: string;
  /** Address users reach the portal at, for links in emails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Folder of stored files in embedded mode (pictures, documents, evidence). */
  filesDir: string;
  /** Where file bytes live: `local` (filesDir) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Longest wait for requests in flight on SIGTERM before the process gives up on them. */
  shutdownTimeoutMs: number;
  /** Largest upload the server accepts at all; each kind of file has its own, smaller limit. */
  uploadLimitBytes: number;
  /** Hours after which an upload that no record holds is removed. */
  uploadExpiryHours: number;
  /** Key material for values kept encrypted at rest (catalogue `secret` fields); SECRETS_KEY in production. */
  secretsKey: string;
  /** How soon a job cut by a dead process is retried (decision 0162). */
  jobs: JobTimingConfig;
}

export interface JobTimingConfig {
  /** A running job's heartbeat: refreshed every half of it; a job silent for longer is failed and retried (≥ 10). */
  heartbeatSeconds: number;
  /** How often a live instance looks for jobs whose heartbeat stopped. */
  superviseSeconds: number;
}

export interface ThrottleConfig {
  /** Failures of one account within the window before it is slowed down. */
  accountMaxFailures: number;
  /** Failures from one address within the window before it is slowed down. */
  addressMaxFailures: number;
  windowSeconds: number;
  /** Blocks are short and grow with repeated failures, capped: nobody can lock a user out for long. */
  baseBlockSeconds: number;
  maxBlockSeconds: number;
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      prefix: string | undefined;
    };

export const DEFAULT_DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

export class ConfigError extends Error {}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`Expected a whole number, got "${value}"`);
  return n;
}

function jobTiming(env: NodeJS.ProcessEnv): JobTimingConfig {
  const heartbeatSeconds = int(env.JOB_HEARTBEAT_SECONDS, 30);
  const superviseSeconds = int(env.JOB_SUPERVISE_SECONDS, 30);
  // pg-boss's own limits: a heartbeat of at least 10 s, a supervisor at most every second.
  if (heartbeatSeconds < 10) throw new ConfigError(`JOB_HEARTBEAT_SECONDS must be at least 10, got ${heartbeatSeconds}`);
  if (superviseSeconds < 1) throw new ConfigError('JOB_SUPERVISE_SECONDS must be at least 1');
  return { heartbeatSeconds, superviseSeconds };
}

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError(`STORAGE must be "local" or "s3", got "${driver}"`);
  if (!env.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own credentials)");
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    driver,
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // S3-compatible servers on their own address usually want the bucket in the path; AWS itself does not.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
    prefix: env.S3_PREFIX || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  // Never a fixed value: the process entry passes the data directory's own secret in development (dev-secret.ts).
  const jwtSecret = env.JWT_SECRET ?? randomBytes(32).toString('hex');
  if (mode === 'production') {
    if (!env.JWT_SECRET || env.JWT_SECRET === DEFAULT_DEV_SECRET || env.JWT_SECRET.length < 32) {
      throw new ConfigError('JWT_SECRET must be set to a random value of at least 32 characters in production');
    }
    if (!env.SECRETS_KEY || env.SECRETS_KEY.length < 32) {
      throw new ConfigError('SECRETS_KEY must be set to a random value of at least 32 characters in production');
    }
  }
  const config: AppConfig = {
    env: mode,
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data/db',
    jwtSecret,
    // Outside production the key follows the signing secret, so a development database stays readable.
    secretsKey: env.SECRETS_KEY ?? `${jwtSecret}:secrets`,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    // Production never seeds demo users, whatever the environment says.
    seedDemo: mode !== 'production' && env.SEED_DEMO !== 'false',
    webDist: env.WEB_DIST,
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    throttle: {
      accountMaxFailures: int(env.THROTTLE_ACCOUNT_MAX, 5),
      addressMaxFailures: int(env.THROTTLE_ADDRESS_MAX, 20),
      windowSeconds: int(env.THROTTLE_WINDOW_SECONDS, 15 * 60),
      baseBlockSeconds: int(env.THROTTLE_BLOCK_SECONDS, 30),
      maxBlockSeconds: int(env.THROTTLE_MAX_BLOCK_SECONDS, 15 * 60),
    },
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${int(env.PORT, 8080)}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal <no-reply@localhost>',
    filesDir: env.FILES_DIR ?? `${(env.DATA_DIR ?? './data/db').replace(/\/+$/, '')}-files`,
    storage: storageConfig(env),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 20_000),
    uploadLimitBytes: int(env.UPLOAD_LIMIT_BYTES, 50 * 1024 * 1024),
    // An upload no record has taken after this long is removed (an abandoned form, evidence never attached).
    uploadExpiryHours: int(env.UPLOAD_EXPIRY_HOURS, 24),
    jobs: jobTiming(env),
    ...overrides,
  };
  if (config.env === 'production' && config.seedDemo) config.seedDemo = false;
  return config;
}
