import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPortal, type Portal, type PooledPortal } from './portal.ts';

/**
 * Runs in the global setup's process: keeps `ahead` portals started (each a server over its own copy of the seeded
 * data), hands the oldest to the next test file that asks and starts another while that file runs. Each file
 * still gets a fresh server and fresh data; the ~5 s a server takes to start overlap the running files' tests
 * instead of adding up. One ahead per file that runs at once (the e2e project's `maxWorkers`).
 */
export async function startPortalPool(ahead = 2): Promise<{ url: string; close(): Promise<void> }> {
  const taken = new Map<number, Portal>();
  const started: Promise<Portal>[] = [];
  let closed = false;
  const startAhead = () => {
    const next = startPortal({ pooled: false });
    next.catch(() => undefined); // a failure is reported to the file that takes it
    started.push(next);
  };
  for (let i = 0; i < ahead; i += 1) startAhead();

  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const [, action, id] = (req.url ?? '').split('/');
    if (req.method === 'POST' && action === 'take') {
      const next = started.shift()!;
      if (!closed) startAhead();
      const portal = await next;
      taken.set(portal.port, portal);
      const given: PooledPortal = { baseURL: portal.baseURL, port: portal.port, dataDir: portal.dataDir, logFile: portal.logFile };
      return answer(res, 200, given);
    }
    if (req.method === 'POST' && action === 'release') {
      const portal = taken.get(Number(id));
      taken.delete(Number(id));
      await portal?.stop();
      return answer(res, 204);
    }
    return answer(res, 404);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => answer(res, 500, { message: err.message }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      server.close();
      const left = [...taken.values()];
      taken.clear();
      const unused = (await Promise.all(started.map((p) => p.catch(() => undefined)))).filter((p) => p !== undefined);
      await Promise.all([...left, ...unused].map((p) => p.stop()));
    },
  };
}
