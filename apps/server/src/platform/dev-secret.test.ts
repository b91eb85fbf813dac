import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEV_SECRET, loadConfig } from './config.ts';
import { devSecretPath, persistentDevSecret } from './dev-secret.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the development signing secret', () => {
  it('is random per data directory, kept beside it (owner-only) and the same on the next start', () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    made.push(root);
    const a = persistentDevSecret(join(root, 'a/db'));
    const b = persistentDevSecret(join(root, 'b/db'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toBe(DEFAULT_DEV_SECRET);
    expect(persistentDevSecret(join(root, 'a/db/'))).toBe(a);
    expect(statSync(devSecretPath(join(root, 'a/db'))).mode & 0o077).toBe(0);
  });

  it('is never the fixed development value when none is configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).not.toBe(DEFAULT_DEV_SECRET);
  });
});
