import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PREVIO_PHOTO_POLICY, type FotoChunkStatus, type fotoChunkQuerySchema } from '@portal/contract/features/previos';
import { previoFotos } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { formatSize } from '../../platform/files.ts';
import { ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { addPhoto } from './previo-photos.service.ts';

/** Parts of uploads in progress, one file per uploader and key (decision 0104). */
export const PARTS_DIR = join(tmpdir(), 'portal-photo-parts');
/** A part untouched for this long was abandoned (the phone resumes within minutes, or starts a new key). */
export const ABANDONED_PART_MS = 24 * 60 * 60 * 1000;
const partPath = (userId: number, clave: string) => join(PARTS_DIR, `${userId}-${clave}.part`);
/** Length of a part file; 0 when none. */
const heldBytes = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => 0,
  );

/** The photo an upload with this key already became (the key is the uploader's: another user's is not seen). */
async function finishedPhoto(deps: AppDeps, caller: Caller, clave: string) {
  const [foto] = await deps.db
    .select({ fotoId: previoFotos.fotoId, tipo: previoFotos.tipo, ancho: previoFotos.ancho, alto: previoFotos.alto })
    .from(previoFotos)
    .where(and(eq(previoFotos.createdBy, caller.userId), eq(previoFotos.claveSubida, clave)));
  return foto ? { ...foto, tipo: foto.tipo as NonNullable<FotoChunkStatus['foto']>['tipo'] } : null;
}

/** What the server holds of an upload: its bytes so far, or the photo it became. */
export async function uploadStatus(deps: AppDeps, caller: Caller, clave: string): Promise<FotoChunkStatus> {
  const foto = await finishedPhoto(deps, caller, clave);
  if (foto) return { recibidos: null, foto };
  return { recibidos: await heldBytes(partPath(caller.userId, clave)), foto: null };
}

/**
 * Takes one chunk at `offset`. A chunk the server already holds (sent again after a lost answer) is not appended
 * again; a chunk beyond what it holds is a 409 telling where to continue. When the last byte arrives the photo is
 * made as a plain upload would be (type by content, resized, metadata removed, thumbnail) and remembered under the
 * key, so sending any chunk of that key again answers the same photo: stored once.
 */
export async function receiveChunk(
  deps: AppDeps,
  caller: Caller,
  clave: string,
  query: z.output<typeof fotoChunkQuerySchema>,
  chunk: Buffer,
): Promise<FotoChunkStatus> {
  const done = await finishedPhoto(deps, caller, clave);
  if (done) return { recibidos: query.total, foto: done };
  if (query.total > PREVIO_PHOTO_POLICY.maxBytes) {
    throw new ProblemError({
      status: 413,
      detailKey: 'files.tooLarge',
      params: { size: formatSize(PREVIO_PHOTO_POLICY.maxBytes) },
      code: 'fileTooLarge',
    });
  }
  const path = partPath(caller.userId, clave);
  await mkdir(PARTS_DIR, { recursive: true });
  const held = await heldBytes(path);
  if (query.offset > held) {
    throw new ProblemError({ status: 409, detailKey: 'previos.uploadOffset', params: { recibidos: held }, code: 'uploadOffset' });
  }
  const fresh = chunk.subarray(held - query.offset);
  if (held + fresh.length > query.total) {
    throw new ProblemError({
      status: 400,
      detailKey: 'previos.uploadTooLong',
      code: 'uploadTooLong',
      errors: { total: ['previos.uploadTooLong'] },
    });
  }
  if (fresh.length > 0) await appendFile(path, fresh);
  const recibidos = held + fresh.length;
  if (recibidos < query.total) return { recibidos, foto: null };
  try {
    const upload = await deps.files.save({ stream: createReadStream(path), fileName: `${clave}.jpg` }, PREVIO_PHOTO_POLICY, caller.userId);
    return { recibidos, foto: await addPhoto(deps, caller, upload, query.tipo, clave) };
  } catch (err) {
    // Two requests finishing the same key at once: the unique key keeps one photo; the other answers it.
    const again = await finishedPhoto(deps, caller, clave);
    if (again) return { recibidos, foto: again };
    throw err;
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Removes the parts of uploads nobody continued for `olderThanMs` (decision 0105): a phone that gave up, a photo
 * deleted before it finished. Age is the part's last write. Answers how many went.
 */
export async function sweepAbandonedParts(olderThanMs = ABANDONED_PART_MS, dir = PARTS_DIR, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
