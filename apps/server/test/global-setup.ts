import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareTestDatabases } from '@portal/db/testing';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = resolve(import.meta.dirname, '../../../.tmp');
  mkdirSync(dir, { recursive: true });
  return prepareTestDatabases(resolve(dir, `pglite-test-${process.pid}.tar.gz`));
}
