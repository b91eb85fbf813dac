/**
 * Requests per second and p99 of a trivial route, a cheap authenticated route and a list at 50 connections on one
 * running server, as ratios to the trivial route (issue 19: cheap route within 1.5x of /health, a list within 3x);
 * the list both as repeated requests get it (the kept answer) and made afresh for each.
 */
import autocannon from 'autocannon';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function load(url: string, path: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url: `${url}${path}`, connections: 50, duration: seconds, headers });
}

export async function benchLoad(label: string, url: string, accessToken: string, seconds = 8): Promise<void> {
  const auth = { authorization: `Bearer ${accessToken}` };
  await load(url, '/health', {}, 2); // warm-up
  await load(url, '/api/Partes', auth, 2);
  const routes: [string, string, Record<string, string>][] = [
    ['/health (trivial)', '/health', {}],
    ['/api/Perfil/ReglasAcceso', '/api/Perfil/ReglasAcceso', auth],
    ['/api/Partes (list, page 1)', '/api/Partes', auth],
    // The same page made afresh for every request (Cache-Control: no-cache skips the kept answer, decision 0179).
    ['/api/Partes (page 1, made afresh)', '/api/Partes', { ...auth, 'cache-control': 'no-cache' }],
  ];
  console.log(`GET at 50 connections, ${label}`.padEnd(44) + 'req/s   p50 ms   p99 ms   req/s vs /health');
  let trivial = 0;
  for (const [name, path, headers] of routes) {
    const result = await load(url, path, headers, seconds);
    if (result.non2xx > 0) console.warn(`warning: ${result.non2xx} non-2xx answers from ${path}`);
    const rps = result.requests.average;
    trivial ||= rps;
    console.log(
      `  ${name.padEnd(40)}${fmt(rps, 0).padStart(7)}  ${fmt(result.latency.p50).padStart(7)}  ${fmt(result.latency.p99).padStart(7)}   ${fmt(trivial / Math.max(rps, 0.001), 2).padStart(6)}x slower`,
    );
  }
}
