import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parteSincronizaciones, sysexpertPartes } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { backoffMinutes, syncParts } from './part-sync.service.ts';

let t: TestApp;
let token: string;
const call = (method: string, url: string, body?: unknown, language = 'es-MX') =>
  t.call(token, method, url, body, { 'accept-language': language });

async function part(clienteId: number, numeroParte: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/Partes', {
    clienteId,
    numeroParte,
    descripcion: `Pieza ${numeroParte}`,
    fraccion: '76169999',
    nico: '91',
    unidadMedida: '06',
    estadoSincronizacion: 'pendiente',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor({ roles: ['admin'] });
});
afterAll(async () => {
  await t.close();
});

describe('part synchronisation', () => {
  it('pushes new parts through the adapter, keeps errors with their message and backoff, and retries on demand', async () => {
    const withKey = (
      await call('POST', '/api/Clientes', {
        nombreCorto: 'ACME',
        razonSocial: 'ACME SA DE CV',
        rfc: 'ALA131011IC8',
        claveSysExpert: 'ACME01',
      })
    ).json();
    const noKey = (await call('POST', '/api/Clientes', { nombreCorto: 'OTRO', razonSocial: 'OTRO SA DE CV', rfc: 'SAT970701NN3' })).json();
    const good = await part(withKey.clienteId, 'S-1');
    const bad = await part(noKey.clienteId, 'S-2');
    const now = new Date();
    expect(await syncParts(t.db, undefined, now)).toEqual({ sincronizadas: 1, errores: 1 });
    const [pushed] = await t.db.select().from(sysexpertPartes).where(eq(sysexpertPartes.numeroParte, 'S-1'));
    expect(pushed).toMatchObject({ claveCliente: 'ACME01', fraccion: '76169999', nico: '91', unidadMedida: '06', tipoImpoExpo: '1' });
    expect((await call('GET', `/api/Partes/${good.parteId}`)).json().estadoSincronizacion).toBe('sincronizado');

    const errors = (await call('GET', '/api/Partes/Sincronizacion?estado=error', undefined, 'en-US')).json();
    expect(errors.total).toBe(1);
    expect(errors.items[0]).toMatchObject({ parteId: bad.parteId, intentos: 1, error: 'The customer has no SysExpert key' });
    // Nothing is due again before its backoff; after it, the failure counts again and waits longer.
    expect(await syncParts(t.db, undefined, now)).toEqual({ sincronizadas: 0, errores: 0 });
    const later = new Date(now.getTime() + backoffMinutes(1) * 60_000 + 1000);
    expect(await syncParts(t.db, undefined, later)).toEqual({ sincronizadas: 0, errores: 1 });
    const [row] = await t.db.select().from(parteSincronizaciones).where(eq(parteSincronizaciones.parteId, bad.parteId));
    expect(row!.intentos).toBe(2);
    expect(new Date(row!.proximoIntentoAt!).getTime()).toBeGreaterThan(later.getTime() + 60_000);

    // Fixed at the source (the customer gets its key), a retry pushes it at once.
    const customer = (await call('GET', `/api/Clientes/${noKey.clienteId}`)).json();
    const put = await call('PUT', `/api/Clientes/${noKey.clienteId}`, {
      nombreCorto: 'OTRO',
      razonSocial: 'OTRO SA DE CV',
      rfc: 'SAT970701NN3',
      claveSysExpert: 'OTRO01',
      rowVersion: customer.rowVersion,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('POST', `/api/Partes/Sincronizacion/${bad.parteId}/Reintentar`)).json()).toEqual({ sincronizadas: 1, errores: 0 });
    expect((await call('GET', '/api/Partes/Sincronizacion?estado=error')).json().total).toBe(0);

    // A changed part is pushed again.
    const current = (await call('GET', `/api/Partes/${good.parteId}`)).json();
    const { parteId: _id, createdAt: _c, updatedAt: _u, clienteTexto: _ct, proveedorTexto: _pt, ...fields } = current;
    const saved = await call('PUT', `/api/Partes/${good.parteId}`, { ...fields, descripcion: 'Pieza renovada' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await syncParts(t.db, undefined, new Date())).toEqual({ sincronizadas: 1, errores: 0 });
    const [again] = await t.db.select().from(sysexpertPartes).where(eq(sysexpertPartes.numeroParte, 'S-1'));
    expect(again!.descripcion).toBe('Pieza renovada');
  });
});
