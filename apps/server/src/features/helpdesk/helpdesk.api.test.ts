import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, tickets } from '@portal/db';
import type { Ticket } from '@portal/contract/features/helpdesk';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { warnSlaAboutToBreach } from './ticket-insights.service.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
function multipart(name: string, content: Buffer) {
  const boundary = '----helpdesk-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const B = '/api/MesaAyuda';

beforeAll(async () => {
  t = await createTestApp();
  const people: Record<string, { roles?: string[] }> = {
    admin: { roles: ['admin'] },
    reporter: {},
    fixer: {},
    fixer2: {},
    colleague: {},
    outsider: {},
    desk: {},
  };
  for (const [key, input] of Object.entries(people)) {
    const u = await t.createUser({ ...input, fullName: `Persona ${key}` });
    ids[key] = u.userId;
    names[key] = u.userName;
  }
  await t.grantProfile([['MesaAyuda', 'r', 'c']], { userIds: [ids.reporter!, ids.colleague!] });
  await t.grantProfile([['MesaAyuda', 'r']], { userIds: [ids.fixer!, ids.fixer2!] });
  await t.grantProfile(
    [
      ['Categories', 'r', 'w', 'c', 'd'],
      ['Users', 'r', 'w', 'c'],
      ['Incidencias', 'r', 'w'],
    ],
    { userIds: [ids.desk!] },
  );
  for (const key of Object.keys(people)) {
    const u = names[key]!;
    tok[key] = (await t.login(u, 'Passw0rd!x')).accessToken;
  }
});
afterAll(async () => t?.close());

const call = (who: string | null, method: string, url: string, body?: unknown) => t.call(who ? tok[who]! : null, method, url, body);

let rootId = 0;
let childId = 0;
let ticket: Ticket;

describe('access', () => {
  it('answers 401 signed out and 403 without the resource', async () => {
    for (const url of [
      `${B}/Ticket`,
      `${B}/Categoria`,
      `${B}/UsuariosActivos`,
      `${B}/Incidencias`,
      `${B}/IncidenciasActiva`,
      `${B}/Usuario/EsReparador`,
    ]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    for (const url of [
      `${B}/Ticket`,
      `${B}/Categoria`,
      `${B}/UsuariosActivos`,
      `${B}/Incidencias`,
      `${B}/Usuario/EsReparador`,
      `${B}/UsuariosActivosConGuardiaActiva`,
      `${B}/Tablero`,
    ]) {
      const res = await call('outsider', 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(
      (await call('fixer', 'POST', `${B}/Ticket`, { ticketCategoriaId: 1, tituloError: 'abc', descripcionError: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('reporter', 'POST', `${B}/Categoria`, {
          nombre: 'x',
          ticketCategoriaPadreId: null,
          abreviatura: '',
          slaHoras: 1,
          descripcion: '',
          evidenciaRecomendada: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('reporter', 'DELETE', `${B}/Ticket/1`)).statusCode).toBe(403);
    expect(
      (await call('reporter', 'POST', `${B}/Incidencias`, { titulo: 'x', descripcion: '', fechaFin: null, activo: true })).statusCode,
    ).toBe(403);
  });
});

describe('categories', () => {
  it('builds a tree with display paths and SLA hours', async () => {
    const root = await call('desk', 'POST', `${B}/Categoria`, {
      nombre: 'Sistemas',
      ticketCategoriaPadreId: null,
      abreviatura: 'SIS',
      slaHoras: 8,
      descripcion: 'Equipo y software',
      evidenciaRecomendada: '',
    });
    expect(root.statusCode).toBe(201);
    rootId = root.json().ticketCategoriaId;
    const child = await call('desk', 'POST', `${B}/Categoria`, {
      nombre: 'Correo electrónico',
      ticketCategoriaPadreId: rootId,
      abreviatura: 'MAIL',
      slaHoras: 4,
      descripcion: '',
      evidenciaRecomendada: 'Captura del error',
    });
    expect(child.statusCode).toBe(201);
    childId = child.json().ticketCategoriaId;
    expect(child.json()).toMatchObject({
      ruta: 'Sistemas / Correo electrónico',
      rutaMostrar: 'Sistemas / Correo electrónico',
      slaHoras: 4,
    });
  });

  it('renaming a parent renames the paths below it; cycles and stale versions are refused', async () => {
    const current = (await call('desk', 'GET', `${B}/Categoria/${rootId}`)).json();
    const renamed = await call('desk', 'PUT', `${B}/Categoria/${rootId}`, { ...pick(current), nombre: 'Tecnología' });
    expect(renamed.statusCode).toBe(200);
    expect((await call('desk', 'GET', `${B}/Categoria/${childId}`)).json().ruta).toBe('Tecnología / Correo electrónico');
    const stale = await call('desk', 'PUT', `${B}/Categoria/${rootId}`, { ...pick(current), nombre: 'Otra' });
    expect(stale.statusCode).toBe(409);
    const fresh = (await call('desk', 'GET', `${B}/Categoria/${rootId}`)).json();
    const cycle = await call('desk', 'PUT', `${B}/Categoria/${rootId}`, { ...pick(fresh), ticketCategoriaPadreId: childId });
    expect(cycle.statusCode).toBe(422);
    const mismatch = await call('desk', 'PUT', `${B}/Categoria/${rootId}`, { ...pick(fresh), ticketCategoriaId: childId });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('desk', 'PUT', `${B}/Categoria/${rootId}`, { ...pick(fresh), slaHoras: 0 })).json().errors.slaHoras).toBeDefined();
  });

  it('offers the active categories to anyone who reports tickets', async () => {
    const options = (await call('reporter', 'GET', `${B}/Ticket/Categorias`)).json();
    expect(options.map((c: { ruta: string }) => c.ruta)).toEqual(['Tecnología', 'Tecnología / Correo electrónico']);
    expect((await call('outsider', 'GET', `${B}/Ticket/Categorias`)).statusCode).toBe(403);
    expect((await call('reporter', 'GET', `${B}/Categoria`)).statusCode).toBe(403);
  });

  it('lists with the list contract: accent-insensitive search, sort whitelist, page sizes, unknown fields', async () => {
    const found = (await call('desk', 'GET', `${B}/Categoria?search=ELECTRONICO`)).json();
    expect(found.items.map((c: { ticketCategoriaId: number }) => c.ticketCategoriaId)).toEqual([childId]);
    const all = (await call('desk', 'GET', `${B}/Categoria`)).json();
    expect(all.total).toBe(2);
    expect(all.items[0].ticketCategoriaId).toBe(childId); // id desc by default
    expect((await call('desk', 'GET', `${B}/Categoria?sort=nombre:asc`)).json().items[0].nombre).toBe('Correo electrónico');
    expect((await call('desk', 'GET', `${B}/Categoria?sort=descripcion:asc`)).statusCode).toBe(400);
    expect((await call('desk', 'GET', `${B}/Categoria?pageSize=7`)).statusCode).toBe(400);
    expect((await call('desk', 'GET', `${B}/Categoria?color=red`)).statusCode).toBe(400);
    expect((await call('desk', 'GET', `${B}/Categoria?ticketCategoriaPadreId=${rootId}`)).json().total).toBe(1);
  });
});

function pick(c: Record<string, unknown>) {
  return {
    ticketCategoriaId: c.ticketCategoriaId,
    nombre: c.nombre,
    ticketCategoriaPadreId: c.ticketCategoriaPadreId,
    abreviatura: c.abreviatura,
    slaHoras: c.slaHoras,
    descripcion: c.descripcion,
    evidenciaRecomendada: c.evidenciaRecomendada,
    activo: c.activo,
    rowVersion: c.rowVersion,
  };
}

describe('category users and fixers', () => {
  it('lists only users not yet assigned, refuses duplicates, patches and removes', async () => {
    const available = (await call('desk', 'GET', `${B}/UsuariosCategoria/${childId}/Disponibles?llaveBuscar=${names.fixer}`)).json();
    expect(available).toEqual([{ value: names.fixer, text: `Persona fixer (${names.fixer})` }]);
    const added = await call('desk', 'POST', `${B}/UsuariosCategoria`, {
      ticketCategoriaId: childId,
      userName: names.fixer,
      assignationType: 'responsable',
      canRead: true,
      canFix: true,
    });
    expect(added.statusCode).toBe(201);
    const dup = await call('desk', 'POST', `${B}/UsuariosCategoria`, {
      ticketCategoriaId: childId,
      userName: names.fixer,
      assignationType: 'auxiliar',
      canRead: true,
      canFix: false,
    });
    expect(dup.statusCode).toBe(409);
    expect((await call('desk', 'GET', `${B}/UsuariosCategoria/${childId}/Disponibles?llaveBuscar=${names.fixer}`)).json()).toEqual([]);
    const second = await call('desk', 'POST', `${B}/UsuariosCategoria`, {
      ticketCategoriaId: childId,
      userName: names.fixer2,
      assignationType: 'auxiliar',
      canRead: true,
      canFix: false,
    });
    const secondId = second.json().ticketCategoriaUsuarioId;
    const patched = await call('desk', 'PATCH', `${B}/UsuariosCategoria/${secondId}`, [{ op: 'replace', path: '/canFix', value: true }]);
    expect(patched.json()).toMatchObject({ canFix: true, assignationType: 'auxiliar', userName: names.fixer2 });
    expect(
      (await call('desk', 'PATCH', `${B}/UsuariosCategoria/${secondId}`, [{ op: 'replace', path: '/canFix', value: 'yes' }])).statusCode,
    ).toBe(400);
    const listed = (await call('desk', 'GET', `${B}/UsuariosCategoria/${childId}`)).json();
    expect(listed.total).toBe(2);
    const observer = await call('desk', 'POST', `${B}/UsuariosCategoria`, {
      ticketCategoriaId: childId,
      userName: names.colleague,
      assignationType: 'observador',
      canRead: true,
      canFix: false,
    });
    expect((await call('desk', 'DELETE', `${B}/UsuariosCategoria/${observer.json().ticketCategoriaUsuarioId}`)).statusCode).toBe(204);
    expect((await call('desk', 'DELETE', `${B}/UsuariosCategoria/${observer.json().ticketCategoriaUsuarioId}`)).statusCode).toBe(404);
    expect(
      (
        await call('desk', 'POST', `${B}/UsuariosCategoria`, {
          ticketCategoriaId: childId,
          userName: 'nadie',
          assignationType: 'auxiliar',
          canRead: true,
          canFix: false,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('tells whether the caller is a fixer', async () => {
    expect((await call('fixer', 'GET', `${B}/Usuario/EsReparador`)).json()).toBe(true);
    expect((await call('reporter', 'GET', `${B}/Usuario/EsReparador`)).json()).toBe(false);
  });
});

describe('users on guard', () => {
  it('registers shifts, lists who is on guard now and gives a contact card', async () => {
    const now = Date.now();
    const onGuard = await call('desk', 'POST', `${B}/UsuariosActivos`, {
      userName: names.fixer,
      activo: true,
      guardiaInicio: new Date(now - 3_600_000).toISOString(),
      guardiaFin: new Date(now + 8 * 3_600_000).toISOString(),
      notas: 'Turno matutino',
    });
    expect(onGuard.statusCode).toBe(201);
    expect(onGuard.json().enGuardia).toBe(true);
    const later = await call('desk', 'POST', `${B}/UsuariosActivos`, {
      userName: names.fixer2,
      activo: true,
      guardiaInicio: new Date(now + 9 * 3_600_000).toISOString(),
      guardiaFin: new Date(now + 17 * 3_600_000).toISOString(),
    });
    expect(later.json().enGuardia).toBe(false);
    expect(
      (
        await call('desk', 'POST', `${B}/UsuariosActivos`, {
          userName: names.fixer,
          activo: true,
          guardiaInicio: new Date(now).toISOString(),
          guardiaFin: new Date(now + 1000).toISOString(),
        })
      ).statusCode,
    ).toBe(409);
    const backwards = await call('desk', 'POST', `${B}/UsuariosActivos`, {
      userName: names.colleague,
      activo: true,
      guardiaInicio: new Date(now).toISOString(),
      guardiaFin: new Date(now - 1000).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    const now2 = (await call('reporter', 'GET', `${B}/UsuariosActivosConGuardiaActiva`)).json();
    expect(now2.map((u: { userName: string }) => u.userName)).toEqual([names.fixer]);
    const card = (await call('reporter', 'GET', `${B}/UsuariosActivosContacto/${onGuard.json().usuarioActivoId}`)).json();
    expect(card).toMatchObject({ userName: names.fixer, enGuardia: true, categorias: ['Tecnología / Correo electrónico'] });
    const item = (await call('desk', 'GET', `${B}/UsuariosActivos/${later.json().usuarioActivoId}`)).json();
    const edited = await call('desk', 'PUT', `${B}/UsuariosActivos/${item.usuarioActivoId}`, {
      ...item,
      enGuardia: undefined,
      userId: undefined,
      nombreCompleto: undefined,
      notas: 'Turno vespertino',
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('desk', 'GET', `${B}/UsuariosActivos?search=vespertino`)).json().total).toBe(1);
    expect((await call('reporter', 'GET', `${B}/UsuariosActivos`)).statusCode).toBe(403);
  });
});

describe('tickets', () => {
  it('a new ticket goes to the category’s fixer on guard, with the reporter’s IP and the SLA due time', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${B}/Ticket`,
      headers: { authorization: `Bearer ${tok.reporter}` },
      payload: {
        ticketCategoriaId: childId,
        prioridad: 'alta',
        tituloError: 'No llega el correo de Outlook',
        descripcionError: 'Desde ayer no recibo correos externos',
      },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(201);
    ticket = res.json();
    expect(ticket).toMatchObject({
      estatus: 'asignado',
      usuarioAsignadoId: ids.fixer,
      usuarioAsignadoNombreCompleto: 'Persona fixer',
      usuarioReportaNombreCompleto: 'Persona reporter',
      ipEquipo: '10.1.2.3',
      prioridad: 'alta',
    });
    expect(ticket.ticketCategoria.rutaMostrar).toBe('Tecnología / Correo electrónico');
    expect(new Date(ticket.fechaVencimiento).getTime() - new Date(ticket.fechaInicio).getTime()).toBe(4 * 3_600_000);
    expect(ticket.slaVencido).toBe(false);
    // The fixer was told.
    const fixerNotes = (await call('fixer', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(fixerNotes.items[0]).toMatchObject({ ruta: `/apps/tickets/edit/${ticket.ticketId}`, leida: false });
  });

  it('shows tickets only to who may see them', async () => {
    expect((await call('colleague', 'GET', `${B}/Ticket/${ticket.ticketId}`)).statusCode).toBe(404);
    expect((await call('colleague', 'GET', `${B}/Ticket`)).json().total).toBe(0);
    expect((await call('fixer2', 'GET', `${B}/Ticket/${ticket.ticketId}`)).statusCode).toBe(200);
    expect((await call('reporter', 'GET', `${B}/Ticket?estatus=asignado&search=outlook`)).json().total).toBe(1);
    expect((await call('reporter', 'GET', `${B}/Ticket?estatus=cerrado`)).json().total).toBe(0);
    expect((await call('reporter', 'GET', `${B}/Ticket?sort=ipEquipo:asc`)).statusCode).toBe(400);
    expect((await call('reporter', 'GET', `${B}/Ticket?estatus=perdido`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${B}/Ticket?mios=asignados`)).json().total).toBe(0);
  });

  it('finds tickets in the search box by number or title, only those the caller may see, each opening its ticket', async () => {
    type Hit = { grupo: string; id: number; ruta: string };
    const found = async (who: string, q: string) =>
      (await call(who, 'GET', `/api/Buscar?q=${encodeURIComponent(q)}`))
        .json<{ resultados: Hit[] }>()
        .resultados.filter((h) => h.grupo === 'tickets');
    expect(await found('reporter', 'OUTLOOK')).toEqual([
      expect.objectContaining({ id: ticket.ticketId, ruta: `/apps/tickets/edit/${ticket.ticketId}` }),
    ]);
    expect((await found('fixer2', `#${ticket.ticketId}`)).map((h) => h.id)).toContain(ticket.ticketId);
    expect(await found('colleague', 'outlook')).toEqual([]);
  });

  it('exports the filtered list the caller sees, in its order, and no ticket outside it', async () => {
    const csvOf = async (who: string, query: string) => {
      const res = await t.call(tok[who]!, 'GET', `${B}/Ticket/Exportar?formato=csv&${query}`, undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      return res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
    };
    const query = 'sort=tituloError:asc&search=OUTLOOK&estatus=asignado';
    const listed = (await call('reporter', 'GET', `${B}/Ticket?pageSize=100&${query}`)).json().items as Ticket[];
    expect(listed.map((x) => x.ticketId)).toContain(ticket.ticketId);
    const lines = await csvOf('reporter', query);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['Ticket', 'Status', 'Priority', 'Category']);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listed.map((x) => x.ticketId));
    expect(lines[1]).toContain('Assigned');
    // Someone who sees no ticket exports none, whatever the filter.
    expect(await csvOf('colleague', '')).toHaveLength(1);
    expect((await call('desk', 'GET', `${B}/Ticket/Exportar`)).statusCode).toBe(403);
  });

  it('offers the category’s active fixers for reassignment, and takes only one of them', async () => {
    const url = `${B}/Ticket/${ticket.ticketId}/Reparadores`;
    const fixers = await call('fixer', 'GET', url);
    expect(fixers.statusCode).toBe(200);
    const offered = fixers.json<{ value: number; text: string }[]>();
    expect(offered.map((option) => option.value).sort()).toEqual([ids.fixer!, ids.fixer2!].sort());
    expect(offered.find((option) => option.value === ids.fixer)!.text).toBe('Persona fixer (1)');
    expect((await call('colleague', 'GET', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const refused = await call('fixer', 'PUT', `${B}/Ticket/${ticket.ticketId}`, { ...editable(ticket), usuarioAsignadoId: ids.colleague });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.usuarioAsignadoId).toBeDefined();
    const moved = await call('fixer', 'PUT', `${B}/Ticket/${ticket.ticketId}`, { ...editable(ticket), usuarioAsignadoId: ids.fixer2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Ticket>().usuarioAsignadoNombreCompleto).toBe('Persona fixer2');
    const back = await call('fixer2', 'PUT', `${B}/Ticket/${ticket.ticketId}`, {
      ...editable(moved.json<Ticket>()),
      usuarioAsignadoId: ids.fixer,
    });
    expect(back.statusCode, back.body).toBe(200);
    ticket = back.json();
  });

  it('enforces the transition table and who may take each step', async () => {
    const put = (who: string, changes: Partial<Ticket>) =>
      call(who, 'PUT', `${B}/Ticket/${ticket.ticketId}`, { ...editable(ticket), ...changes });
    // The reporter cannot solve or start; the fixer may solve straight from assigned, but not without a solution.
    expect((await put('reporter', { estatus: 'resuelto', descripcionSolucion: 'x' })).statusCode).toBe(403);
    expect((await put('reporter', { prioridad: 'baja' })).statusCode).toBe(422);
    const jump = await put('fixer', { estatus: 'resuelto', descripcionSolucion: null });
    expect(jump.statusCode).toBe(422);
    expect(jump.json<{ errors: Record<string, string[]> }>().errors.descripcionSolucion).toBeDefined();
    // A manager who is no fixer cannot solve either.
    const started = await put('fixer', { estatus: 'enProceso' });
    expect(started.statusCode).toBe(200);
    ticket = started.json();
    // The reporter hears of it in words, in the language the list is read in.
    const heard = async (language: string) =>
      (await t.call(tok.reporter!, 'GET', '/api/Perfil/Notificaciones?pageSize=10', undefined, { 'accept-language': language })).json<{
        items: { titulo: string; cuerpo: string }[];
      }>().items[0];
    expect(await heard('es-MX')).toMatchObject({
      titulo: `Ticket ${ticket.ticketId}: En proceso`,
      cuerpo: '«No llega el correo de Outlook» pasó a en proceso',
    });
    expect(await heard('en-US')).toMatchObject({
      titulo: `Ticket ${ticket.ticketId}: In progress`,
      cuerpo: '“No llega el correo de Outlook” moved to in progress',
    });
    expect((await put('admin', { estatus: 'resuelto', descripcionSolucion: 'x' })).statusCode).toBe(403);
    expect((await put('fixer', { estatus: 'resuelto' })).statusCode).toBe(422);
    // Stale version.
    expect((await call('fixer', 'PUT', `${B}/Ticket/${ticket.ticketId}`, { ...editable(ticket), rowVersion: 1 })).statusCode).toBe(409);
    const solved = await put('fixer', { estatus: 'resuelto', descripcionSolucion: 'Se reconfiguró el conector de correo externo' });
    expect(solved.statusCode).toBe(200);
    ticket = solved.json();
    expect(ticket.estatus).toBe('resuelto');
    expect(ticket.fechaSolucion).not.toBeNull();
    const reporterNotes = (await call('reporter', 'GET', '/api/Perfil/Notificaciones?leida=false')).json();
    expect(reporterNotes.items.some((n: { titulo: string }) => n.titulo === `Ticket ${ticket.ticketId} resuelto`)).toBe(true);
  });

  it('asks the reporter for the survey, takes the JSON Patch once and closes the ticket', async () => {
    const awaiting = await call('reporter', 'GET', `${B}/Ticket/${names.reporter}/TicketSinEvaluar`);
    expect(awaiting.statusCode).toBe(200);
    expect(awaiting.json().ticketId).toBe(ticket.ticketId);
    expect((await call('colleague', 'GET', `${B}/Ticket/${names.reporter}/TicketSinEvaluar`)).statusCode).toBe(403);
    const survey = (rating: unknown) => [
      { op: 'replace', path: '/calificacionSatisfaccion', value: rating },
      { op: 'replace', path: '/comentariosSatisfaccion', value: 'Rápido y amable' },
    ];
    expect((await call('fixer', 'PATCH', `${B}/Ticket/${ticket.ticketId}`, survey(5))).statusCode).toBe(403);
    expect((await call('reporter', 'PATCH', `${B}/Ticket/${ticket.ticketId}`, survey(7))).statusCode).toBe(400);
    expect(
      (await call('reporter', 'PATCH', `${B}/Ticket/${ticket.ticketId}`, [{ op: 'replace', path: '/hackeado', value: 1 }])).statusCode,
    ).toBe(400);
    const rated = await call('reporter', 'PATCH', `${B}/Ticket/${ticket.ticketId}`, survey(4));
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ estatus: 'cerrado', calificacionSatisfaccion: 4, comentariosSatisfaccion: 'Rápido y amable' });
    expect((await call('reporter', 'GET', `${B}/Ticket/${names.reporter}/TicketSinEvaluar`)).statusCode).toBe(204);
    expect((await call('reporter', 'PATCH', `${B}/Ticket/${ticket.ticketId}`, survey(5))).statusCode).toBe(409);
    ticket = rated.json();
  });

  it('keeps the log of every change, who and when', async () => {
    const log = (await call('reporter', 'GET', `${B}/Ticket/${ticket.ticketId}/Bitacora`)).json();
    const steps = log.map((e: { accion: string; valorNuevo: string | null }) => `${e.accion}:${e.valorNuevo ?? ''}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        'creado:abierto',
        `asignacion:${ids.fixer}`,
        'estatus:enProceso',
        'estatus:resuelto',
        'encuesta:4',
        'estatus:cerrado',
      ]),
    );
    expect(log.find((e: { accion: string }) => e.accion === 'estatus').userName).toBe(names.fixer);
    // Ids read as names: the assignee by its full name, a status not being an id has none.
    const assigned = log.find(
      (e: { accion: string; valorNuevo: string | null }) => e.accion === 'asignacion' && e.valorNuevo === String(ids.fixer),
    );
    expect(assigned).toMatchObject({ textoAnterior: null, textoNuevo: 'Persona fixer' });
    expect(log.find((e: { accion: string }) => e.accion === 'estatus').textoNuevo).toBeNull();
    expect((await call('colleague', 'GET', `${B}/Ticket/${ticket.ticketId}/Bitacora`)).statusCode).toBe(404);
  });

  it('the reporter reopens a closed ticket and the fixer hears of it', async () => {
    const before = (await call('fixer', 'GET', '/api/Perfil/Notificaciones/SinLeer')).json().total;
    const reopened = await call('reporter', 'PUT', `${B}/Ticket/${ticket.ticketId}`, { ...editable(ticket), estatus: 'reabierto' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ estatus: 'reabierto', calificacionSatisfaccion: null, fechaSolucion: null });
    expect((await call('fixer', 'GET', '/api/Perfil/Notificaciones/SinLeer')).json().total).toBe(before + 1);
    ticket = reopened.json();
  });

  it('suggests solved tickets of the same category with similar titles', async () => {
    // Close the reopened one again with its solution, then write a similar one.
    const t2 = (
      await call('fixer', 'PUT', `${B}/Ticket/${ticket.ticketId}`, {
        ...editable(ticket),
        estatus: 'resuelto',
        descripcionSolucion: 'Se reconfiguró el conector de correo externo',
      })
    ).json();
    expect(t2.estatus).toBe('resuelto');
    const suggestions = (
      await call(
        'reporter',
        'GET',
        `${B}/BancoSoluciones/0?titulo=${encodeURIComponent('Outlook no recibe correo')}&ticketCategoriaId=${childId}`,
      )
    ).json();
    expect(suggestions[0]).toMatchObject({
      ticketId: ticket.ticketId,
      descripcionSolucion: 'Se reconfiguró el conector de correo externo',
    });
    expect(suggestions[0].coincidencias).toBeGreaterThanOrEqual(2);
    expect(
      (
        await call(
          'reporter',
          'GET',
          `${B}/BancoSoluciones/0?titulo=${encodeURIComponent('Impresora atascada')}&ticketCategoriaId=${childId}`,
        )
      ).json(),
    ).toEqual([]);
  });

  it('takes evidence checked by content, and only the uploader’s own files', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: `${B}/Ticket/Evidencia`,
      ...withAuth(multipart('pantalla.png', PNG), tok.colleague!),
    });
    expect(up.statusCode).toBe(201);
    const fileId = up.json().fileId;
    const fake = await t.app.inject({
      method: 'POST',
      url: `${B}/Ticket/Evidencia`,
      ...withAuth(multipart('virus.png', Buffer.from('MZ not an image at all')), tok.colleague!),
    });
    expect(fake.statusCode).toBe(415);
    const stolen = await call('reporter', 'POST', `${B}/Ticket`, {
      ticketCategoriaId: childId,
      tituloError: 'Con evidencia ajena',
      descripcionError: 'x',
      evidencias: [fileId],
    });
    expect(stolen.statusCode).toBe(422);
    const own = await call('colleague', 'POST', `${B}/Ticket`, {
      ticketCategoriaId: rootId,
      tituloError: 'Pantalla azul',
      descripcionError: 'Al iniciar',
      evidencias: [fileId],
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().evidencias).toMatchObject([{ fileId, contentType: 'image/png' }]);
    // No fixer on guard for the root category: it stays open.
    expect(own.json()).toMatchObject({ estatus: 'abierto', usuarioAsignadoId: null });
    const file = await call('colleague', 'GET', `${B}/Ticket/${own.json().ticketId}/Evidencia/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await call('reporter', 'GET', `${B}/Ticket/${own.json().ticketId}/Evidencia/${fileId}`)).statusCode).toBe(404);
  });

  it('warns once before the SLA breaches, and flags breached tickets', async () => {
    const created = (
      await call('reporter', 'POST', `${B}/Ticket`, {
        ticketCategoriaId: childId,
        tituloError: 'VPN sin conexión',
        descripcionError: 'Desde casa',
      })
    ).json();
    const before = (await call('fixer', 'GET', '/api/Perfil/Notificaciones/SinLeer')).json().total;
    // 3.5 of 4 hours later: within the last hour.
    const later = new Date(new Date(created.fechaInicio).getTime() + 3.5 * 3_600_000);
    expect(await warnSlaAboutToBreach(t.deps, later)).toBe(1);
    expect(await warnSlaAboutToBreach(t.deps, later)).toBe(0);
    expect((await call('fixer', 'GET', '/api/Perfil/Notificaciones/SinLeer')).json().total).toBe(before + 1);
    await t.db
      .update(tickets)
      .set({ fechaVencimiento: new Date(Date.now() - 60_000) })
      .where(eq(tickets.ticketId, created.ticketId));
    const breached = (await call('admin', 'GET', `${B}/Ticket?slaVencido=true`)).json();
    expect(breached.items.map((x: Ticket) => x.ticketId)).toEqual([created.ticketId]);
    expect(breached.items[0].slaVencido).toBe(true);
    expect(breached.items[0].slaRestanteMs).toBeLessThan(0);
  });

  it('feeds the dashboard', async () => {
    const board = (await call('admin', 'GET', `${B}/Tablero`)).json();
    expect(board.abiertosPorCategoria).toEqual(expect.arrayContaining([{ categoria: 'Tecnología', estatus: 'abierto', total: 1 }]));
    expect(board.cumplimientoSla.length).toBeGreaterThan(0);
  });

  it('deletes with the delete permission only', async () => {
    expect((await call('admin', 'DELETE', `${B}/Ticket/${ticket.ticketId}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${B}/Ticket/${ticket.ticketId}`)).statusCode).toBe(404);
    const left = await t.db.select().from(notifications).where(eq(notifications.userId, ids.fixer!));
    expect(left.length).toBeGreaterThan(0);
  });

  it('a fixer solves an assigned ticket in one step; the log shows assigned → solved (decision 0150)', async () => {
    const created = await call('reporter', 'POST', `${B}/Ticket`, {
      ticketCategoriaId: childId,
      tituloError: 'Impresora sin tóner',
      descripcionError: 'La impresora del segundo piso no imprime',
    });
    expect(created.statusCode).toBe(201);
    const assigned = created.json<Ticket>();
    expect(assigned.estatus).toBe('asignado');
    const solved = await call('fixer', 'PUT', `${B}/Ticket/${assigned.ticketId}`, {
      ...editable(assigned),
      estatus: 'resuelto',
      descripcionSolucion: 'Se cambió el cartucho de tóner',
    });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json<Ticket>()).toMatchObject({ estatus: 'resuelto', descripcionSolucion: 'Se cambió el cartucho de tóner' });
    expect(solved.json<Ticket>().fechaSolucion).not.toBeNull();
    const log = (await call('reporter', 'GET', `${B}/Ticket/${assigned.ticketId}/Bitacora`)).json();
    const step = log.find((e: { accion: string }) => e.accion === 'estatus');
    expect(step).toMatchObject({ valorAnterior: 'asignado', valorNuevo: 'resuelto', userName: names.fixer });
  });
});

describe('incidents', () => {
  it('an active incident is shown to every signed-in user until it ends', async () => {
    const created = await call('desk', 'POST', `${B}/Incidencias`, {
      titulo: 'Caída del VUCEM',
      descripcion: 'Sin servicio',
      fechaFin: null,
      activo: true,
    });
    expect(created.statusCode).toBe(201);
    expect((await call('outsider', 'GET', `${B}/IncidenciasActiva`)).json().map((i: { titulo: string }) => i.titulo)).toEqual([
      'Caída del VUCEM',
    ]);
    const item = created.json();
    const ended = await call('desk', 'PUT', `${B}/Incidencias/${item.incidenciaId}`, {
      incidenciaId: item.incidenciaId,
      titulo: item.titulo,
      descripcion: item.descripcion,
      fechaFin: new Date(Date.now() - 1000).toISOString(),
      activo: true,
      rowVersion: item.rowVersion,
    });
    expect(ended.statusCode).toBe(200);
    expect((await call('outsider', 'GET', `${B}/IncidenciasActiva`)).json()).toEqual([]);
    expect((await call('desk', 'GET', `${B}/Incidencias?search=vucem`)).json().total).toBe(1);
    expect((await call('desk', 'GET', `${B}/Incidencias/${item.incidenciaId}`)).json().titulo).toBe('Caída del VUCEM');
    expect((await call('outsider', 'GET', `${B}/Incidencias`)).statusCode).toBe(403);
  });
});

describe('a PUT takes back what its GET gave (issue 19)', () => {
  it('tickets, categories, users on guard and incidents save their GET body; a changed read-only field is a 400 naming it', async () => {
    const roundTrip = async (who: string, path: string, change: Record<string, unknown>) => {
      const got = (await call(who, 'GET', path)).json();
      const saved = await call(who, 'PUT', path, { ...got, ...change });
      expect(saved.statusCode, saved.body).toBe(200);
      return { got, saved: saved.json() };
    };
    const category = await roundTrip('desk', `${B}/Categoria/${childId}`, { descripcion: 'Cuentas y buzones' });
    expect(category.saved).toMatchObject({ descripcion: 'Cuentas y buzones', rutaMostrar: category.got.rutaMostrar });
    const renamedPath = await call('desk', 'PUT', `${B}/Categoria/${childId}`, { ...category.saved, rutaMostrar: 'Otra / Ruta' });
    expect(renamedPath.statusCode).toBe(400);
    expect(renamedPath.json().errors).toEqual({ rutaMostrar: [expect.any(String)] });
    expect((await call('desk', 'GET', `${B}/Categoria/${childId}`)).json().rowVersion).toBe(category.saved.rowVersion);

    const incident = (
      await call('desk', 'POST', `${B}/Incidencias`, { titulo: 'Lentitud', descripcion: '', fechaFin: null, activo: true })
    ).json();
    const incidentSaved = await roundTrip('desk', `${B}/Incidencias/${incident.incidenciaId}`, { titulo: 'Lentitud en VUCEM' });
    expect(incidentSaved.saved.titulo).toBe('Lentitud en VUCEM');
    // A stale copy is a 409, even with its read-only fields.
    const stale = await call('desk', 'PUT', `${B}/Incidencias/${incident.incidenciaId}`, incidentSaved.got);
    expect(stale.statusCode).toBe(409);

    const guard = (await call('desk', 'GET', `${B}/UsuariosActivos`)).json().items[0];
    await roundTrip('desk', `${B}/UsuariosActivos/${guard.usuarioActivoId}`, { notas: 'Extensión 300' });

    // The ticket's GET carries the caller's view (next states, SLA time left, evidence as files): all accepted back.
    const mine = (
      await call('reporter', 'POST', `${B}/Ticket`, { ticketCategoriaId: childId, tituloError: 'Impresora', descripcionError: 'Atasco' })
    ).json();
    const ticketSaved = await roundTrip('admin', `${B}/Ticket/${mine.ticketId}`, { prioridad: 'baja' });
    expect(ticketSaved.saved.prioridad).toBe('baja');
    const otherReporter = await call('admin', 'PUT', `${B}/Ticket/${mine.ticketId}`, { ...ticketSaved.saved, usuarioReporta: 'otro' });
    expect(otherReporter.statusCode).toBe(400);
    expect(Object.keys(otherReporter.json().errors)).toEqual(['usuarioReporta']);
  });
});

function editable(x: Ticket) {
  return {
    ticketId: x.ticketId,
    estatus: x.estatus,
    prioridad: x.prioridad,
    ticketCategoriaId: x.ticketCategoriaId,
    usuarioAsignadoId: x.usuarioAsignadoId,
    tituloError: x.tituloError,
    descripcionError: x.descripcionError,
    descripcionSolucion: x.descripcionSolucion,
    evidencias: x.evidencias.map((e) => e.fileId),
    rowVersion: x.rowVersion,
  };
}

function withAuth(req: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: req.payload, headers: { ...req.headers, authorization: `Bearer ${token}` } };
}
