import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clasificacionSolicitudes, partes, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let clienteA: number;
let clienteB: number;

const call = (who: string, method: string, url: string, body?: unknown, language = 'es-MX') =>
  t.call(tokens[who]!, method, url, body, { 'accept-language': language });

function pdfUpload(who: string, solicitudId: number, tipo: number) {
  const boundary = '----cls-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ficha.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from('%PDF-1.4\n%ficha\n%%EOF\n'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: `/api/Clasificaciones/${solicitudId}/Adjuntos?tipo=${tipo}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tokens[who]}` },
  });
}

async function user(name: string, roles: string[], grants: string[][], clientes: number[] = []) {
  const u = await t.createUser({ roles, fullName: `Usuario ${name}` });
  for (const clienteId of clientes) await t.db.insert(userCustomers).values({ userId: u.userId, clienteId });
  if (grants.length) await t.grantProfile(grants as never, { userIds: [u.userId] });
  ids[name] = u.userId;
  tokens[name] = (await t.login(u.userName, u.password)).accessToken;
}

const request = (numeroParte: string, extra: Record<string, unknown> = {}) => ({
  tipoSolicitud: 1,
  clienteId: clienteA,
  numeroParte,
  descripcion: `Pieza ${numeroParte}`,
  peso: '1.25',
  tipoOperacion: '1',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await user('admin', ['admin'], []);
  const a = await call('admin', 'POST', '/api/Clientes', { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' });
  const b = await call('admin', 'POST', '/api/Clientes', { nombreCorto: 'OTRO', razonSocial: 'OTRO SA DE CV', rfc: 'SAT970701NN3' });
  expect(a.statusCode, a.body).toBe(201);
  expect(b.statusCode, b.body).toBe(201);
  clienteA = a.json().clienteId;
  clienteB = b.json().clienteId;
  await user(
    'requester',
    ['client'],
    [
      ['Clasificaciones', 'r', 'c'],
      ['Partes', 'r'],
    ],
    [clienteA],
  );
  await user(
    'classifier',
    ['editor'],
    [
      ['Clasificaciones', 'r', 'w'],
      ['Partes', 'r'],
    ],
  );
  await user('outsider', ['client'], [['Clasificaciones', 'r', 'c']], [clienteB]);
  await user('reader', ['editor'], [['Clasificaciones', 'r']]);
});
afterAll(async () => {
  await t.close();
});

describe('classification requests', () => {
  it('creates a pending request with a folio, and lists it only inside the scope', async () => {
    const res = await call('requester', 'POST', '/api/Clasificaciones', request('NP-100'));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ estado: 'pendiente', numeroParte: 'NP-100', clienteNombre: 'ACME', solicitanteId: ids.requester });
    expect(created.folio).toBe(`SC-${String(created.solicitudId).padStart(6, '0')}`);
    const mine = await call('requester', 'GET', '/api/Clasificaciones?search=np-100');
    expect(mine.json()).toMatchObject({ total: 1, items: [{ solicitudId: created.solicitudId }] });
    const theirs = await call('outsider', 'GET', '/api/Clasificaciones');
    expect(theirs.json().total).toBe(0);
    expect((await call('outsider', 'GET', `/api/Clasificaciones/${created.solicitudId}`)).statusCode).toBe(404);
    // The outsider cannot create for a customer that is not theirs, and nothing is written.
    const before = await t.db.select({ n: count() }).from(clasificacionSolicitudes);
    const refused = await call('outsider', 'POST', '/api/Clasificaciones', request('NP-X'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.clienteId).toBeDefined();
    expect(await t.db.select({ n: count() }).from(clasificacionSolicitudes)).toEqual(before);
    // Read-only users cannot create; filters work.
    expect((await call('reader', 'POST', '/api/Clasificaciones', request('NP-Y'))).statusCode).toBe(403);
    const pending = await call(
      'classifier',
      'GET',
      `/api/Clasificaciones?estado=pendiente&clienteId=${clienteA}&solicitanteId=${ids.requester}`,
    );
    expect(pending.json().total).toBe(1);
    expect((await call('classifier', 'GET', '/api/Clasificaciones?estado=otro')).statusCode).toBe(400);
  });

  it('warns when the part number exists for the customer or was requested before, naming both', async () => {
    const part = await call('admin', 'POST', '/api/Partes', {
      clienteId: clienteA,
      numeroParte: 'NP-200',
      descripcion: 'Tornillo',
      fraccion: '01012101',
      nico: '00',
      estadoSincronizacion: 'sincronizado',
    });
    expect(part.statusCode, part.body).toBe(201);
    const dup = await call('requester', 'POST', '/api/Clasificaciones', request('np-200'), 'en-US');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toContain('np-200');
    expect(dup.json().errors.numeroParte).toEqual(['Part number np-200 already exists for this customer or was requested before']);
    expect(dup.json().duplicados.parte).toMatchObject({ parteId: part.json().parteId, numeroParte: 'NP-200' });
    const check = await call('requester', 'GET', `/api/Clasificaciones/Duplicados?clienteId=${clienteA}&numeroParte=NP-100`);
    expect(check.statusCode).toBe(200);
    expect(check.json().parte).toBeNull();
    expect(check.json().solicitudes).toHaveLength(1);
    // Another request for a number requested before (its exact repeat would be a retry, answered with it: below).
    const again = await call('requester', 'POST', '/api/Clasificaciones', request('NP-100', { descripcion: 'Otra pieza' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().duplicados.solicitudes[0].folio).toMatch(/^SC-/);
    const confirmed = await call(
      'requester',
      'POST',
      '/api/Clasificaciones',
      request('np-200', { confirmarDuplicado: true, tipoSolicitud: 2 }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('answers the retry of a create whose answer was lost with the request it made: no duplicate, no second notice', async () => {
    const desk = async () => (await call('classifier', 'GET', '/api/Perfil/Notificaciones')).json().total as number;
    const deskBefore = await desk();
    const first = await call('requester', 'POST', '/api/Clasificaciones', request('NP-700'));
    expect(first.statusCode, first.body).toBe(201);
    // The same save again: the request that went through, not a duplicate-part warning naming it.
    const retry = await call('requester', 'POST', '/api/Clasificaciones', request('NP-700'));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // A create confirmed past the warning and retried is one request too.
    const confirmed = request('NP-700', { tipoSolicitud: 2, confirmarDuplicado: true });
    const second = await call('requester', 'POST', '/api/Clasificaciones', confirmed);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().solicitudId).not.toBe(first.json().solicitudId);
    expect((await call('requester', 'POST', '/api/Clasificaciones', confirmed)).json().solicitudId).toBe(second.json().solicitudId);
    // Sent twice at once (a double click, a retry racing its original): one request.
    const both = await Promise.all([1, 2].map(() => call('requester', 'POST', '/api/Clasificaciones', request('NP-701'))));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[1]!.json().solicitudId).toBe(both[0]!.json().solicitudId);
    const rows = await t.db
      .select({ n: count() })
      .from(clasificacionSolicitudes)
      .where(inArray(clasificacionSolicitudes.numeroParte, ['NP-700', 'NP-701']));
    expect(rows[0]!.n).toBe(3);
    expect(await desk()).toBe(deskBefore + 3);
    // Not a repeat: another description, or the same one after the request was edited (the warning again).
    const other = await call('requester', 'POST', '/api/Clasificaciones', request('NP-701', { descripcion: 'Otra pieza' }));
    expect(other.statusCode).toBe(409);
    const created = both[0]!.json();
    const edited = { ...request('NP-701'), peso: '2', rowVersion: created.rowVersion, solicitudId: created.solicitudId };
    expect((await call('classifier', 'PUT', `/api/Clasificaciones/${created.solicitudId}`, edited)).statusCode).toBe(200);
    expect((await call('requester', 'POST', '/api/Clasificaciones', { ...request('NP-701'), peso: '2' })).statusCode).toBe(409);
  });

  it('classifying writes the fraction + NICO into a new part, logged with the request', async () => {
    const created = (await call('requester', 'POST', '/api/Clasificaciones', request('NP-300', { unidadMedida: '6' }))).json();
    expect(
      (
        await call('requester', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, {
          fraccion: '01012101',
          nico: '00',
          rowVersion: 1,
        })
      ).statusCode,
    ).toBe(403);
    const unknown = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, {
      fraccion: '01012101',
      nico: '77',
      rowVersion: created.rowVersion,
    });
    expect(unknown.statusCode).toBe(400);
    const res = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, {
      fraccion: '0101.21.01',
      nico: '00',
      notasClasificador: 'Caballos reproductores',
      rowVersion: created.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ estado: 'clasificada', fraccion: '01012101', nico: '00', clasificadorId: ids.classifier });
    expect(done.fraccionTexto).toBeTruthy();
    const part = await call('admin', 'GET', `/api/Partes/${done.parteId}`);
    expect(part.json()).toMatchObject({
      clienteId: clienteA,
      numeroParte: 'NP-300',
      fraccion: '01012101',
      nico: '00',
      estadoSincronizacion: 'pendiente',
    });
    // The retry of the same save (its answer lost): answered as saved, written once.
    const retried = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, {
      fraccion: '0101.21.01',
      nico: '00',
      rowVersion: created.rowVersion,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ rowVersion: done.rowVersion, parteId: done.parteId });
    const log = await call('admin', 'GET', `/api/Partes/${done.parteId}/Bitacora`, undefined, 'en-US');
    expect(log.json().items[0]).toMatchObject({ action: 'create', note: `Classified by request ${created.folio}` });
    expect(log.json().total).toBe(1);
    // Classified is final: a second classification and an edit are refused.
    const twice = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, {
      fraccion: '01012101',
      nico: '00',
      rowVersion: done.rowVersion,
    });
    expect(twice.statusCode).toBe(409);
    // The requester was told.
    const notes = (await call('requester', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(notes.items[0]).toMatchObject({ ruta: `/apps/classification/edit/${created.solicitudId}` });
  });

  it('updates the existing part of a reclassification, and its log names the request', async () => {
    const [existing] = await t.db.select().from(partes).where(eq(partes.numeroParte!, 'NP-200'));
    const list = (await call('classifier', 'GET', '/api/Clasificaciones?search=np-200')).json();
    const target = list.items[0];
    const res = await call('classifier', 'POST', `/api/Clasificaciones/${target.solicitudId}/Clasificar`, {
      fraccion: '01051103',
      nico: '91',
      rowVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parteId).toBe(existing!.id);
    const log = (await call('admin', 'GET', `/api/Partes/${existing!.id}/Bitacora`)).json();
    expect(log.items[0]).toMatchObject({ action: 'update', note: `Clasificada por la solicitud ${target.folio}` });
    expect(log.items[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'fraccion', before: '01012101', after: '01051103' })]),
    );
  });

  it('does not classify a request that needs a data sheet until one is attached', async () => {
    const created = (await call('requester', 'POST', '/api/Clasificaciones', request('NP-400', { requiereFichaTecnica: true }))).json();
    const body = { fraccion: '01012101', nico: '00', rowVersion: created.rowVersion };
    const refused = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, body, 'en-US');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('data sheet');
    expect((await t.db.select().from(partes).where(eq(partes.numeroParte!, 'NP-400'))).length).toBe(0);
    // Another kind of file does not count; the data sheet does.
    expect((await pdfUpload('requester', created.solicitudId, 1)).statusCode).toBe(201);
    expect((await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, body)).statusCode).toBe(422);
    const sheet = await pdfUpload('requester', created.solicitudId, 5);
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect((await pdfUpload('outsider', created.solicitudId, 5)).statusCode).toBe(404);
    const files = (await call('classifier', 'GET', `/api/Clasificaciones/${created.solicitudId}/Adjuntos`)).json();
    expect(files).toHaveLength(2);
    const download = await call('classifier', 'GET', `/api/Clasificaciones/${created.solicitudId}/Adjuntos/${files[0].adjuntoId}`);
    expect(download.body).toContain('%PDF');
    const ok = await call('classifier', 'POST', `/api/Clasificaciones/${created.solicitudId}/Clasificar`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tieneFichaTecnica).toBe(true);
  });

  it('keeps a conversation between requester and classifier, telling the other side', async () => {
    const created = (await call('requester', 'POST', '/api/Clasificaciones', request('NP-500'))).json();
    const path = `/api/Clasificaciones/${created.solicitudId}/Comentarios`;
    // A new request, and the requester's words on an unassigned one, land on the classifiers' desk.
    const created0 = (await call('classifier', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(created0.items[0].titulo).toContain(created.folio);
    expect((await call('requester', 'POST', path, { texto: '¿Qué material es?' })).statusCode).toBe(201);
    const desk = (await call('classifier', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(desk.items[0]).toMatchObject({ ruta: `/apps/classification/edit/${created.solicitudId}` });
    expect(desk.total).toBe(created0.total + 1);
    const answer = await call('classifier', 'POST', path, { texto: 'Acero inoxidable' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ userId: ids.classifier, texto: 'Acero inoxidable' });
    // Answering took the request; the requester was told of the answer.
    expect((await call('classifier', 'GET', `/api/Clasificaciones/${created.solicitudId}`)).json().clasificadorId).toBe(ids.classifier);
    const notes = (await call('requester', 'GET', '/api/Perfil/Notificaciones')).json();
    expect(notes.items[0].titulo).toContain(created.folio);
    const thread = (await call('requester', 'GET', path)).json();
    expect(thread.map((c: { texto: string }) => c.texto)).toEqual(['¿Qué material es?', 'Acero inoxidable']);
    expect((await call('reader', 'POST', path, { texto: 'hola' })).statusCode).toBe(403);
    expect((await call('outsider', 'GET', path)).statusCode).toBe(404);
    expect((await call('requester', 'POST', path, { texto: '   ' })).statusCode).toBe(400);
  });

  it('edits a pending request with its version, and refuses a stale one', async () => {
    const created = (await call('requester', 'POST', '/api/Clasificaciones', request('NP-600'))).json();
    const body = { ...request('NP-600'), descripcion: 'Otra', rowVersion: created.rowVersion, solicitudId: created.solicitudId };
    const saved = await call('classifier', 'PUT', `/api/Clasificaciones/${created.solicitudId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ descripcion: 'Otra', rowVersion: created.rowVersion + 1 });
    expect((await call('classifier', 'PUT', `/api/Clasificaciones/${created.solicitudId}`, body)).statusCode).toBe(409);
    // The body its GET gave comes back as it is (issue 19); a changed folio is a 400 naming it.
    const got = (await call('classifier', 'GET', `/api/Clasificaciones/${created.solicitudId}`)).json();
    const again = await call('classifier', 'PUT', `/api/Clasificaciones/${created.solicitudId}`, { ...got, descripcion: 'Con su GET' });
    expect(again.statusCode, again.body).toBe(200);
    const folio = await call('classifier', 'PUT', `/api/Clasificaciones/${created.solicitudId}`, {
      ...(again.json() as object),
      folio: 'SC-1',
    });
    expect(folio.statusCode).toBe(400);
    expect(Object.keys(folio.json().errors)).toEqual(['folio']);
    const exported = await call('classifier', 'GET', '/api/Clasificaciones/Exportar?formato=csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('NP-600');
  });
});
