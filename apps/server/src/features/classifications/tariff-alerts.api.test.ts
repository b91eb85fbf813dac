import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraccionesNico, referenceDataVersions } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { flagTariffChanges } from './tariff-alerts.service.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let clienteId: number;
const call = (who: string, method: string, url: string, body?: unknown) => t.call(tokens[who]!, method, url, body);

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.tokenFor({ roles: ['admin'] });
  const classifier = await t.createUser({ roles: ['editor'] });
  await t.grantProfile([['Clasificaciones', 'r', 'w', 'c']] as never, { userIds: [classifier.userId] });
  tokens.classifier = (await t.login(classifier.userName, classifier.password)).accessToken;
  clienteId = (
    await call('admin', 'POST', '/api/Clientes', { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' })
  ).json().clienteId;
});
afterAll(async () => {
  await t.close();
});

describe('tariff-change alerts', () => {
  it('a newer tariff flags the parts and classified requests whose code left it, once, with a suggestion, and tells the classifiers', async () => {
    const part = await call('admin', 'POST', '/api/Partes', {
      clienteId,
      numeroParte: 'NP-A',
      descripcion: 'Perfil de aluminio',
      fraccion: '76169999',
      nico: '91',
      estadoSincronizacion: 'pendiente',
    });
    expect(part.statusCode, part.body).toBe(201);
    const request = (
      await call('classifier', 'POST', '/api/Clasificaciones', {
        tipoSolicitud: 1,
        clienteId,
        numeroParte: 'NP-B',
        descripcion: 'Soporte de aluminio',
      })
    ).json();
    const classified = await call('classifier', 'POST', `/api/Clasificaciones/${request.solicitudId}/Clasificar`, {
      fraccion: '76169999',
      nico: '91',
      rowVersion: 1,
    });
    expect(classified.statusCode, classified.body).toBe(200);
    // Nothing is flagged while the code is in force.
    expect(await flagTariffChanges(t.deps)).toBe(0);

    // A newer tariff ends the code.
    await t.db.update(fraccionesNico).set({ vigenciaHasta: '2020-01-01' }).where(eq(fraccionesNico.codigo, '7616999991'));
    await t.db.update(referenceDataVersions).set({ version: 'tigie-2026-nueva' });
    expect(await flagTariffChanges(t.deps)).toBe(3);
    expect(await flagTariffChanges(t.deps)).toBe(0);

    const list = (await call('classifier', 'GET', '/api/Clasificaciones/AlertasTarifa?estado=abierta')).json();
    expect(list.total).toBe(3);
    const byKind = list.items.map((a: { tipo: string; numeroParte: string }) => `${a.tipo}:${a.numeroParte}`).sort();
    expect(byKind).toEqual(['parte:NP-A', 'parte:NP-B', 'solicitud:NP-B']);
    const alert = list.items[0];
    expect(alert).toMatchObject({ fraccion: '76169999', nico: '91', version: 'tigie-2026-nueva' });
    // Another NICO of the same fraction, still in force.
    expect(alert.sugerido).toBe('7616999992');
    expect(alert.sugeridoTexto).toBeTruthy();
    const notes = (await call('classifier', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(notes.items[0]).toMatchObject({ ruta: '/apps/classification/tariff-alerts' });
    expect(notes.items[0].titulo).toContain('3');

    expect((await call('classifier', 'POST', `/api/Clasificaciones/AlertasTarifa/${alert.alertaId}/Resolver`)).statusCode).toBe(204);
    expect((await call('classifier', 'GET', '/api/Clasificaciones/AlertasTarifa?estado=abierta')).json().total).toBe(2);
  });
});
