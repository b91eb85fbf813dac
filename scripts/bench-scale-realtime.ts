/**
 * `npm run bench -- scale`, second part: realtime delivery across instances. 1,000 hub clients connect
 * through the proxy (so they land on both instances), 50 editors with 20 open clients each (tabs, devices);
 * a bulletin to their role is raised on one instance, and the time from the request to the message at each
 * client is taken. Measures only.
 */
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { HUB_PATH, RECEIVE_MESSAGE_EVENT } from '@portal/contract';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import type { Cluster } from './cluster.ts';

const USERS = 50;
const CLIENTS_PER_USER = 20;
const ROUNDS = 5;
const ROLE = 'editor';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function signIn(url: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${login} failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Users of a role of their own, written straight into the database (sign-up is not what is measured). */
async function createUsers(databaseUrl: string): Promise<{ userName: string; password: string }[]> {
  const password = 'BenchHub123!x';
  const hash = await hashPassword(password);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const role = await client.query<{ role_id: number }>(`select role_id from roles where name = $1`, [ROLE]);
    const names = Array.from({ length: USERS }, (_, i) => `hub${i}`);
    const rows = await client.query<{ user_id: number }>(
      `insert into users (user_name, email, full_name, password_hash, status, email_confirmed)
       select n, n || '@example.mx', n, $2, 'active', true from unnest($1::text[]) n returning user_id`,
      [names, hash],
    );
    await client.query(`insert into user_roles (user_id, role_id) select unnest($1::int[]), $2`, [
      rows.rows.map((r) => r.user_id),
      role.rows[0]!.role_id,
    ]);
    return names.map((userName) => ({ userName, password }));
  } finally {
    await client.end();
  }
}

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: HUB_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function benchScaleRealtime(cluster: Cluster, databaseUrl: string, adminToken: string): Promise<string[]> {
  const users = await createUsers(databaseUrl);
  const sockets: Socket[] = [];
  try {
    for (const user of users) {
      const token = await signIn(cluster.url, user.userName, user.password);
      for (let i = 0; i < CLIENTS_PER_USER; i += 1) sockets.push(await connect(cluster.url, token));
    }
    const origin = cluster.instances[0]!.url;
    const samples: number[] = [];
    let missing = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const arrivals = sockets.map(
        (socket) =>
          new Promise<number | undefined>((resolve) => {
            const timer = setTimeout(() => resolve(undefined), 30_000);
            socket.once(RECEIVE_MESSAGE_EVENT, () => {
              clearTimeout(timer);
              resolve(performance.now() - started);
            });
          }),
      );
      const res = await fetch(`${origin}/api/Boletines`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          boletinTipo: 'aviso',
          titulo: `Aviso ${round}`,
          contenido: '<p>x</p>',
          esPublico: false,
          roles: [ROLE],
          clientes: [],
          adjuntos: [],
        }),
      });
      if (res.status !== 201) throw new Error(`bulletin refused: ${res.status} ${await res.text()}`);
      for (const t of await Promise.all(arrivals))
        if (t === undefined) missing += 1;
        else samples.push(t);
    }
    samples.sort((x, y) => x - y);
    return [
      `realtime across instances: ${sockets.length} hub clients through ${cluster.proxy} (${USERS} users x ${CLIENTS_PER_USER}), ` +
        `a bulletin to their role raised on instance 1, ${ROUNDS} rounds`,
      `  delivery ms  p50 ${percentile(samples, 50).toFixed(0)}   p99 ${percentile(samples, 99).toFixed(0)}   max ${(samples.at(-1) ?? NaN).toFixed(0)}   missing ${missing}`,
    ];
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
