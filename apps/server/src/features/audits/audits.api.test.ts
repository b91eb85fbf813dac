import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoriaHallazgos, notifications, pedimentos, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The fixture of the pedimentos feature, its first item carrying the customer's part number LAP-001.
const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'))
  .toString('latin1')
  .replace('|0|1||MARCA|MODELO|', '|0|1|LAP-001|MARCA|MODELO|');
const YEAR = new Date().getFullYear();
const API = '/api/AuditoriaMolex';

let t: TestApp;
let adminToken: string;
let clerkToken: string;
let auditorToken: string;
let auditorId: number;
let clienteId: number;

function upload(token: string, name: string, content: string) {
  const boundary = '----m3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/M3/Archivos',
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content, 'latin1'), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

async function signedIn(roles: string[], grants: string[][], link?: (userId: number) => Promise<void>) {
  const u = await t.createUser({ roles });
  await link?.(u.userId);
  if (grants.length) await t.grantProfile(grants as never, { userIds: [u.userId] });
  return { token: (await t.login(u.userName, u.password)).accessToken, userId: u.userId };
}

const allYear = `fechaDesde=${YEAR}-01-01&fechaHasta=${YEAR}-12-31`;
const operaciones = async (token: string, query = allYear) => t.call(token, 'GET', `${API}/Operaciones?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor({ roles: ['admin'] });
  clienteId = await t.createCustomer(adminToken);
  const part = await t.call(adminToken, 'POST', '/api/Partes', {
    clienteId,
    numeroParte: 'LAP-001',
    descripcion: 'Computadora portátil',
    fraccion: '85444299',
    nico: '99',
    estadoSincronizacion: 'pendiente',
  });
  expect(part.statusCode, part.body).toBe(201);
  const res = await upload(adminToken, 'm3210001.076', FIXTURE);
  expect(res.statusCode, res.body).toBe(201);
  // The first pedimento paid in January of this year: inside the audit screen's default range.
  await t.db
    .update(pedimentos)
    .set({ fechaPago: `${YEAR}-01-15`, rowVersion: sql`${pedimentos.rowVersion} + 1` })
    .where(eq(pedimentos.numero, `26243210${'6000123'}`));
  clerkToken = (await signedIn(['editor'], [['AuditoriaMolex', 'r', 'c']])).token;
  const auditor = await signedIn(['editor'], [['AuditoriaMolex', 'r', 'c', 'w']]);
  auditorToken = auditor.token;
  auditorId = auditor.userId;
});
afterAll(async () => {
  await t.close();
});

describe('audit operations', () => {
  it('audits new and changed pedimentos once: a fraction other than the part’s classification is a finding', async () => {
    expect((await t.call(clerkToken, 'POST', `${API}/Operaciones/Auditar`)).json()).toEqual({ auditadas: 2 });
    expect((await t.call(clerkToken, 'POST', `${API}/Operaciones/Auditar`)).json()).toEqual({ auditadas: 0 });
    const list = (await operaciones(adminToken)).json();
    expect(list.total).toBe(2);
    const acme = list.items.find((o: { clienteId: number | null }) => o.clienteId === clienteId);
    expect(acme).toMatchObject({
      clienteNombre: 'ACME',
      factura: 'COVE2687OBZK4',
      estado: 'abierta',
      hallazgos: 1,
      abiertos: 1,
      claveDocumento: 'A1',
    });
    const findings = (await t.call(adminToken, 'GET', `${API}/Hallazgos?abiertos=true`, undefined, { 'accept-language': 'en-US' })).json();
    expect(findings.items).toEqual([
      expect.objectContaining({
        regla: 'fraccionParte',
        severidad: 'error',
        partida: 1,
        valorPresente: '8471300199',
        valorEsperado: '8544429999',
        estado: 'pendiente',
        mensaje: 'Item 1 declares fraction 8471300199; the part is classified as 8544429999',
      }),
    ]);
  });

  it('lists by the latest event descending, page 1 of 10, within 1-31 January of this year unless a range is given', async () => {
    const byDefault = (await t.call(adminToken, 'GET', `${API}/Operaciones`)).json();
    expect(byDefault.total).toBe(1);
    expect(byDefault.items[0].fechaRegistro).toBe(`${YEAR}-01-15`);
    const all = (await operaciones(adminToken)).json().items as { auditoriaBitacoraEventoId: number }[];
    const ids = all.map((o) => o.auditoriaBitacoraEventoId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.call(adminToken, 'GET', `${API}/Operaciones?sort=referencia:asc`)).statusCode).toBe(400);
    expect((await t.call(adminToken, 'GET', `${API}/Operaciones?pageSize=7`)).statusCode).toBe(400);
    expect((await t.call(adminToken, 'GET', `${API}/Operaciones?estado=abierta&${allYear}`)).json().total).toBe(1);
    const csv = await t.call(adminToken, 'GET', `${API}/Operaciones/Exportar?formato=csv&${allYear}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('COVE2687OBZK4');
  });

  it('moves a finding pending → requested → authorized with the right users, and the logbook shows each step', async () => {
    const [finding] = (await t.call(clerkToken, 'GET', `${API}/Hallazgos`)).json().items;
    const id = finding.auditoriaHallazgoId;
    const before = await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, auditorId));
    // The clerk may not authorize, and nothing changes when refused.
    const early = await t.call(clerkToken, 'POST', `${API}/Hallazgos/${id}/Autorizar`, {
      rowVersion: finding.rowVersion,
      comentario: 'ok',
      tipoAutorizacion: 'excepcion',
    });
    expect(early.statusCode).toBe(403);
    const stale = await t.call(clerkToken, 'POST', `${API}/Hallazgos/${id}/SolicitarAutorizacion`, { rowVersion: finding.rowVersion + 5 });
    expect(stale.statusCode).toBe(409);
    const requested = await t.call(clerkToken, 'POST', `${API}/Hallazgos/${id}/SolicitarAutorizacion`, {
      rowVersion: finding.rowVersion,
      comentario: 'Proveedor lo confirma',
    });
    expect(requested.statusCode, requested.body).toBe(204);
    const after = await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, auditorId));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const noComment = await t.call(auditorToken, 'POST', `${API}/Hallazgos/${id}/Autorizar`, {
      rowVersion: finding.rowVersion + 1,
      comentario: ' ',
      tipoAutorizacion: 'excepcion',
    });
    expect(noComment.statusCode).toBe(400);
    expect(Object.keys(noComment.json().errors)).toContain('comentario');
    const ok = await t.call(auditorToken, 'POST', `${API}/Hallazgos/${id}/Autorizar`, {
      rowVersion: finding.rowVersion + 1,
      comentario: 'Procede',
      tipoAutorizacion: 'excepcion',
    });
    expect(ok.statusCode, ok.body).toBe(204);
    const twice = await t.call(auditorToken, 'POST', `${API}/Hallazgos/${id}/Autorizar`, {
      rowVersion: finding.rowVersion + 2,
      comentario: 'Otra vez',
      tipoAutorizacion: 'excepcion',
    });
    expect(twice.statusCode).toBe(409);
    const [stored] = await t.db.select().from(auditoriaHallazgos).where(eq(auditoriaHallazgos.auditoriaHallazgoId, id));
    expect(stored).toMatchObject({ estado: 'autorizar', tipoAutorizacion: 'excepcion', observaciones: 'Procede' });
    const op = (await operaciones(adminToken, `estado=cerrada&${allYear}`)).json().items[0];
    expect(op).toMatchObject({ abiertos: 0, solicitudes: 0 });
    const detail = await t.call(clerkToken, 'GET', `${API}/BitacoraEventos/${op.auditoriaBitacoraEventoId}`, undefined, {
      'accept-language': 'en-US',
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.evento).toMatchObject({ tipo: 'autorizado', comentario: 'Procede', grupoEventoId: 5 });
    expect(body.historial.map((e: { tipo: string }) => e.tipo)).toEqual(['autorizado', 'solicitud', 'hallazgo', 'creada']);
    expect(body.hallazgos).toEqual([expect.objectContaining({ auditoriaHallazgoId: id, estado: 'autorizar' })]);
    // Taken back: pending again, with the reason.
    const back = await t.call(auditorToken, 'POST', `${API}/Hallazgos/${id}/Rechazar`, {
      rowVersion: finding.rowVersion + 2,
      comentario: 'Falta evidencia',
    });
    expect(back.statusCode).toBe(204);
    expect((await t.call(adminToken, 'GET', `${API}/Hallazgos?estado=pendiente`)).json().total).toBe(1);
  });

  it('assigns owners and requests in bulk; the follow-up lists open findings past due first', async () => {
    const [finding] = (await t.call(adminToken, 'GET', `${API}/Hallazgos?abiertos=true`)).json().items;
    await t.db
      .update(auditoriaHallazgos)
      .set({ fechaCompromiso: '2000-01-01' })
      .where(eq(auditoriaHallazgos.auditoriaHallazgoId, finding.auditoriaHallazgoId));
    const owners = (await t.call(clerkToken, 'GET', `${API}/Responsables`)).json() as { value: number }[];
    expect(owners.map((o) => o.value)).toContain(auditorId);
    const assign = await t.call(clerkToken, 'POST', `${API}/Hallazgos/Asignar`, {
      hallazgoIds: [finding.auditoriaHallazgoId],
      responsableId: auditorId,
    });
    expect(assign.statusCode).toBe(403);
    const assigned = await t.call(auditorToken, 'POST', `${API}/Hallazgos/Asignar`, {
      hallazgoIds: [finding.auditoriaHallazgoId, 999999],
      responsableId: auditorId,
    });
    expect(assigned.json()).toEqual({ actualizados: 1, omitidos: 1 });
    const overdue = (await t.call(adminToken, 'GET', `${API}/Hallazgos?vencidos=true&responsableId=${auditorId}`)).json();
    expect(overdue.items).toEqual([expect.objectContaining({ vencido: true, responsableId: auditorId })]);
    const bulk = await t.call(clerkToken, 'POST', `${API}/Hallazgos/SolicitarAutorizacion`, {
      hallazgoIds: [finding.auditoriaHallazgoId, finding.auditoriaHallazgoId],
    });
    expect(bulk.json()).toEqual({ actualizados: 1, omitidos: 0 });
    const again = await t.call(clerkToken, 'POST', `${API}/Hallazgos/SolicitarAutorizacion`, {
      hallazgoIds: [finding.auditoriaHallazgoId],
    });
    expect(again.json()).toEqual({ actualizados: 0, omitidos: 1 });
    const xlsx = await t.call(adminToken, 'GET', `${API}/Hallazgos/Exportar`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const kpis = (await t.call(adminToken, 'GET', `${API}/Indicadores?${allYear}`)).json();
    expect(kpis).toMatchObject({
      operaciones: 2,
      autorizacionesEnEspera: 1,
      porcentajeSinHallazgos: 50,
      abiertosPorSeveridad: { error: 1 },
    });
    expect(kpis.porRegla).toEqual([{ regla: 'fraccionParte', total: 1 }]);
  });

  it('keeps a client to its own customers’ audits and refuses users without the resource', async () => {
    const mine = await signedIn(['client'], [['AuditoriaMolex', 'r']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId });
    });
    const other = await t.call(adminToken, 'POST', '/api/Clientes', {
      nombreCorto: 'OTRO',
      razonSocial: 'OTRO SA DE CV',
      rfc: 'AARC700811CL4',
    });
    expect(other.statusCode, other.body).toBe(201);
    const stranger = await signedIn(['client'], [['AuditoriaMolex', 'r']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId: other.json().clienteId });
    });
    const own = (await operaciones(mine.token)).json();
    expect(own.total).toBe(1);
    expect((await operaciones(stranger.token)).json().total).toBe(0);
    expect((await t.call(stranger.token, 'GET', `${API}/Hallazgos`)).json().total).toBe(0);
    const eventId = own.items[0].auditoriaBitacoraEventoId;
    expect((await t.call(stranger.token, 'GET', `${API}/BitacoraEventos/${eventId}`)).statusCode).toBe(404);
    const [f] = await t.db
      .select()
      .from(auditoriaHallazgos)
      .where(and(eq(auditoriaHallazgos.vigente, true)));
    const write = await signedIn(['client'], [['AuditoriaMolex', 'r', 'c', 'w']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId: other.json().clienteId });
    });
    expect(
      (
        await t.call(write.token, 'POST', `${API}/Hallazgos/${f!.auditoriaHallazgoId}/Rechazar`, {
          rowVersion: f!.rowVersion,
          comentario: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const none = await signedIn(['editor'], []);
    expect((await operaciones(none.token)).statusCode).toBe(403);
  });

  it('pre-audits a pedimento on demand (go / no-go) without storing anything', async () => {
    const before = await t.db.select({ n: count() }).from(auditoriaHallazgos);
    const noGo = await t.call(clerkToken, 'POST', `${API}/PreAuditoria`, { pedimento: '26  24  3210  6000123' });
    expect(noGo.statusCode, noGo.body).toBe(200);
    expect(noGo.json()).toMatchObject({ resultado: 'noGo', pagado: true, hallazgos: [{ regla: 'fraccionParte' }] });
    expect((await t.call(clerkToken, 'POST', `${API}/PreAuditoria`, { pedimento: '264732106000124' })).json()).toMatchObject({
      resultado: 'go',
      hallazgos: [],
    });
    expect((await t.call(clerkToken, 'POST', `${API}/PreAuditoria`, { pedimento: '264732109999999' })).statusCode).toBe(422);
    expect((await t.call(clerkToken, 'POST', `${API}/PreAuditoria`, { pedimento: '12' })).statusCode).toBe(400);
    expect(await t.db.select({ n: count() }).from(auditoriaHallazgos)).toEqual(before);
  });

  it('summarizes the stored M3 findings and lets a writer switch a rule off', async () => {
    const m3 = await t.call(adminToken, 'GET', `${API}/SaaiM3`);
    expect(m3.statusCode, m3.body).toBe(200);
    expect(m3.json()).toMatchObject({ archivos: expect.any(Number), archivosLista: expect.any(Array) });
    expect((await t.call(clerkToken, 'PUT', `${API}/Reglas/fraccionParte`, { activa: false })).statusCode).toBe(403);
    const off = await t.call(auditorToken, 'PUT', `${API}/Reglas/fraccionParte`, { activa: false });
    expect(off.json()).toMatchObject({ regla: 'fraccionParte', activa: false });
    expect((await t.call(clerkToken, 'POST', `${API}/PreAuditoria`, { pedimento: '262432106000123' })).json().resultado).toBe('go');
  });

  it('opens a RAM from a finding, linked both ways, once, only for those who may create improvement actions', async () => {
    const post = async (path: string, body: unknown) => {
      const res = await t.call(adminToken, 'POST', path, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const problema = await post('/api/GeneralData/AccionMejoraProblemas', { nombre: 'Clasificación arancelaria' });
    const calidad = await post('/api/AccionesMejora/RequerimientoCalidadTipos', { nombre: 'Legal' });
    const documento = await post('/api/AccionesMejora/RequerimientoDocumentoTipos', { nombre: 'Procedimiento' });
    const requerimiento = await post('/api/AccionesMejora/Requerimientos', {
      clave: 'REQ-01',
      nombre: 'Clasificar según la parte',
      requerimientoCalidadTipoId: calidad.requerimientoCalidadTipoId,
      requerimientoDocumentoTipoId: documento.requerimientoDocumentoTipoId,
      vigente: true,
    });
    const [finding] = (await t.call(adminToken, 'GET', `${API}/Hallazgos?regla=fraccionParte`)).json().items;
    const body = { accionMejoraProblemaId: problema.accionMejoraProblemaId, requerimientoId: requerimiento.requerimientoId };
    const url = `${API}/Hallazgos/${finding.auditoriaHallazgoId}/Ram`;
    expect((await t.call(auditorToken, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.call(adminToken, 'POST', url, { ...body, requerimientoId: 999999 })).statusCode).toBe(400);
    const opened = await t.call(adminToken, 'POST', url, body, { 'accept-language': 'en-US' });
    expect(opened.statusCode, opened.body).toBe(201);
    const { ramId, folio } = opened.json();
    expect(folio).toBe(`AUD-${finding.auditoriaHallazgoId}`);
    const ram = (await t.call(adminToken, 'GET', `/api/AccionesMejora/Rams/${ramId}`)).json();
    expect(ram).toMatchObject({ folio, estado: 'abierta', requerimientoId: requerimiento.requerimientoId });
    expect(ram.descripcion).toContain(`Finding ${finding.auditoriaHallazgoId}`);
    const [after] = (await t.call(adminToken, 'GET', `${API}/Hallazgos?regla=fraccionParte`)).json().items;
    expect(after.ramId).toBe(ramId);
    expect((await t.call(adminToken, 'POST', url, body)).statusCode).toBe(409);
  });
});
