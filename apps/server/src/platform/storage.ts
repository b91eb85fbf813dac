import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. Keys are made by the server (never from user input); the metadata
 * (name, type, size, owner) lives in the `stored_files` table.
 */
export interface FileStorage {
  /** Streams `body` to `key`; resolves when it is durable. */
  write(key: string, body: Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes leftovers older than `maxAgeMs`: bytes whose key `isKnown` denies (their row was never written)
   * and partial writes of dead processes. Returns how many went.
   */
  sweep(maxAgeMs: number, isKnown: (keys: string[]) => Promise<Set<string>>): Promise<number>;
  /** Every stored key (the backup copies them). */
  list(): AsyncIterable<{ key: string }>;
  /** Releases connections (the S3 client's sockets). */
  close?(): void;
}

const PARTIAL_SUFFIX = '.part-';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/;

/** Keys are the server's own (`storageKeyFor`); anything else is refused before it reaches a driver. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files under one folder on the local disk: the embedded default. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  async write(key: string, body: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written under a temporary name and moved only when complete: a process killed mid-upload leaves a
    // `.part` file (swept later), never a truncated file under a real key.
    const partial = `${path}${PARTIAL_SUFFIX}${randomBytes(4).toString('hex')}`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  /** Every file below the root, partial writes included. */
  private async *files(dir = this.root): AsyncGenerator<{ path: string; partial: boolean }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* this.files(path);
      else yield { path, partial: entry.name.includes(PARTIAL_SUFFIX) };
    }
  }

  private keyOf(path: string): string {
    return path.slice(this.root.length + 1).replaceAll('\\', '/');
  }

  /** Partial writes are removed whatever `isKnown` says; they never have a row. */
  async sweep(maxAgeMs: number, isKnown: (keys: string[]) => Promise<Set<string>>): Promise<number> {
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    const old: string[] = [];
    for await (const file of this.files()) {
      if ((await stat(file.path)).mtimeMs >= cutoff) continue;
      if (file.partial) {
        await rm(file.path, { force: true });
        removed += 1;
      } else old.push(this.keyOf(file.path));
    }
    for (let i = 0; i < old.length; i += 500) {
      const batch = old.slice(i, i + 500);
      const known = await isKnown(batch);
      for (const key of batch) {
        if (known.has(key)) continue;
        await rm(resolve(this.root, key), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async *list(): AsyncGenerator<{ key: string }> {
    for await (const file of this.files()) if (!file.partial) yield { key: this.keyOf(file.path) };
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }
}

/** A sharded key for a new file id, so no folder grows without bound. */
export function storageKeyFor(fileId: string): string {
  return join(fileId.slice(0, 2), fileId.slice(2, 4), fileId).replaceAll('\\', '/');
}
