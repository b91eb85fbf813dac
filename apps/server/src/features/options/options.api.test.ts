import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { compareSearchText } from '@portal/contract';
import { FIXED_OPTION_DOMAINS, type Option } from '@portal/contract/features/options';
import { users } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerOptionsDomain } from '../../platform/options.ts';

let t: TestApp;
let token: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const plain = await t.createUser({ roles: ['editor'], fullName: 'Ernesto Núñez Ávila' });
  token = (await t.login(plain.userName, plain.password)).accessToken;
  adminToken = await t.tokenFor({ roles: ['admin'] });
});
afterAll(async () => {
  await t?.close();
});

async function options(url: string, as = token, language?: string): Promise<Option[]> {
  const res = await t.call(as, 'GET', url, undefined, language ? { 'accept-language': language } : {});
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as Option[];
  expect(Array.isArray(body)).toBe(true);
  for (const o of body) {
    expect(Object.keys(o).sort()).toEqual(['text', 'value']);
    expect(typeof o.text).toBe('string');
    expect(['string', 'number']).toContain(typeof o.value);
  }
  expect(body.map((o) => o.text)).toEqual([...body.map((o) => o.text)].sort(compareSearchText));
  return body;
}

describe('reference data domains', () => {
  it('Aduanas: the 50 customs offices, code and name, searchable by name or code', async () => {
    const all = await options('/api/Opciones/Aduanas');
    expect(all).toHaveLength(50);
    expect(all[0]).toEqual({ value: '01', text: '01 - ACAPULCO, ACAPULCO DE JUAREZ, GUERRERO.' });
    expect(all).toContainEqual(expect.objectContaining({ value: '24' }));
    const laredo = await options('/api/Opciones/Aduanas?llaveBuscar=nuevo%20laredo');
    expect(laredo.map((o) => o.value)).toEqual(['24']);
    // The same domain by name, as the spec's generic call does.
    expect(await options('/api/Opciones?nombreDominio=Aduanas&llaveBuscar=NUEVO%20LAREDO')).toEqual(laredo);
  });

  it('Patentes: at most 50, searched by digits', async () => {
    const first = await options('/api/Opciones/Patentes');
    expect(first).toHaveLength(50);
    expect(await options('/api/Opciones/Patentes?llaveBuscar=3210')).toEqual([{ value: '3210', text: '3210' }]);
  });

  it('Fracciones: 8-digit fractions in force, at most 50, by text (accents ignored) or by code prefix', async () => {
    const first = await options('/api/Opciones/Fracciones');
    expect(first).toHaveLength(50);
    expect(first[0]!.value).toBe('01012101');
    expect(first[0]!.text).toBe('01012101 - Reproductores de raza pura');
    const reproduccion = await options('/api/Opciones/Fracciones?llaveBuscar=REPRODUCCION');
    expect(reproduccion.map((o) => o.value)).toContain('01012902');
    expect(await options('/api/Opciones/Fracciones?llaveBuscar=reproducci%C3%B3n')).toEqual(reproduccion);
    const byCode = await options('/api/Opciones/Fracciones?llaveBuscar=0105.11');
    expect(byCode.map((o) => o.value)).toEqual(['01051103', '01051199']);
    expect(byCode[0]!.text).toContain('Aves reproductoras de la línea de postura; Aves reproductoras de la línea de engorda');
    expect(await options('/api/Opciones/Fracciones?llaveBuscar=de')).toHaveLength(50);
    expect(await options('/api/Opciones/Fracciones?llaveBuscar=zzzzqqq')).toEqual([]);
  });

  it('Nicos: the NICOs of one fraction; expired NICOs left out', async () => {
    const nicos = await options('/api/Opciones/Nicos?fraccionArancelariaId=01051103');
    expect(nicos.map((o) => o.value)).toEqual(['01', '02', '03', '91', '92']);
    expect(nicos[0]).toEqual({ value: '01', text: '01 - Aves reproductoras de la línea de postura' });
    expect((await options('/api/Opciones/Nicos?fraccionArancelariaId=0901.21.99')).map((o) => o.value)).toEqual(['01', '99']);
    expect(await options('/api/Opciones/Nicos?fraccionArancelariaId=99999999')).toEqual([]);
  });

  it('Nicos needs a valid fraccionArancelariaId', async () => {
    const missing = await t.call(token, 'GET', '/api/Opciones/Nicos');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('fraccionArancelariaId');
    const bad = await t.call(token, 'GET', '/api/Opciones/Nicos?fraccionArancelariaId=123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fraccionArancelariaId).toEqual(['La fracción arancelaria debe tener 8 dígitos']);
  });

  it('UnidadesMedida and UnidadesMedida/Internacional', async () => {
    const units = await options('/api/Opciones/UnidadesMedida');
    expect(units).toHaveLength(23);
    expect(units).toContainEqual({ value: '01', text: 'Kilo' });
    const international = await options('/api/Opciones/UnidadesMedida/Internacional');
    expect(international).toHaveLength(21);
    expect(international).toContainEqual({ value: 'KGM', text: 'KGM - Kilo' });
    expect(international).toContainEqual({ value: 'H87', text: 'H87 - Pieza' });
  });

  it('DocumentoClavesUnicos and DocumentoClaves/{group}', async () => {
    const all = await options('/api/Opciones/DocumentoClavesUnicos');
    expect(all).toHaveLength(76);
    expect(new Set(all.map((o) => o.value)).size).toBe(76);
    expect(all).toContainEqual({ value: 'A1', text: 'A1 - Importación o exportación definitiva.' });
    const definitive = await options('/api/Opciones/DocumentoClaves/1');
    expect(definitive.map((o) => o.value)).toEqual(['A1', 'A3', 'C1', 'D1', 'GC', 'K1', 'L1', 'P1', 'S2', 'T1', 'VF', 'VU']);
    const immex = await options('/api/Opciones/DocumentoClaves/4');
    expect(immex.map((o) => o.value)).toEqual(['AF', 'IN', 'RT']);
    expect(await options('/api/Opciones/DocumentoClaves/999')).toEqual([]);
    expect((await t.call(token, 'GET', '/api/Opciones/DocumentoClaves')).statusCode).toBe(404);
  });

  it('other reference domains by name: countries with accents ignored, currencies, Incoterms', async () => {
    const mexico = await options('/api/Opciones?nombreDominio=Paises&llaveBuscar=MEXICO');
    expect(mexico).toContainEqual({ value: 'MEX', text: 'México' });
    expect(await options('/api/Opciones?nombreDominio=Monedas&llaveBuscar=MXN')).toEqual([{ value: 'MXN', text: 'MXN - Peso Mexicano' }]);
    expect(await options('/api/Opciones/Incoterms')).toHaveLength(11);
  });
});

describe('fixed domains', () => {
  it('answer every value in the request language', async () => {
    for (const [domain, values] of Object.entries(FIXED_OPTION_DOMAINS)) {
      const es = await options(`/api/Opciones/${domain}`, token, 'es-MX');
      const en = await options(`/api/Opciones/${domain}`, token, 'en-US');
      expect(es.map((o) => o.value).sort()).toEqual(values.map((v) => v.value).sort());
      expect(en.map((o) => o.value).sort()).toEqual(values.map((v) => v.value).sort());
      expect(es.every((o) => !o.text.startsWith('options.'))).toBe(true);
    }
    expect(await options('/api/Opciones/OperacionTipos', token, 'es-MX')).toEqual([
      { value: 2, text: 'Exportación' },
      { value: 1, text: 'Importación' },
    ]);
    expect(await options('/api/Opciones/OperacionTipos', token, 'en-US')).toEqual([
      { value: 2, text: 'Export' },
      { value: 1, text: 'Import' },
    ]);
    expect(await options('/api/Opciones/OperacionTipos?llaveBuscar=IMPORTACION')).toEqual([{ value: 1, text: 'Importación' }]);
    for (const path of [
      'Sistemas',
      'ParteMaterialTipos',
      'DocumentoProveedorTipos',
      'AuditoriaGrupoEventos',
      'TableroElementoTipos',
      'ClasificacionSolicitudTipos',
      'BoletinTipos',
      'ClaimTipos',
    ]) {
      expect((await options(`/api/Opciones/${path}`)).length).toBeGreaterThan(1);
    }
  });
});

describe('Usuarios', () => {
  it('needs a resource that assigns users', async () => {
    const res = await t.call(token, 'GET', '/api/Opciones/Usuarios');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('lists active users by name, accent-insensitive, without inactive ones', async () => {
    const helpDesk = await t.createUser({ fullName: 'Mesa de Ayuda' });
    await t.grantProfile([['MesaAyuda', 'r']], { userIds: [helpDesk.userId] });
    const helpDeskToken = (await t.login(helpDesk.userName, helpDesk.password)).accessToken;
    const gone = await t.createUser({ fullName: 'Ernesto Nunez Inactivo' });
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.userId, gone.userId));
    const found = await options('/api/Opciones/Usuarios?llaveBuscar=nunez', helpDeskToken);
    expect(found).toHaveLength(1);
    expect(found[0]!.text).toMatch(/^Ernesto Núñez Ávila \(/);
    expect(await options('/api/Opciones/Usuarios?llaveBuscar=%C3%81VILA', adminToken)).toEqual(found);
  });
});

describe('Texto', () => {
  it('answers the option of one value, or nothing', async () => {
    expect(await options('/api/Opciones/Texto?nombreDominio=Aduanas&llaveBuscar=24')).toEqual([
      { value: '24', text: '24 - NUEVO LAREDO, NUEVO LAREDO, TAMAULIPAS.' },
    ]);
    expect(await options('/api/Opciones/Texto?nombreDominio=OperacionTipos&llaveBuscar=1', token, 'en-US')).toEqual([
      { value: 1, text: 'Import' },
    ]);
    expect(await options('/api/Opciones/Texto?nombreDominio=Fracciones&llaveBuscar=01012101')).toEqual([
      { value: '01012101', text: '01012101 - Reproductores de raza pura' },
    ]);
    expect(await options('/api/Opciones/Texto?nombreDominio=Aduanas&llaveBuscar=99')).toEqual([]);
    expect((await t.call(token, 'GET', '/api/Opciones/Texto?nombreDominio=Aduanas')).statusCode).toBe(400);
  });
});

describe('access and input', () => {
  it('refuses signed-out callers on every options route', async () => {
    for (const url of [
      '/api/Opciones?nombreDominio=Aduanas',
      '/api/Opciones/Texto?nombreDominio=Aduanas&llaveBuscar=24',
      '/api/Opciones/Aduanas',
      '/api/Opciones/Fracciones?llaveBuscar=01',
      '/api/Opciones/Nicos?fraccionArancelariaId=01012101',
      '/api/Opciones/UnidadesMedida/Internacional',
      '/api/Opciones/DocumentoClaves/1',
      '/api/Opciones/OperacionTipos',
    ]) {
      const res = await t.call(null, 'GET', url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 400 for unknown query fields and unknown domains by name, 404 for unknown paths', async () => {
    const extra = await t.call(token, 'GET', '/api/Opciones/Aduanas?foo=1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toHaveProperty('foo');
    const extraByName = await t.call(token, 'GET', '/api/Opciones?nombreDominio=Aduanas&foo=1');
    expect(extraByName.statusCode).toBe(400);
    expect(extraByName.json().errors).toHaveProperty('foo');
    const unknown = await t.call(token, 'GET', '/api/Opciones?nombreDominio=NoExiste', undefined, { 'accept-language': 'en-US' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.nombreDominio).toEqual(['The options domain does not exist']);
    expect((await t.call(token, 'GET', '/api/Opciones?llaveBuscar=x')).statusCode).toBe(400);
    expect((await t.call(token, 'GET', '/api/Opciones/NoExiste')).statusCode).toBe(404);
    const long = await t.call(token, 'GET', `/api/Opciones/Aduanas?llaveBuscar=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect(await options('/api/Opciones/Aduanas?llaveBuscar=%25')).toEqual([]);
    expect(await options('/api/Opciones/Aduanas?llaveBuscar=_')).toEqual([]);
  });

  it('lets catalogues register domains that need a resource and see the caller', async () => {
    registerOptionsDomain('PruebaClientes', {
      resource: 'Clientes',
      search: async (_db, caller, term) => [{ value: caller.userId, text: `visto por ${caller.userName} ${term ?? ''}`.trim() }],
    });
    expect((await t.call(token, 'GET', '/api/Opciones/PruebaClientes')).statusCode).toBe(403);
    const seen = await options('/api/Opciones?nombreDominio=PruebaClientes&llaveBuscar=acme', adminToken);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.text).toMatch(/^visto por .+ acme$/);
  });
});
