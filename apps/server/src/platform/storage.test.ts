import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage, storageKeyFor, type FileStorage } from './storage.ts';
import { S3Storage } from './storage-s3.ts';
import { createStorage } from './storage-driver.ts';
import { loadConfig } from './config.ts';
import { startTestS3 } from '../../test/s3-server.ts';

/** The same suite against every driver: the local folder, and S3 on a real S3-compatible server (s3rver). */
interface Driver {
  storage: FileStorage;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<Driver>> = {
  'local disk': async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    return { storage: new LocalDiskStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const s3 = await startTestS3();
    // The smallest part S3 allows, so an 11 MB file is a three-part multipart upload.
    const storage = new S3Storage({ ...s3, region: 'us-east-1', forcePathStyle: true, prefix: 'portal', partSizeBytes: 5 * 1024 * 1024 });
    return {
      storage,
      close: async () => {
        storage.close();
        await s3.close();
      },
    };
  },
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that sends `bytes` and then fails, as an upload cut off or refused mid-way. */
function failingAfter(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else this.destroy(new Error('client went away'));
    },
  });
}

const newKey = () => storageKeyFor(randomUUID());

describe.each(Object.keys(drivers))('file storage: %s', (name) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await drivers[name]!();
    storage = driver.storage;
  }, 60_000);
  afterAll(async () => driver?.close());

  it('keeps bytes under a key and gives them back', async () => {
    const key = newKey();
    const bytes = randomBytes(70_000);
    expect(await storage.exists(key)).toBe(false);
    await storage.write(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(await storage.exists(key)).toBe(true);
    expect((await bytesOf(await storage.read(key))).equals(bytes)).toBe(true);
  });

  it('streams a file larger than several parts', async () => {
    const key = newKey();
    const bytes = randomBytes(11 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
    await storage.write(key, Readable.from(chunks));
    const back = await bytesOf(await storage.read(key));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  }, 60_000);

  it('ignores a `size` the source stream happens to carry (the upload meter counts bytes in one)', async () => {
    const key = newKey();
    const bytes = randomBytes(6 * 1024 * 1024);
    const source = Object.assign(Readable.from([bytes.subarray(0, 1024), bytes.subarray(1024)]), { size: 0 });
    await storage.write(key, source);
    expect((await bytesOf(await storage.read(key))).equals(bytes)).toBe(true);
  }, 60_000);

  it('shows nothing under the key when the source fails mid-way', async () => {
    const small = newKey();
    await expect(storage.write(small, failingAfter(randomBytes(10_000)))).rejects.toThrow('client went away');
    expect(await storage.exists(small)).toBe(false);
    // Past the first part: a multipart upload on S3, which is aborted.
    const large = newKey();
    await expect(storage.write(large, failingAfter(randomBytes(6 * 1024 * 1024)))).rejects.toThrow('client went away');
    expect(await storage.exists(large)).toBe(false);
    const keys: string[] = [];
    for await (const object of storage.list()) keys.push(object.key);
    expect(keys).not.toContain(small);
    expect(keys).not.toContain(large);
  }, 60_000);

  it('refuses a missing key on read and ignores it on remove', async () => {
    const key = newKey();
    await expect(storage.read(key)).rejects.toThrow();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('removes', async () => {
    const key = newKey();
    await storage.write(key, Readable.from([Buffer.from('x')]));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses keys the server did not make', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'UPPER', '']) {
      await expect(storage.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('lists what it holds and sweeps the keys no row names', async () => {
    const kept = newKey();
    const orphan = newKey();
    await storage.write(kept, Readable.from([Buffer.from('kept')]));
    await storage.write(orphan, Readable.from([Buffer.from('orphan')]));
    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toEqual(expect.arrayContaining([kept, orphan]));
    // Nothing is old enough yet.
    expect(await storage.sweep(60 * 60 * 1000, async () => new Set())).toBe(0);
    // Everything is old enough once the cut-off is in the future; only the key no row names goes.
    const removed = await storage.sweep(-60_000, async (keys) => new Set(keys.filter((k) => k !== orphan)));
    expect(removed).toBe(1);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(kept)).toBe(true);
  });
});

describe('storage configuration', () => {
  it('picks the driver from STORAGE', () => {
    const local = loadConfig({ NODE_ENV: 'test' });
    expect(createStorage(local)).toBeInstanceOf(LocalDiskStorage);
    const s3 = loadConfig({ NODE_ENV: 'test', STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3.storage).toMatchObject({ driver: 's3', bucket: 'files', region: 'us-east-1', forcePathStyle: true });
    const driver = createStorage(s3);
    expect(driver).toBeInstanceOf(S3Storage);
    driver.close?.();
  });

  it('refuses an incomplete S3 configuration', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});
