import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const p = await b.newPage();
const sizes = [];
p.on('response', async (r) => { if (r.url().endsWith('.js')) { const body = await r.body().catch(() => Buffer.alloc(0)); sizes.push([r.url().split('/').pop(), body.length]); } });
await p.goto(url + '/login', { waitUntil: 'networkidle' });
const zlib = await import('node:zlib');
let total = 0;
for (const [n, s] of sizes) { total += s; }
sizes.sort((a,b)=>b[1]-a[1]); console.log(sizes.slice(0,20).map(x=>x.join(' ')).join('\n')); console.log('raw total', total, 'files', sizes.length);
await b.close();
