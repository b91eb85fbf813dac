import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m3Archivos, pedimentos, storedFiles, userCustoms, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const NAME = 'm3210001.076';

let t: TestApp;
let adminToken: string;
let clienteId: number;

function multipart(name: string, content: Buffer) {
  const boundary = '----m3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string, name: string, content: Buffer, query = '', language = 'es-MX') {
  const body = multipart(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/M3/Archivos${query}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function written() {
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  const [archivos] = await t.db.select({ n: count() }).from(m3Archivos);
  const [rows] = await t.db.select({ n: count() }).from(pedimentos);
  return { files: files!.n, archivos: archivos!.n, pedimentos: rows!.n };
}

async function signedIn(roles: string[], grants: string[][], link: (userId: number) => Promise<void>) {
  const u = await t.createUser({ roles });
  await link(u.userId);
  await t.grantProfile(grants as never, { userIds: [u.userId] });
  return (await t.login(u.userName, u.password)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor({ roles: ['admin'] });
  clienteId = await t.createCustomer(adminToken);
});
afterAll(async () => {
  await t.close();
});

describe('SAAI M3 files', () => {
  it('imports a clean file with its two pedimentos, and a second upload of the same bytes changes nothing', async () => {
    const res = await upload(adminToken, NAME, FIXTURE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nombre: NAME, pedimentos: 2, registros: 21, errores: 0, importados: 2 });
    const before = await written();
    const again = await upload(adminToken, NAME.toUpperCase(), FIXTURE);
    expect(again.statusCode).toBe(200);
    expect(again.json().archivoId).toBe(res.json().archivoId);
    expect(await written()).toEqual(before);
    const list = await t.call(adminToken, 'GET', '/api/M3/Archivos');
    expect(list.json()).toMatchObject({ total: 1, items: [{ nombre: NAME, pedimentos: 2 }] });
  });

  it('lists and shows pedimentos with their items, taxes and invoices, and writes their M3 back', async () => {
    const list = await t.call(adminToken, 'GET', '/api/Pedimentos?sort=numero:asc');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { pedimentoId: number; numeroImpreso: string; clienteId: number | null }[];
    expect(items.map((p) => p.numeroImpreso)).toEqual(['26  24  3210  6000123', '26  47  3210  6000124']);
    expect(items[0]!.clienteId).toBe(clienteId);
    expect(items[1]!.clienteId).toBeNull();
    const detail = await t.call(adminToken, 'GET', `/api/Pedimentos/${items[0]!.pedimentoId}`);
    expect(detail.json()).toMatchObject({
      aduanaSeccion: '240',
      aduanaNombre: 'Nuevo Laredo, Nuevo Laredo, Tamaulipas.',
      clave: 'A1',
      rfc: 'ALA131011IC8',
      fechaPago: '2026-03-20',
      valorAduana: 17500,
      valorUsd: '1000.00',
      tipoCambio: '17.50000',
      facturas: [{ cove: 'COVE2687OBZK4', moneda: 'USD', valorUsd: '1000.00' }],
      partidas: [{ numero: 1, fraccion: '84713001', nico: '99', valorAduana: 17500 }],
    });
    expect(detail.json().contribuciones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partida: null, clave: '1', importe: 140 }),
        expect.objectContaining({ partida: 1, clave: '3', importe: 2822, tasa: '16.0000000000' }),
      ]),
    );
    const m3 = await t.call(adminToken, 'GET', `/api/Pedimentos/${items[0]!.pedimentoId}/M3`);
    expect(m3.statusCode).toBe(200);
    const lines = m3.body.split('\n');
    expect(lines.slice(0, 11)).toEqual(FIXTURE.toString('latin1').split('\n').slice(0, 11));
    expect(lines[11]).toMatch(/^801\|m3210001\.079\|1\|11\|\|$/);
    const search = await t.call(adminToken, 'GET', '/api/Pedimentos?search=6000124');
    expect(search.json().total).toBe(1);
  });

  it('shows a client only its customers’ pedimentos and staff only their customs offices', async () => {
    const client = await signedIn(['client'], [['Pedimentos', 'r']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId });
    });
    const mine = (await t.call(client, 'GET', '/api/Pedimentos')).json();
    expect(mine.total).toBe(1);
    const all = (await t.call(adminToken, 'GET', '/api/Pedimentos')).json().items as { pedimentoId: number; aduana: string }[];
    const other = all.find((p) => p.aduana === '47')!;
    expect((await t.call(client, 'GET', `/api/Pedimentos/${other.pedimentoId}`)).statusCode).toBe(404);
    expect((await t.call(client, 'GET', `/api/Pedimentos/${other.pedimentoId}/M3`)).statusCode).toBe(404);
    expect((await t.call(client, 'GET', '/api/M3/Archivos')).statusCode).toBe(403);
    const staff = await signedIn(['editor'], [['Pedimentos', 'r']], async (userId) => {
      await t.db.insert(userCustoms).values({ userId, aduana: '47' });
    });
    const theirs = (await t.call(staff, 'GET', '/api/Pedimentos')).json().items as { aduana: string }[];
    expect(theirs.map((p) => p.aduana)).toEqual(['47']);
    // An M3 file's pedimentos (its screen's list): both for the administrator, still only its own for the client.
    const [file] = (await t.call(adminToken, 'GET', '/api/M3/Archivos')).json().items as { archivoId: number }[];
    const ofFile = (token: string, id: number | string) => t.call(token, 'GET', `/api/Pedimentos?archivoId=${id}`);
    expect((await ofFile(adminToken, file!.archivoId)).json().total).toBe(2);
    expect((await ofFile(client, file!.archivoId)).json().items.map((p: { pedimentoId: number }) => p.pedimentoId)).toEqual(
      mine.items.map((p: { pedimentoId: number }) => p.pedimentoId),
    );
    expect((await ofFile(adminToken, file!.archivoId + 1000)).json().total).toBe(0);
    expect((await ofFile(adminToken, 'abc')).statusCode).toBe(400);
    // The export is the same list: the client's CSV holds its one pedimento, headed in its language.
    const csv = await t.call(client, 'GET', '/api/Pedimentos/Exportar?formato=csv', undefined, { 'accept-language': 'en-US' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Payment date');
    expect(lines).toHaveLength(1 + mine.total);
    expect(lines[1]).toContain(mine.items[0].numeroImpreso);
  });

  it('gives two callers whose scopes differ only in their values their own rows through the one prepared statement', async () => {
    // Both scopes are written `aduana in ($1)`: the list's statement, prepared for the first, is bound for the second.
    const staffOf = (aduana: string) =>
      signedIn(['editor'], [['Pedimentos', 'r']], async (userId) => {
        await t.db.insert(userCustoms).values({ userId, aduana });
      });
    const at24 = await staffOf('24');
    const at47 = await staffOf('47');
    for (const [token, aduana] of [
      [at24, '24'],
      [at47, '47'],
      [at24, '24'],
    ] as const) {
      const page = (await t.call(token, 'GET', '/api/Pedimentos?sort=numero:asc')).json();
      expect(page.items.map((p: { aduana: string }) => p.aduana)).toEqual([aduana]);
      expect(page.total).toBe(1);
    }
  });

  it.each([
    ['a wrong name', 'pedimento.txt', FIXTURE, 400],
    ['an empty file', 'm3210002.076', Buffer.alloc(0), 400],
    ['a binary file', 'm3210003.076', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 415],
    ['a 500 without its 801', 'm3210005.076', Buffer.from('500|1|3210|6000125|240||\n'), 422],
  ])('refuses %s with a clear problem and writes nothing', async (_what, name, content, status) => {
    const before = await written();
    const res = await upload(adminToken, name, content, '', 'en-US');
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toEqual(expect.any(String));
    if (status === 422) {
      expect(res.json().hallazgos).toEqual(
        expect.arrayContaining([expect.objectContaining({ clave: 'm3.findings.missing801', severidad: 'error' })]),
      );
      expect(res.json().hallazgos[0].mensaje).toEqual(expect.any(String));
    }
    expect(await written()).toEqual(before);
  });

  it('imports only the valid pedimentos of a file with errors when asked, keeping the findings', async () => {
    const text = FIXTURE.toString('latin1')
      .replaceAll('6000123', '6000133')
      .replaceAll('6000124', '6000134')
      .replace('506|6000134|2|21032026|', '506|6000134|2|31022026|')
      .replace('m3210001.076', 'm3210009.076');
    const refused = await upload(adminToken, 'm3210009.076', Buffer.from(text, 'latin1'));
    expect(refused.statusCode).toBe(422);
    const res = await upload(adminToken, 'm3210009.076', Buffer.from(text, 'latin1'), '?soloValidos=true');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pedimentos: 2, importados: 1, errores: 1 });
    const detail = await t.call(adminToken, 'GET', `/api/M3/Archivos/${res.json().archivoId}`, undefined, { 'accept-language': 'en-US' });
    expect(detail.json().hallazgos).toEqual([
      expect.objectContaining({
        clave: 'm3.findings.date',
        linea: 15,
        valor: '31022026',
        pedimento: '6000134',
        mensaje: expect.stringContaining('31022026'),
      }),
    ]);
    const found = (await t.call(adminToken, 'GET', '/api/Pedimentos?search=60001')).json().items as { numero: string }[];
    expect(found.map((p) => p.numero)).toContain('262432106000133');
    expect(found.map((p) => p.numero)).not.toContain('264732106000134');
  });

  it('stores the other records in their tables and returns them with the pedimento; its M3 text is the records as read', async () => {
    const extra = {
      '501': [
        '502|6000143|ALA131011IC8||TRANSPORTES DEL NORTE SA|MEX|ABC1234|10|CALLE 1 MONTERREY|',
        '503|6000143|MAWB123456|M|',
        '504|6000143|MSCU1234567|1|',
        '507|6000143|ED|017226021QTY7|||',
        '511|6000143|1|MERCANCIA REVISADA EN ORIGEN|',
        '516|6000143|ABC1234|CANDADO99|',
        '520|6000143|XEXX010101000|DESTINO SA|CALLE|1|2|64000|MONTERREY|MEX|',
      ],
      '551': [
        '553|6000143|84713001|1|NM||NOM-019-SCFI-1998|||',
        '554|6000143|84713001|1|PB|UVNOM040|NOM-019-SCFI||',
        '558|6000143|84713001|1|1|DE: PORTATIL 14 PULGADAS|',
      ],
    };
    const lines = FIXTURE.toString('latin1')
      .replaceAll('6000123', '6000143')
      .replaceAll('6000124', '6000144')
      .replace('m3210001.076', 'm3210011.076')
      .split('\n')
      .filter(Boolean);
    const out: string[] = [];
    for (const line of lines) {
      out.push(line);
      const type = line.slice(0, 3);
      if (line.includes('|6000143|') && (type === '501' || type === '551')) out.push(...extra[type]);
    }
    const records = out.length - 1;
    out[out.length - 1] = out[out.length - 1]!.replace('|2|21|', `|2|${records}|`);
    const res = await upload(adminToken, 'm3210011.076', Buffer.from(`${out.join('\n')}\n`, 'latin1'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().errores).toBe(0);
    const list = (await t.call(adminToken, 'GET', '/api/Pedimentos?search=6000143')).json();
    const detail = (await t.call(adminToken, 'GET', `/api/Pedimentos/${list.items[0].pedimentoId}`)).json();
    expect(detail.transportes).toEqual([
      expect.objectContaining({
        rfc: 'ALA131011IC8',
        nombre: 'TRANSPORTES DEL NORTE SA',
        pais: 'MEX',
        identificador: 'ABC1234',
        bultos: 10,
      }),
    ]);
    expect(detail.guias).toEqual([{ numero: 'MAWB123456', tipo: 'M' }]);
    expect(detail.contenedores).toEqual([{ numero: 'MSCU1234567', tipo: '1' }]);
    expect(detail.candados).toEqual([{ transporte: 'ABC1234', numero: 'CANDADO99' }]);
    expect(detail.destinatarios[0]).toMatchObject({ nombre: 'DESTINO SA', codigoPostal: '64000', pais: 'MEX' });
    expect(detail.identificadores).toEqual([
      expect.objectContaining({ partida: null, clave: 'ED', complemento1: '017226021QTY7' }),
      expect.objectContaining({ partida: 1, fraccion: '84713001', clave: 'PB', complemento1: 'UVNOM040' }),
    ]);
    expect(detail.observaciones.map((o: { partida: number | null; texto: string }) => [o.partida, o.texto])).toEqual([
      [null, 'MERCANCIA REVISADA EN ORIGEN'],
      [1, 'DE: PORTATIL 14 PULGADAS'],
    ]);
    expect(detail.permisos).toEqual([expect.objectContaining({ partida: 1, clave: 'NM', numero: 'NOM-019-SCFI-1998' })]);
    // Write-back: the stored pedimento's M3 text holds exactly its records as they were read.
    const m3 = await t.call(adminToken, 'GET', `/api/Pedimentos/${list.items[0].pedimentoId}/M3`);
    const mine = out.filter((line) => line.includes('|6000143|') || line.startsWith('500|1|3210|6000143'));
    const written = m3.body.split(/\r?\n/).filter((line) => line.includes('6000143'));
    expect(written).toEqual(mine);
  });

  it('links a pedimento to a customer with a reference unique per customer, and a re-import keeps its id and link', async () => {
    const text = FIXTURE.toString('latin1')
      .replaceAll('6000123', '6000153')
      .replaceAll('6000124', '6000154')
      .replace('m3210001.076', 'm3210015.076');
    expect((await upload(adminToken, 'm3210015.076', Buffer.from(text, 'latin1'))).statusCode).toBe(201);
    const items = (await t.call(adminToken, 'GET', '/api/Pedimentos?search=600015&sort=numero:asc')).json().items as {
      pedimentoId: number;
    }[];
    const [a, b] = await Promise.all(items.map(async (p) => (await t.call(adminToken, 'GET', `/api/Pedimentos/${p.pedimentoId}`)).json()));
    const linked = await t.call(adminToken, 'PATCH', `/api/Pedimentos/${a.pedimentoId}`, {
      rowVersion: a.rowVersion,
      clienteId,
      referencia: 'REF-001',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ clienteId, referencia: 'REF-001', rowVersion: a.rowVersion + 1 });
    // The same version again is stale; the same reference for the same customer is taken.
    expect(
      (await t.call(adminToken, 'PATCH', `/api/Pedimentos/${a.pedimentoId}`, { rowVersion: a.rowVersion, referencia: 'X' })).statusCode,
    ).toBe(409);
    const taken = await t.call(adminToken, 'PATCH', `/api/Pedimentos/${b.pedimentoId}`, {
      rowVersion: b.rowVersion,
      clienteId,
      referencia: 'REF-001',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.referencia).toBeDefined();
    const unknown = await t.call(adminToken, 'PATCH', `/api/Pedimentos/${b.pedimentoId}`, { rowVersion: b.rowVersion, clienteId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect((await t.call(adminToken, 'PATCH', `/api/Pedimentos/${b.pedimentoId}`, { rowVersion: b.rowVersion, extra: 1 })).statusCode).toBe(
      400,
    );
    // A reader may not link.
    const reader = await signedIn(['editor'], [['Pedimentos', 'r']], async () => undefined);
    expect(
      (await t.call(reader, 'PATCH', `/api/Pedimentos/${b.pedimentoId}`, { rowVersion: b.rowVersion, referencia: 'Y' })).statusCode,
    ).toBe(403);
    // The same pedimentos read again from a new file keep their ids, the operator's link and reference.
    const again = text.replace('m3210015.076', 'm3210016.076').replace('COVE2687OBZK4', 'COVE2687OBZK5');
    expect(
      (await upload(adminToken, 'm3210016.076', Buffer.from(again.replace('m3210015.076', 'm3210016.076'), 'latin1'))).statusCode,
    ).toBe(201);
    const after = (await t.call(adminToken, 'GET', `/api/Pedimentos/${a.pedimentoId}`)).json();
    expect(after).toMatchObject({ clienteId, referencia: 'REF-001' });
    expect(after.facturas.map((f: { cove: string }) => f.cove)).toContain('COVE2687OBZK5');
  });

  it('refuses a 60 MB upload over the wire with 413 and writes nothing', async () => {
    const before = await written();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----big-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m3210099.076"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 'A');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        for (let i = 0; i < 60; i += 1) controller.enqueue(chunk);
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const res = await fetch(`${url}/api/M3/Archivos`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toEqual(expect.any(String));
    expect(await written()).toEqual(before);
  });
});
