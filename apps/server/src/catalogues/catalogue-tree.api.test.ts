import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { TREE_NODE_LIMIT, type TreeNode } from '@portal/contract/catalogues/tree';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The tree option of the engine, on the organisation chart's areas: `GET …/Arbol` and the cycle rule. */
const areas = getCatalogue('areas');
const levels = getCatalogue('nivelesJerarquicos');
const treeUrl = `${areas.apiPath}/Arbol`;

type Row = Record<string, unknown>;

let t: TestApp;
let admin: string;
let levelId: number;

async function createArea(nombre: string, areaDependeId: number | null, orden: number, indice?: string): Promise<Row> {
  const res = await t.call(admin, 'POST', areas.apiPath, { nombre, nivelJerarquicoId: levelId, areaDependeId, orden, indice });
  if (res.statusCode !== 201) throw new Error(`create area: ${res.statusCode} ${res.body}`);
  return res.json<Row>();
}

async function read(id: number): Promise<Row> {
  return (await t.call(admin, 'GET', `${areas.apiPath}/${id}`)).json<Row>();
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(a.userName, a.password)).accessToken;
  const level = await t.call(admin, 'POST', levels.apiPath, { nombre: 'Dirección', orden: 1 });
  levelId = level.json<Row>().nivelJerarquicoId as number;
});
afterAll(async () => {
  await t.close();
});

describe('catalogue tree', () => {
  it('answers every node with its parent, text, order and the list columns', async () => {
    const root = await createArea('Dirección General', null, 1, '1');
    const second = await createArea('Operaciones', root.areaId as number, 2, '1.2');
    const first = await createArea('Administración', root.areaId as number, 1, '1.1');
    const res = await t.call(admin, 'GET', treeUrl);
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json<TreeNode[]>();
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get(root.areaId as number)).toMatchObject({ parentId: null, text: 'Dirección General', order: 1 });
    expect(byId.get(first.areaId as number)).toMatchObject({
      parentId: root.areaId,
      text: 'Administración',
      order: 1,
      fields: { indice: '1.1', nivelJerarquicoId: levelId, nivelJerarquicoTexto: 'Dirección' },
    });
    expect(byId.get(second.areaId as number)?.parentId).toBe(root.areaId);
    // By order: the first child comes before the second.
    const ids = nodes.map((node) => node.id);
    expect(ids.indexOf(first.areaId as number)).toBeLessThan(ids.indexOf(second.areaId as number));
  });

  it('refuses a record as its own parent', async () => {
    const area = await createArea('Calidad', null, 3);
    const res = await t.call(
      admin,
      'PUT',
      `${areas.apiPath}/${area.areaId as number}`,
      { ...pickInput(area), areaDependeId: area.areaId, rowVersion: 1 },
      { 'accept-language': 'es-MX' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      areaDependeId: ['Un registro no puede depender de sí mismo ni de uno que depende de él'],
    });
    expect((await read(area.areaId as number)).areaDependeId).toBeNull();
  });

  it('refuses a descendant as the new parent (A→B→C, then A under C) and writes nothing', async () => {
    const a = await createArea('Área A', null, 4);
    const b = await createArea('Área B', a.areaId as number, 1);
    const c = await createArea('Área C', b.areaId as number, 1);
    const res = await t.call(
      admin,
      'PUT',
      `${areas.apiPath}/${a.areaId as number}`,
      { ...pickInput(a), nombre: 'Área A renombrada', areaDependeId: c.areaId, rowVersion: 1 },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.areaDependeId).toEqual([
      'A record cannot depend on itself or on one that depends on it',
    ]);
    const after = await read(a.areaId as number);
    expect(after).toMatchObject({ nombre: 'Área A', areaDependeId: null, rowVersion: 1 });
    const log = await t.call(admin, 'GET', `${areas.apiPath}/${a.areaId as number}/Bitacora`);
    expect(log.json<{ total: number }>().total).toBe(1);

    // Moving a branch elsewhere (C under A directly) is fine.
    const moved = await t.call(admin, 'PUT', `${areas.apiPath}/${c.areaId as number}`, {
      ...pickInput(c),
      areaDependeId: a.areaId,
      rowVersion: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Row>().areaDependeId).toBe(a.areaId);
  });

  it('refuses signed-out callers (401) and callers without read on human resources (403)', async () => {
    expect((await t.call(null, 'GET', treeUrl)).statusCode).toBe(401);
    const user = await t.createUser({ roles: ['subscriber'] });
    const token = (await t.login(user.userName, user.password)).accessToken;
    expect((await t.call(token, 'GET', treeUrl)).statusCode).toBe(403);
    const reader = await t.createUser();
    await t.grantProfile([['RecursosHumanos', 'r']], { userIds: [reader.userId] });
    const readerToken = (await t.login(reader.userName, reader.password)).accessToken;
    expect((await t.call(readerToken, 'GET', treeUrl)).statusCode).toBe(200);
  });

  // Last: it fills the table.
  it(`refuses a tree of more than ${TREE_NODE_LIMIT} nodes with a problem saying so`, async () => {
    await t.db.execute(
      sql`insert into ${sql.identifier(areas.table)} (nombre, nivel_jerarquico_id, orden) select 'Área ' || g, ${levelId}::int, 1 from generate_series(1, ${TREE_NODE_LIMIT}) g`,
    );
    const res = await t.call(admin, 'GET', treeUrl, undefined, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'treeTooLarge',
      detail: expect.stringContaining('at most 5000'),
    });
  });
});

/** The editable fields of an item, as a PUT body takes them. */
function pickInput(item: Row): Row {
  return Object.fromEntries(Object.keys(areas.fields).map((name) => [name, item[name]]));
}
