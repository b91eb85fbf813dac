import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CHUNK_CONTENT_TYPE } from '@portal/contract/features/previos';
import { previoFotos } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  // Noise so the JPEG is large enough to need several chunks; GPS in its EXIF, which must not survive.
  const noise = Buffer.alloc(900 * 700 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) % 251;
  jpeg = await sharp(noise, { raw: { width: 900, height: 700, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 12/1' } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

function sendChunk(token: string, clave: string, offset: number, chunk: Buffer, total = jpeg.length) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/Previos/Fotos/Subidas/${clave}?tipo=mercancia&offset=${offset}&total=${total}`,
    payload: chunk,
    headers: { 'content-type': PHOTO_CHUNK_CONTENT_TYPE, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
  });
}

const storedWithKey = async (clave: string) =>
  (await t.db.select({ n: count() }).from(previoFotos).where(eq(previoFotos.claveSubida, clave)))[0]!.n;

describe('resumable photo upload', () => {
  it('resumes after a drop, takes a re-sent chunk once, and stores the photo once for its key', async () => {
    const clave = randomUUID();
    const size = Math.ceil(jpeg.length / 3);
    const parts = [jpeg.subarray(0, size), jpeg.subarray(size, 2 * size), jpeg.subarray(2 * size)];
    expect(parts[2]!.length).toBeGreaterThan(0);

    const first = await sendChunk(admin, clave, 0, parts[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recibidos: size, foto: null });
    // The answer was lost: the phone sends the same chunk again; it is not appended twice.
    expect((await sendChunk(admin, clave, 0, parts[0]!)).json()).toEqual({ recibidos: size, foto: null });
    // A chunk past what the server holds is refused with where to continue; nothing appended.
    const gap = await sendChunk(admin, clave, 2 * size, parts[2]!);
    expect(gap.statusCode).toBe(409);
    expect(gap.json().detail).toContain(String(size));
    // After the drop the phone asks where to resume.
    const status = await t.call(admin, 'GET', `/api/Previos/Fotos/Subidas/${clave}`);
    expect(status.json()).toEqual({ recibidos: size, foto: null });
    // A chunk overlapping what arrived (offset inside it) only adds its new bytes.
    const overlapping = await sendChunk(admin, clave, size - 10, jpeg.subarray(size - 10, 2 * size));
    expect(overlapping.json()).toEqual({ recibidos: 2 * size, foto: null });
    const last = await sendChunk(admin, clave, 2 * size, parts[2]!);
    expect(last.statusCode, last.body).toBe(200);
    const foto = last.json().foto;
    expect(foto).toMatchObject({ tipo: 'mercancia', ancho: 900, alto: 700 });

    // The whole photo again (its last chunk, or every chunk): the same photo, stored once.
    expect((await sendChunk(admin, clave, 2 * size, parts[2]!)).json().foto.fotoId).toBe(foto.fotoId);
    expect((await sendChunk(admin, clave, 0, parts[0]!)).json().foto.fotoId).toBe(foto.fotoId);
    expect((await t.call(admin, 'GET', `/api/Previos/Fotos/Subidas/${clave}`)).json()).toEqual({ recibidos: null, foto });
    expect(await storedWithKey(clave)).toBe(1);

    // The stored photo is what a plain upload makes: readable, no EXIF (no GPS).
    const stored = await t.call(admin, 'GET', `/api/Previos/Fotos/${foto.fotoId}`);
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps keys per uploader, refuses bad keys, sizes and content, and needs the upload permission', async () => {
    const clave = randomUUID();
    const otherToken = await t.tokenFor({ roles: ['admin'] });
    await sendChunk(admin, clave, 0, jpeg.subarray(0, 100));
    expect((await t.call(otherToken, 'GET', `/api/Previos/Fotos/Subidas/${clave}`)).json()).toEqual({ recibidos: 0, foto: null });

    expect((await sendChunk(admin, 'not-a-uuid', 0, jpeg.subarray(0, 10))).statusCode).toBe(400);
    expect((await sendChunk(admin, randomUUID(), 0, jpeg.subarray(0, 10), 13 * 1024 * 1024)).statusCode).toBe(413);
    expect((await sendChunk(admin, randomUUID(), 0, jpeg.subarray(0, 50), 20)).statusCode).toBe(400);
    const text = Buffer.from('not a picture at all');
    const wrong = await sendChunk(admin, randomUUID(), 0, text, text.length);
    expect(wrong.statusCode).toBe(415);

    const reader = await t.createUser();
    await t.grantProfile([['Previos', 'r']], { userIds: [reader.userId] });
    const readerToken = (await t.login(reader.userName, reader.password)).accessToken;
    expect((await sendChunk(readerToken, randomUUID(), 0, jpeg.subarray(0, 10))).statusCode).toBe(403);
  });
});
