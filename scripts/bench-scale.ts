/**
 * `npm run bench -- scale`: requests per second of a list route (GET /api/Clientes, the demo customers)
 * through the reverse proxy with one instance and with two, on one PostgreSQL database (a ratio). Measures
 * only. On this 2-core machine the proxy, the instances, PostgreSQL and the load generator share the same
 * cores, so the ratio shows the overhead of the setup more than the gain of a second machine.
 * With two instances it also times realtime delivery across them at 1,000 clients (bench-scale-realtime.ts).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from './cluster.ts';
import { benchScaleRealtime } from './bench-scale-realtime.ts';

const SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUTE = '/api/Clientes?page=1&pageSize=25';

async function measure(url: string, token: string, seconds: number) {
  const result = await autocannon({
    url: `${url}${ROUTE}`,
    connections: 50,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: 'Admin123!' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export async function benchScale(seconds = 10): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const name = `portal_bench_scale_${process.pid}`;
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();
  const env = { SEED_DEMO: 'true', THROTTLE_ADDRESS_MAX: '1000000', THROTTLE_ACCOUNT_MAX: '1000000' };
  try {
    const rows: { instances: number; rps: number; p50: number; p99: number; errors: number }[] = [];
    let proxy = '';
    let realtime: string[] = [];
    for (const instances of [1, 2]) {
      const cluster = await startCluster({ databaseUrl, instances, env, built: true });
      proxy = cluster.proxy;
      try {
        const token = await signIn(cluster.url);
        await measure(cluster.url, token, 2); // warm-up
        rows.push({ instances, ...(await measure(cluster.url, token, seconds)) });
        if (instances === 2) realtime = await benchScaleRealtime(cluster, databaseUrl, token);
      } finally {
        await cluster.stop();
      }
    }
    console.log(`scale: GET ${ROUTE} through ${proxy} at 50 connections, ${seconds} s each`);
    console.log('  instances   req/s   p50 ms   p99 ms   non-2xx/errors');
    for (const r of rows)
      console.log(
        `  ${String(r.instances).padStart(9)}  ${r.rps.toFixed(0).padStart(6)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${r.errors}`,
      );
    console.log(`  ratio two/one: ${(rows[1]!.rps / rows[0]!.rps).toFixed(2)}x (cores on this machine: shared by all of the above)`);
    for (const line of realtime) console.log(line);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
