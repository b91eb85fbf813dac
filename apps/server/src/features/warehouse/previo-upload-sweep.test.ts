import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ABANDONED_PART_MS, sweepAbandonedParts } from './previo-upload.service.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('sweep of abandoned chunk uploads', () => {
  it('removes parts untouched for longer than the limit and keeps the rest', async () => {
    dir = await mkdtemp(join(tmpdir(), 'parts-'));
    const old = new Date(Date.now() - ABANDONED_PART_MS - 60_000);
    for (const name of ['1-old.part', '2-fresh.part', 'other.txt']) await writeFile(join(dir, name), 'bytes');
    await utimes(join(dir, '1-old.part'), old, old);
    await utimes(join(dir, 'other.txt'), old, old);
    expect(await sweepAbandonedParts(ABANDONED_PART_MS, dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['2-fresh.part', 'other.txt']);
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await sweepAbandonedParts(1, join(tmpdir(), 'no-such-parts-folder'))).toBe(0);
  });
});
