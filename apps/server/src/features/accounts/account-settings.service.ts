import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PROFILE_PICTURE_MAX_SIDE_PX } from '@portal/contract';
import type { DeleteAccountRequest } from '@portal/contract/features/account-settings';
import { users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { ProblemError, problems } from '../../platform/problem.ts';
import type { StoredFileRow } from '../../platform/files.ts';
import { listAdministratorIds } from '../../platform/administrators.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const OUTPUT_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' } as const;

/**
 * Makes an accepted upload the caller's picture: resized to fit 1024 px per side (never enlarged), in
 * the format it came in. The original upload and the previous picture are removed.
 */
export async function setProfilePicture(deps: AppDeps, caller: Caller, upload: StoredFileRow): Promise<void> {
  const format = OUTPUT_FORMATS[upload.contentType as keyof typeof OUTPUT_FORMATS];
  let resized: Buffer;
  try {
    if (!format) throw new Error('unexpected type');
    const original = await readAll(await deps.files.open(upload));
    resized = await sharp(original, { animated: format === 'gif' })
      .rotate()
      .resize({ width: PROFILE_PICTURE_MAX_SIDE_PX, height: PROFILE_PICTURE_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
  } catch {
    await deps.files.remove(upload.fileId);
    // The magic bytes looked right but the image cannot be decoded.
    throw new ProblemError({ status: 415, detailKey: 'account.pictureUnreadable', code: 'pictureUnreadable' });
  }
  const picture = await deps.files.saveGenerated(resized, upload.fileName, upload.contentType, caller.userId);
  await deps.files.remove(upload.fileId);
  const previous = await replaceAvatar(deps, caller.userId, picture.fileId);
  if (previous) await deps.files.remove(previous);
}

/** Points the account at a new picture (or none) and answers the previous one. */
async function replaceAvatar(deps: AppDeps, userId: number, fileId: string | null): Promise<string | null> {
  const [before] = await deps.db.select({ avatar: users.avatarFileId }).from(users).where(eq(users.userId, userId));
  await deps.db
    .update(users)
    .set({ avatarFileId: fileId, rowVersion: sql`${users.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.userId, userId));
  return before?.avatar ?? null;
}

export async function removeProfilePicture(deps: AppDeps, caller: Caller): Promise<void> {
  const previous = await replaceAvatar(deps, caller.userId, null);
  if (previous) await deps.files.remove(previous);
}

/** A picture is served only while it is the picture of a live account; its id is not guessable. */
export async function findAvatarFile(deps: AppDeps, fileId: string): Promise<StoredFileRow | undefined> {
  const [owner] = await deps.db
    .select({ id: users.userId })
    .from(users)
    .where(and(eq(users.avatarFileId, fileId), isNull(users.deletedAt)))
    .limit(1);
  if (!owner) return undefined;
  return deps.files.find(fileId);
}

/**
 * Deletes the caller's own account: it can no longer sign in and every session ends at once. The row
 * stays (marked deleted) so that what the user created stays attributed to them.
 */
export async function deleteOwnAccount(deps: AppDeps, caller: Caller, input: DeleteAccountRequest): Promise<void> {
  if (input.confirmation.toLowerCase() !== caller.userName.toLowerCase()) {
    throw problems.validation({ confirmation: ['account.confirmationMismatch'] });
  }
  await deps.db.transaction(async (tx) => {
    // Serialises concurrent deletions of the last two administrators.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.administrators'))`);
    const admins = await listAdministratorIds(tx as unknown as typeof deps.db);
    if (admins.includes(caller.userId) && admins.length <= 1) {
      throw problems.unprocessable('security.lastAdministrator');
    }
    const rows = await tx
      .update(users)
      .set({ deletedAt: sql`now()`, securityStamp: sql`${users.securityStamp} + 1`, updatedAt: sql`now()` })
      .where(and(eq(users.userId, caller.userId), isNull(users.deletedAt)))
      .returning({ id: users.userId });
    if (rows.length === 0) throw problems.notFound();
  });
  await deps.sessions.revokeAllOf(caller.userId, 'deleted');
}
