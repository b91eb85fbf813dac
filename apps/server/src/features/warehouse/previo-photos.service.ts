import { and, eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_MAX_SIDE_PX, PHOTO_THUMB_SIDE_PX, type PrevioFoto, type PrevioPhotoType } from '@portal/contract/features/previos';
import { previoFotos, previos, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { StoredFileRow } from '../../platform/files.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { previoScope } from './previo-rows.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * An accepted upload as the portal keeps photos: turned upright by its EXIF orientation, fitted inside 2048 px and
 * re-encoded as JPEG, which drops every metadata block (EXIF with its GPS location, XMP, IPTC) since sharp keeps
 * none unless asked, with a 320 px thumbnail. The upload itself is removed (also when it cannot be decoded).
 */
export async function fitPhoto(deps: AppDeps, upload: StoredFileRow, userId: number) {
  let full: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    const original = await readAll(await deps.files.open(upload));
    const upright = sharp(original, { failOn: 'error' }).rotate();
    full = await upright
      .clone()
      .resize({ width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    thumb = await upright
      .clone()
      .resize({ width: PHOTO_THUMB_SIDE_PX, height: PHOTO_THUMB_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch {
    await deps.files.remove(upload.fileId);
    throw new ProblemError({ status: 415, detailKey: 'previos.photoUnreadable', code: 'photoUnreadable' });
  }
  const name = upload.fileName.replace(/\.[^.]*$/, '') || 'foto';
  const stored = await deps.files.saveGenerated(full.data, `${name}.jpg`, 'image/jpeg', userId);
  const small = await deps.files.saveGenerated(thumb, `${name}-mini.jpg`, 'image/jpeg', userId);
  await deps.files.remove(upload.fileId);
  return { stored, small, width: full.info.width, height: full.info.height };
}

/** Makes an accepted upload a previo photo, waiting (unclaimed, its uploader's) for a previo to name it. */
export async function addPhoto(
  deps: AppDeps,
  caller: Caller,
  upload: StoredFileRow,
  tipo: PrevioPhotoType,
  claveSubida: string | null = null,
): Promise<PrevioFoto> {
  const { stored, small, width, height } = await fitPhoto(deps, upload, caller.userId);
  await deps.db.insert(previoFotos).values({
    fotoId: stored.fileId,
    miniaturaId: small.fileId,
    tipo,
    ancho: width,
    alto: height,
    createdBy: caller.userId,
    claveSubida,
  });
  return { fotoId: stored.fileId, tipo, ancho: width, alto: height };
}

/** A photo the caller may see: on a previo in their scope, or their own upload not yet on a previo. */
export async function findPhoto(db: Database, caller: Caller, fotoId: string) {
  const [foto] = await db.select().from(previoFotos).where(eq(previoFotos.fotoId, fotoId));
  if (!foto) throw problems.notFound();
  if (foto.previoId === null) {
    if (foto.createdBy !== caller.userId) throw problems.notFound();
    return foto;
  }
  const [visible] = await db
    .select({ previoId: previos.previoId })
    .from(previos)
    .where(and(eq(previos.previoId, foto.previoId), previoScope(caller)));
  if (!visible) throw problems.notFound();
  return foto;
}

/** A photo of the previo a viewer link opened (and of no other previo). */
export async function findLinkedPhoto(db: Database, previoId: string, fotoId: string) {
  const [foto] = await db
    .select()
    .from(previoFotos)
    .where(and(eq(previoFotos.fotoId, fotoId), eq(previoFotos.previoId, previoId)));
  if (!foto) throw problems.notFound();
  return foto;
}
