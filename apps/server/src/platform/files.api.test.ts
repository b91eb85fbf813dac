import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_POLICIES } from '@portal/contract';
import { storedFiles } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from './files.ts';
import { ProblemError } from './problem.ts';

let t: TestApp;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(name: string, content: Buffer, field = 'file') {
  const boundary = '----portal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend(app, deps) {
        const open = { config: { access: { public: true as const } } };
        app.post('/api/probe/picture', open, async (request, reply) => {
          const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.picture, null);
          return reply.code(201).send(toFileInfo(file));
        });
        app.get<{ Params: { fileId: string } }>('/api/probe/files/:fileId', open, async (request, reply) => {
          const file = await deps.files.find(request.params.fileId);
          if (!file) throw new ProblemError({ status: 404 });
          return sendStoredFile(reply, deps.files, file);
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('file uploads', () => {
  it('stores a picture checked by content and streams it back under its opaque id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/picture', ...multipart('../../etc/fotó 1.png', PNG) });
    expect(res.statusCode).toBe(201);
    const info = res.json<{ fileId: string; fileName: string; contentType: string; sizeBytes: number }>();
    expect(info).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length, fileName: 'fotó 1.png' });
    const back = await t.app.inject({ method: 'GET', url: `/api/probe/files/${info.fileId}` });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expect(back.headers['content-disposition']).toBe(`attachment; filename="fot_ 1.png"; filename*=UTF-8''fot%C3%B3%201.png`);
  });

  it('refuses a PDF named like a picture with 415 and keeps nothing', async () => {
    const before = await t.db.$count(storedFiles);
    const upload = multipart('photo.png', PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/picture',
      payload: upload.payload,
      headers: { ...upload.headers, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ detail: 'File type not allowed; accepted: JPEG, GIF, PNG' });
    expect(await t.db.$count(storedFiles)).toBe(before);
  });

  it('refuses a picture over 800 kB with 413 while it streams', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(801 * 1024)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/picture', ...multipart('big.png', big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ detail: 'El archivo excede el tamaño máximo de 800 kB' });
  });

  it('asks for multipart and for the file field', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/probe/picture', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/probe/picture', ...multipart('a.png', PNG, 'other') });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ errors: { file: ['Seleccione un archivo'] } });
  });

  it('answers 404 for an id that is not a stored file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/probe/files/not-a-uuid' })).statusCode).toBe(404);
  });
});
