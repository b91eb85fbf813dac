import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEV_SECRET, loadConfig } from './config.ts';

const STRONG = 'f3a9c1e07b5d48e2a6c4b8d0e1f2a3b4c5d6e7f8';

describe('loadConfig in production', () => {
  it('refuses to start without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEFAULT_DEV_SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SECRETS_KEY: STRONG }).jwtSecret).toBe(STRONG);
  });

  it('refuses to start without a strong SECRETS_KEY (encrypted catalogue values)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SECRETS_KEY: STRONG }).secretsKey).toBe(STRONG);
  });

  it('never seeds demo users, whatever the environment or overrides say', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SECRETS_KEY: STRONG, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SECRETS_KEY: STRONG }, { seedDemo: true }).seedDemo).toBe(false);
  });
});

describe('loadConfig elsewhere', () => {
  it('seeds demo data in development unless told not to', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('gives tests a random secret, never the development one', () => {
    const a = loadConfig({ NODE_ENV: 'test' }).jwtSecret;
    expect(a).not.toBe(DEFAULT_DEV_SECRET);
    expect(a).not.toBe(loadConfig({ NODE_ENV: 'test' }).jwtSecret);
  });

  it('reads lifetimes and limits, and refuses non-numbers', () => {
    const c = loadConfig({
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      BODY_LIMIT_BYTES: '1000',
      THROTTLE_ACCOUNT_MAX: '3',
    });
    expect(c).toMatchObject({ accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 3600, bodyLimitBytes: 1000 });
    expect(c.throttle.accountMaxFailures).toBe(3);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(ConfigError);
  });

  it('reads the job heartbeat and supervisor intervals within pg-boss limits', () => {
    expect(loadConfig({}).jobs).toEqual({ heartbeatSeconds: 30, superviseSeconds: 30 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '1' }).jobs).toEqual({
      heartbeatSeconds: 10,
      superviseSeconds: 1,
    });
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '5' })).toThrow(/at least 10/);
    expect(() => loadConfig({ JOB_SUPERVISE_SECONDS: '0' })).toThrow(ConfigError);
  });
});
