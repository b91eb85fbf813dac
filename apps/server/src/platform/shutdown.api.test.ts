import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HUB_PATH } from '@portal/contract';
import {
  disposeServerProcess,
  removeSeededTemplate,
  seededDataDir,
  startServerProcess,
  until,
  type ServerProcess,
} from '../../test/server-process.ts';
import { startSlowUpload } from '../../test/slow-upload.ts';
import { storageKeyFor } from './storage.ts';

/** SIGTERM to a real server process (server.ts): stop accepting, finish what is in flight, close, exit. */
let server: ServerProcess | undefined;
afterEach(async () => {
  await disposeServerProcess(server);
  server = undefined;
});
afterAll(removeSeededTemplate);

/** A new connection, never a pooled one: refused once the listening socket is closed. */
function freshConnection(url: string): Promise<'refused' | number> {
  return new Promise((done) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.once('error', (err: NodeJS.ErrnoException) => done(err.code === 'ECONNREFUSED' ? 'refused' : -1));
  });
}

const filesIn = (dir: string): string[] => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]) : []);

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, ends hub sockets, finishes the upload in flight, then exits 0', async () => {
    server = await startServerProcess({ dataDir: await seededDataDir() });
    const token = await server.signIn();
    const socket = connect(server.base, {
      path: HUB_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((done, fail) => {
      socket.once('connect', () => done());
      socket.once('connect_error', fail);
    });
    const disconnected = new Promise<void>((done) => socket.once('disconnect', () => done()));

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const upload = startSlowUpload(`${server.base}/api/Boletines/Adjuntos`, token, 'circular.pdf', pdf.subarray(0, 256 * 1024));
    // The server has the request once its first bytes are stored as a partial file.
    await until('the upload to reach the server', async () =>
      filesIn(server!.filesDir).some((f) => f.includes('.part-')) ? true : undefined,
    );

    server.child.kill('SIGTERM');
    await until('the listening socket to close', async () =>
      (await freshConnection(`${server!.base}/health`)) === 'refused' ? true : undefined,
    );
    await disconnected;
    expect(server.child.exitCode).toBeNull();

    await upload.send(pdf.subarray(256 * 1024));
    upload.finish();
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(201);
    const { fileId } = JSON.parse(answer.body) as { fileId: string };
    expect(await server.exited).toBe(0);
    expect(existsSync(join(server.filesDir, storageKeyFor(fileId)))).toBe(true);
    expect(server.output()).toContain('shutting down');
  }, 360_000);

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS, keeps no half file, and exits 1', async () => {
    server = await startServerProcess({ dataDir: await seededDataDir(), env: { SHUTDOWN_TIMEOUT_MS: '1000' } });
    const token = await server.signIn();
    const upload = startSlowUpload(
      `${server.base}/api/Boletines/Adjuntos`,
      token,
      'never.pdf',
      Buffer.from('%PDF-1.4\n' + 'x'.repeat(100_000)),
    );
    await until('the upload to reach the server', async () =>
      filesIn(server!.filesDir).some((f) => f.includes('.part-')) ? true : undefined,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    await upload.response.catch(() => undefined);
    expect(server.output()).toContain('requests still running at the shutdown limit are cut');
    // No file under a real key (a `.part` left by the cut would be swept by the hourly cleanup).
    expect(filesIn(server.filesDir).filter((f) => /[0-9a-f-]{36}$/.test(f))).toEqual([]);
  }, 360_000);
});
