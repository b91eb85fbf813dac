import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditoriaHallazgos,
  auditoriaOperaciones,
  clasificacionSolicitudes,
  confrontas,
  expedienteDescargas,
  pedimentos,
  previos,
  rowsOf,
  ticketCategories,
  tickets,
  userCustomers,
} from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The home summary (decision 0141): each section counts the caller's work from the real tables, within
 * its abilities and data scope; a section the caller may not read is absent, never a 403.
 */
let t: TestApp;
let admin: string;
let today: string;
let acme: number;
let beta: number;
const API = '/api/Inicio/Resumen';

type Summary = { secciones: { seccion: string; conteos: { clave: string; total: number; ruta: string }[]; elementos?: unknown[] }[] };
const summaryOf = async (token: string) => {
  const res = await t.call(token, 'GET', API);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Summary;
};
const counts = (summary: Summary) =>
  Object.fromEntries(summary.secciones.flatMap((s) => s.conteos.map((c) => [`${s.seccion}.${c.clave}`, c.total])));

async function userWith(roles: string[], clientes: number[] = []) {
  const user = await t.createUser({ roles });
  for (const clienteId of clientes) await t.db.insert(userCustomers).values({ userId: user.userId, clienteId });
  return { ...user, token: (await t.login(user.userName, user.password)).accessToken };
}

async function cliente(nombre: string, rfc: string) {
  const res = await t.call(admin, 'POST', '/api/Clientes', {
    nombreCorto: nombre,
    razonSocial: `${nombre} SA`,
    rfc,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().clienteId as number;
}

async function seedWork(worker: number, other: number) {
  const [category] = await t.db
    .insert(ticketCategories)
    .values({ nombre: 'Redes', ruta: 'Redes', slaHoras: 8 })
    .returning({ id: ticketCategories.ticketCategoriaId });
  const ticket = (estatus: string, usuarioAsignadoId: number | null) => ({
    estatus,
    prioridad: 'media',
    ticketCategoriaId: category!.id,
    usuarioReportaId: other,
    usuarioAsignadoId,
    fechaVencimiento: new Date(Date.now() + 3_600_000),
    tituloError: 'Sin red',
    descripcionError: 'No hay red',
  });
  await t.db
    .insert(tickets)
    .values([
      ticket('asignado', worker),
      ticket('enProceso', worker),
      ticket('cerrado', worker),
      ticket('abierto', null),
      ticket('asignado', other),
    ]);
  await t.db.insert(previos).values([
    { clienteId: acme, fechaPrevio: today },
    { clienteId: beta, fechaPrevio: today },
    { clienteId: acme, fechaPrevio: '2020-01-02' },
  ]);
  await t.db.insert(confrontas).values([
    { numeroControl: 'C-HOME-1', patente: '3210', clienteId: acme },
    { numeroControl: 'C-HOME-2', patente: '3210', clienteId: beta },
    { numeroControl: 'C-HOME-3', patente: '3210', clienteId: acme, createdAt: new Date('2020-01-02T12:00:00Z') },
  ]);
  const request = (clienteId: number, estado: string) => ({
    tipoSolicitud: 1,
    clienteId,
    solicitanteId: other,
    numeroParte: `P-${clienteId}-${estado}`,
    descripcion: 'Tornillo',
    estado,
  });
  await t.db
    .insert(clasificacionSolicitudes)
    .values([request(acme, 'pendiente'), request(beta, 'pendiente'), request(acme, 'clasificada')]);
  const operation = async (clienteId: number, numero: string) => {
    const [p] = await t.db
      .insert(pedimentos)
      .values({ numero, anio: 2026, aduana: '07', aduanaSeccion: '070', patente: '3210', movimiento: '1', clienteId, registros: [] })
      .returning({ id: pedimentos.pedimentoId });
    const [o] = await t.db
      .insert(auditoriaOperaciones)
      .values({ pedimentoId: p!.id, clienteId, aduana: '07', patente: '3210', estado: 'abierta', versionAuditada: 1 })
      .returning({ id: auditoriaOperaciones.auditoriaOperacionId });
    return o!.id;
  };
  const finding = (auditoriaOperacionId: number, responsableId: number, estado: string, vigente = true) => ({
    auditoriaOperacionId,
    regla: 'r',
    clave: 'k',
    severidad: 'error',
    huella: `${auditoriaOperacionId}-${responsableId}-${estado}-${vigente}`,
    estado,
    responsableId,
    vigente,
    fechaCompromiso: today,
  });
  const opAcme = await operation(acme, '260732100000001');
  const opBeta = await operation(beta, '260732100000002');
  await t.db
    .insert(auditoriaHallazgos)
    .values([
      finding(opAcme, worker, 'pendiente'),
      finding(opAcme, worker, 'solicitarAutorizacion'),
      finding(opAcme, worker, 'autorizar'),
      finding(opAcme, worker, 'pendiente', false),
      finding(opBeta, worker, 'pendiente'),
      finding(opAcme, other, 'pendiente'),
    ]);
  const download = (userId: number, estado: string) => ({
    token: crypto.randomUUID(),
    userId,
    clienteId: acme,
    parametros: {},
    estado,
    nombre: 'expedientes.zip',
  });
  await t.db.insert(expedienteDescargas).values([download(worker, 'ready'), download(worker, 'processing'), download(other, 'ready')]);
}

let worker: Awaited<ReturnType<typeof userWith>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  today = rowsOf<{ d: string }>(await t.db.execute(sql`select current_date::text as d`))[0]!.d;
  acme = await cliente('Acme', 'ALA131011IC8');
  beta = await cliente('Beta', 'SAT970701NN3');
  // "editor" may read every section; "author" only the help desk; "subscriber" nothing but the home page.
  await t.grantProfile(
    [
      ['MesaAyuda', 'r'],
      ['Previos', 'r'],
      ['Confrontas', 'r'],
      ['Clasificaciones', 'r'],
      ['AuditoriaMolex', 'r'],
      ['ExpedientesDigitales', 'r'],
      ['Tableros', 'r'],
    ],
    { roles: ['editor'] },
  );
  await t.grantProfile([['MesaAyuda', 'r']], { roles: ['author'] });
  worker = await userWith(['editor']);
  const other = await t.createUser({ roles: ['editor'] });
  await seedWork(worker.userId, other.userId);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Inicio/Resumen', () => {
  it('counts the caller’s own work in every section it may read, each with its link', async () => {
    const summary = await summaryOf(worker.token);
    expect(summary.secciones.map((s) => s.seccion)).toEqual([
      'tickets',
      'previos',
      'confrontas',
      'clasificaciones',
      'hallazgos',
      'descargas',
      'tableros',
    ]);
    expect(counts(summary)).toEqual({
      // Two open tickets assigned to it (the closed one is not work); it fixes no category, so none waits for it.
      'tickets.asignados': 2,
      'tickets.enEspera': 0,
      'previos.hoy': 2,
      'confrontas.hoy': 2,
      'clasificaciones.pendientes': 2,
      'hallazgos.mios': 3,
      'descargas.listas': 1,
      'tableros.fijados': 0,
    });
    const previosLink = summary.secciones.find((s) => s.seccion === 'previos')!.conteos[0]!.ruta;
    expect(previosLink).toBe(`/apps/previous/list?fechaDesde=${today}&fechaHasta=${today}`);
    expect(summary.secciones.find((s) => s.seccion === 'tickets')!.conteos[0]!.ruta).toBe('/apps/tickets/list?mios=asignados');
  });

  it('limits a user restricted to customers to those customers', async () => {
    const restricted = await userWith(['editor'], [acme]);
    const mine = counts(await summaryOf(restricted.token));
    expect(mine['previos.hoy']).toBe(1);
    expect(mine['confrontas.hoy']).toBe(1);
    expect(mine['clasificaciones.pendientes']).toBe(1);
    expect(mine['hallazgos.mios']).toBe(0);
  });

  it('leaves out what the caller may not read, and is never a 403 for a section', async () => {
    const author = await userWith(['author']);
    expect((await summaryOf(author.token)).secciones.map((s) => s.seccion)).toEqual(['tickets']);
    const subscriber = await userWith(['subscriber']);
    expect((await summaryOf(subscriber.token)).secciones).toEqual([]);
  });

  it('counts unassigned open tickets as waiting for help-desk managers and for the category’s fixers', async () => {
    const summary = counts(await summaryOf(admin));
    expect(summary['tickets.enEspera']).toBe(1);
    expect(summary['previos.hoy']).toBe(2);
  });

  it('refuses a caller without the home page, and an anonymous one', async () => {
    const client = await userWith(['client']);
    expect((await t.call(client.token, 'GET', API)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', API)).statusCode).toBe(401);
  });

  it('lists the dashboard elements the caller pinned and may still see', async () => {
    const portal = await t.call(admin, 'POST', '/api/AccesoDatos/CadenasConexion', { tipo: 'portal', descripcion: 'Portal', sistema: 1 });
    const query = await t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', {
      cadenaConexionId: portal.json().cadenaConexionId,
      tipo: 'consulta',
      sql: "select * from (values ('a', 1)) as v(etiqueta, total)",
      descripcion: 'Uno',
    });
    const element = async (nombre: string) =>
      (
        await t.call(admin, 'POST', '/api/Tableros/Elementos', {
          tipo: 1,
          nombre,
          objetoConsultaId: query.json().objetoConsultaId,
          columnaEtiqueta: 'etiqueta',
          columnasValor: ['total'],
          filtros: [],
          accesos: [{ tipo: 'rol', valor: 'editor' }],
        })
      ).json().elementoId as number;
    const kpi = await element('KPI fijado');
    const other = await element('No fijado');
    const layout = await t.call(worker.token, 'PUT', '/api/Tableros/MiTablero/Disposicion', {
      elementos: [
        { elementoId: other, ancho: 6 },
        { elementoId: kpi, ancho: 4, fijado: true },
      ],
    });
    expect(layout.statusCode, layout.body).toBe(204);
    const tableros = (await summaryOf(worker.token)).secciones.find((s) => s.seccion === 'tableros')!;
    expect(tableros.conteos[0]!.total).toBe(1);
    expect(tableros.elementos).toEqual([{ elementoId: kpi, nombre: 'KPI fijado' }]);
    const mine = (await t.call(worker.token, 'GET', '/api/Tableros/MiTablero')).json().elementos as {
      elementoId: number;
      fijado: boolean;
    }[];
    expect(mine.find((e) => e.elementoId === kpi)!.fijado).toBe(true);
    expect(mine.find((e) => e.elementoId === other)!.fijado).toBe(false);
  });
});
