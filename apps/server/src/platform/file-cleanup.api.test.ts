import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins, bulletinAttachments, storedFiles, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireUnclaimedUploads, sweepStorageLeftovers } from './file-cleanup.ts';
import { type LocalDiskStorage, storageKeyFor } from './storage.ts';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = (t.deps.files.storage as unknown as { root: string }).root;
});
afterAll(async () => {
  await t.close();
});

async function stored(name: string) {
  return t.deps.files.saveGenerated(Buffer.from(`%PDF-1.4 ${name}`), `${name}.pdf`, 'application/pdf', null);
}
const age = (fileId: string, hours: number) =>
  t.db
    .update(storedFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(storedFiles.fileId, fileId));
const exists = async (fileId: string) => (await t.deps.files.find(fileId)) !== undefined;

describe('the file store cleanup', () => {
  it('removes uploads no record took after the expiry, keeps held and recent ones', async () => {
    const abandoned = await stored('abandoned');
    const recent = await stored('recent');
    const attached = await stored('attached');
    const avatar = await stored('avatar');
    for (const file of [abandoned, attached, avatar]) await age(file.fileId, 48);
    const user = await t.createUser();
    const [bulletin] = await t.db
      .insert(bulletins)
      .values({ boletinTipo: 'aviso', titulo: 'Con adjunto', contenido: '<p>x</p>', esPublico: false, createdBy: user.userId })
      .returning();
    await t.db.insert(bulletinAttachments).values({ boletinId: bulletin!.boletinId, fileId: attached.fileId, orden: 0 });
    await t.db.update(users).set({ avatarFileId: avatar.fileId }).where(eq(users.userId, user.userId));

    expect(await expireUnclaimedUploads(t.db, t.deps.files, 24)).toBe(1);
    expect(await exists(abandoned.fileId)).toBe(false);
    expect(existsSync(join(root, abandoned.storageKey))).toBe(false);
    for (const kept of [recent, attached, avatar]) expect(await exists(kept.fileId)).toBe(true);
    expect(existsSync(join(root, attached.storageKey))).toBe(true);
  });

  it('never leaves a truncated file under a real key, and sweeps partial and orphaned bytes', async () => {
    const storage = t.deps.files.storage as LocalDiskStorage;
    const key = storageKeyFor('0f0f0f0f-1111-2222-3333-444444444444');
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection reset by the client'));
      },
    });
    await expect(storage.write(key, failing)).rejects.toThrow();
    expect(existsSync(join(root, key))).toBe(false);

    // What a killed process leaves: a partial write and bytes whose row was never inserted.
    const dir = join(root, 'ab', 'cd');
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, 'abcd0000-0000-0000-0000-000000000000.part-1234abcd');
    const orphan = join(dir, 'abcd1111-0000-0000-0000-000000000000');
    writeFileSync(partial, 'half');
    writeFileSync(orphan, 'no row');
    const kept = await stored('kept');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const path of [partial, orphan, join(root, kept.storageKey)]) utimesSync(path, old, old);

    expect(await sweepStorageLeftovers(t.db, t.deps.files)).toBe(2);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(root, kept.storageKey))).toBe(true);
  });
});
