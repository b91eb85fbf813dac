/**
 * Warehouse figures for `npm run bench -- warehouse` (decisions 0104, 0105; measures only, nothing asserted):
 * - photo upload through the real server over HTTP: 200 photos of about 4 MB sent as the phone sends them (chunks of
 *   512 KB under an idempotency key, 4 photos at a time), MB/s, and the server's resident memory (RSS) before, at its
 *   peak while uploading, and after;
 * - the time to sync 500 queued captures (new previos with a line) through the sync endpoint the PWA uses, one after
 *   the other as the phone sends its queue, then the same 500 again (each answered `repetida`, nothing written).
 * `--photos=N` and `--captures=N` change the counts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

export interface WarehouseServer {
  url: string;
  pid: number;
}

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};

/** Resident memory of a process, from /proc (Linux), in MB. */
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** A JPEG of about 4 MB: camera-like noise does not compress, so its size is its pixel count. */
async function fourMegabyteJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const CHUNK = 512 * 1024;

async function uploadPhoto(url: string, token: string, photo: Buffer): Promise<void> {
  const clave = randomUUID();
  for (let offset = 0; offset < photo.length; offset += CHUNK) {
    const res = await fetch(`${url}/api/Previos/Fotos/Subidas/${clave}?tipo=mercancia&offset=${offset}&total=${photo.length}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(photo.subarray(offset, offset + CHUNK)),
    });
    if (!res.ok) throw new Error(`chunk at ${offset}: ${res.status} ${await res.text()}`);
    const status = (await res.json()) as { foto: unknown };
    if (offset + CHUNK >= photo.length && !status.foto) throw new Error('the last chunk did not answer the photo');
  }
}

async function benchPhotos(server: WarehouseServer, token: string): Promise<void> {
  const count = arg('photos', 200);
  const photo = await fourMegabyteJpeg();
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        next += 1;
        await uploadPhoto(server.url, token, photo);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const megabytes = (photo.length * count) / 1e6;
  console.log(
    `photo upload: ${count} photos of ${(photo.length / 1e6).toFixed(2)} MB (${megabytes.toFixed(0)} MB) in ${seconds.toFixed(1)} s: ` +
      `${(megabytes / seconds).toFixed(2)} MB/s, ${(count / seconds).toFixed(2)} photos/s (chunks of 512 KB, 4 at a time; each resized, re-encoded and thumbnailed)`,
  );
  console.log(
    `server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak while uploading, ${rssMb(server.pid).toFixed(0)} MB after`,
  );
}

async function post(url: string, token: string, body: unknown): Promise<{ repetida: boolean }> {
  const res = await fetch(`${url}/api/Almacen/Capturas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sync: ${res.status} ${await res.text()}`);
  return (await res.json()) as { repetida: boolean };
}

async function benchSync(server: WarehouseServer, token: string): Promise<void> {
  const count = arg('captures', 500);
  const res = await fetch(`${server.url}/api/Clientes`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`customers: ${res.status} ${await res.text()}`);
  const clientes = (await res.json()) as { items?: { clienteId: number }[]; data?: { clienteId: number }[] };
  const clienteId = (clientes.items ?? clientes.data ?? [])[0]!.clienteId;
  const queue = Array.from({ length: count }, (_, i) => ({
    clave: randomUUID(),
    tipo: 'previo',
    previo: {
      clienteId,
      fechaPrevio: '2026-11-24',
      guiaHouse: `BENCH-${i}`,
      lineas: [{ descripcion: `Bulto ${i}`, cantidadFisica: '1', cantidadFactura: '1', unidad: 'PZA' }],
    },
  }));
  const time = async () => {
    const started = performance.now();
    let repeated = 0;
    for (const capture of queue) if ((await post(server.url, token, capture)).repetida) repeated += 1;
    return { seconds: (performance.now() - started) / 1000, repeated };
  };
  const first = await time();
  const again = await time();
  console.log(
    `sync of ${count} queued captures (new previos with a line, one after the other): ${first.seconds.toFixed(1)} s, ` +
      `${((first.seconds * 1000) / count).toFixed(1)} ms each; sent again: ${again.seconds.toFixed(1)} s, ${again.repeated}/${count} answered repetida`,
  );
}

export async function benchWarehouse(server: WarehouseServer, token: string): Promise<void> {
  await benchPhotos(server, token);
  await benchSync(server, token);
}
