/**
 * The benches' HTTP client for latency figures: one kept-alive connection per origin, the request headers a browser
 * sends for encoding, the body decompressed and read as a browser's network stack hands it to the page. Node's `fetch`
 * (undici) spends about 0.9 ms of this process's CPU per request on this machine, more than the server's own answer
 * to `/health` (0.55 ms with this client): timing through it measured the bench more than the portal (issue 11).
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

const agents = new Map<string, http.Agent>();

function agentFor(origin: string): http.Agent {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(origin, agent);
  }
  return agent;
}

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** GET `url` over its origin's kept-alive connection; the body decompressed as text. */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { origin } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: agentFor(origin), headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const body = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
  });
}

/** GET `url` and read its JSON; throws with the status and body when the answer is not 2xx. */
export async function httpJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await httpGet(url, headers);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** Closes the kept-alive connections (the bench's process then ends on its own). */
export function closeHttpAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
