/**
 * Several portal instances on one PostgreSQL database and one file store, behind nginx (or HAProxy),
 * on this machine: what the two-instance test and `npm run bench -- scale` start, and what an operator
 * can start by hand to try the setup (docs/operations.md):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal node --import tsx scripts/cluster.ts [instances]
 *
 * Without STORAGE=s3 in the environment an S3-compatible server (s3rver, from npm) is started for the files.
 * The instances run the server's source through tsx (no build needed), or the bundle with `built: true`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestS3, type TestS3 } from '../apps/server/test/s3-server.ts';
import { freePort } from '../apps/server/test/server-process.ts';

const root = resolve(import.meta.dirname, '..');
const sourceEntry = join(root, 'apps/server/src/server.ts');
const builtEntry = join(root, 'apps/server/dist/server.js');

export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** Extra environment for every instance (ADMIN_*, SMTP_URL, …). */
  env?: Record<string, string>;
  /** Run apps/server/dist/server.js instead of the source. */
  built?: boolean;
  /** Start the instances one after another (default: all together, as a deployment does). */
  sequential?: boolean;
}

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** The proxy's address: what users reach. */
  url: string;
  proxy: 'nginx' | 'haproxy';
  instances: Instance[];
  s3: TestS3 | undefined;
  /** The proxy's access log: one line a request, `<upstream address> <status> <uri>`. */
  accessLog(): string[];
  /** SIGTERM to the instances, then the proxy and the S3 server; leaves nothing running. */
  stop(): Promise<void>;
}

/** Which reverse proxy this machine has: nginx first, then HAProxy (Debian: `apt-get install nginx-light`). */
export function findProxy(): { kind: 'nginx' | 'haproxy'; binary: string } | undefined {
  for (const [kind, candidates] of [
    ['nginx', ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']],
    ['haproxy', ['/usr/sbin/haproxy', '/usr/bin/haproxy']],
  ] as const) {
    const binary = candidates.find((path) => existsSync(path));
    if (binary) return { kind, binary };
  }
  return undefined;
}

async function waitFor(what: string, probe: () => Promise<boolean>, output: () => string, timeoutMs = 200_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  // Run as root (CI, containers), the workers would drop to `nobody`, who cannot write this temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `
${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstream '$upstream_addr $status $request_uri';
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    access_log ${dir}/access.log upstream;
    client_max_body_size 60m;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location /hub {
      proxy_pass http://portal;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://portal;
      proxy_set_header Connection '';
    }
  }
}
`;
}

function haproxyConfig(dir: string, port: number, upstreams: number[]): string {
  return `
global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 1h
  timeout server 1h
  option forwardfor
frontend portal
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
${upstreams.map((p, i) => `  server i${i} 127.0.0.1:${p}`).join('\n')}
`;
}

function startInstance(port: number, options: ClusterOptions, s3Env: Record<string, string>, dir: string, index: number): Instance {
  const entry = options.built ? builtEntry : sourceEntry;
  const args = options.built ? ['--enable-source-maps', entry] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      JWT_SECRET: 'cluster-shared-secret-of-at-least-32-characters',
      SECRETS_KEY: 'cluster-shared-secrets-key-of-at-least-32-chars',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Only used with STORAGE=local (a folder shared by the instances).
      FILES_DIR: join(dir, 'files'),
      DATA_DIR: join(dir, `unused-${index}`),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...s3Env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  return { url: `http://127.0.0.1:${port}`, port, process: child, output: () => log };
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const proxy = findProxy();
  if (!proxy) throw new Error('neither nginx nor haproxy is installed (apt-get install nginx-light)');
  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const useS3 = options.env?.STORAGE !== 'local' && process.env.STORAGE !== 's3';
  const s3 = useS3 ? await startTestS3() : undefined;
  const instances: Instance[] = [];
  let proxyProcess: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(instances.map((i) => stopProcess(i.process)));
    if (proxyProcess) await stopProcess(proxyProcess, proxy.kind === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < (options.instances ?? 2); i += 1) ports.push(await freePort());
    for (const [index, port] of ports.entries()) {
      const instance = startInstance(port, options, s3?.env ?? {}, dir, index);
      instances.push(instance);
      if (options.sequential)
        await waitFor(`instance ${index + 1}`, async () => (await fetch(`${instance.url}/health`)).ok, instance.output);
    }
    for (const [index, instance] of instances.entries()) {
      await waitFor(`instance ${index + 1}`, async () => (await fetch(`${instance.url}/health`)).ok, instance.output);
    }
    const port = await freePort();
    const config = join(dir, `${proxy.kind}.conf`);
    writeFileSync(config, proxy.kind === 'nginx' ? nginxConfig(dir, port, ports) : haproxyConfig(dir, port, ports));
    const args = proxy.kind === 'nginx' ? ['-p', dir, '-c', config, '-g', 'daemon off;'] : ['-f', config, '-db'];
    const check = spawnSync(proxy.binary, proxy.kind === 'nginx' ? ['-t', ...args] : ['-c', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`${proxy.kind} refused its configuration:\n${check.stderr}`);
    const started = spawn(proxy.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    proxyProcess = started;
    let proxyLog = '';
    started.stderr!.on('data', (d: Buffer) => (proxyLog += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      proxy.kind,
      async () => (await fetch(`${url}/health`)).ok,
      () => proxyLog,
      30_000,
    );
    return {
      url,
      proxy: proxy.kind,
      instances,
      s3,
      accessLog: () => {
        const path = join(dir, 'access.log');
        return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database (the instances share it).');
    process.exit(1);
  }
  const cluster = await startCluster({ databaseUrl, instances: Number(process.argv[2] ?? 2) });
  console.log(`${cluster.instances.length} instances behind ${cluster.proxy} at ${cluster.url}`);
  for (const instance of cluster.instances) console.log(`  instance ${instance.url}`);
  if (cluster.s3) console.log(`  files in s3rver at ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}`);
  console.log('Ctrl-C stops everything.');
  const end = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
