import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUB_PATH,
  JOIN_RECORD_EVENT,
  LEAVE_RECORD_EVENT,
  RECORD_CHANGED_EVENT,
  RECORD_PRESENCE_EVENT,
  type RecordChanged,
  type RecordPresence,
} from '@portal/contract';
import { userPatents } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let url: string;
let confrontaId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

async function checker(fullName: string, patente?: string) {
  const user = await t.createUser({ roles: patente ? [] : ['admin'], fullName });
  if (patente) {
    await t.db.insert(userPatents).values({ userId: user.userId, patente });
    await t.grantProfile([['Confrontas', 'r', 'w', 'c']], { userIds: [user.userId] });
  }
  const token = (await t.login(user.userName, user.password)).accessToken;
  const socket = connect(url, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { user, token, socket };
}

/** Collects what a socket hears, so a test can wait for the event it expects whatever arrived before. */
function recorder<T>(socket: Socket, event: string) {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return {
    heard,
    async until(match: (payload: T) => boolean, timeoutMs = 5000): Promise<T> {
      const started = Date.now();
      for (;;) {
        const found = heard.find(match);
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no ${event} matching; heard ${JSON.stringify(heard)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

const join = (socket: Socket, kind: string, id: string | number) =>
  socket.emitWithAck(JOIN_RECORD_EVENT, { kind, id: String(id) }) as Promise<{ ok: boolean }>;

describe('live confrontation through the hub', () => {
  it('shows two checkers each other, sends each one the other scans, and refuses a room outside the scope', async () => {
    const one = await checker('Checador Uno');
    const two = await checker('Checadora Dos');
    const created = await t.call(one.token, 'POST', '/api/Confrontas', {
      numeroControl: 'CTRL-LIVE',
      patente: '3210',
      items: [
        { tipo: 'bulto', codigo: 'LV-1' },
        { tipo: 'bulto', codigo: 'LV-2' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    confrontaId = created.json().confrontaId;
    const presenceOne = recorder<RecordPresence>(one.socket, RECORD_PRESENCE_EVENT);
    const changesOne = recorder<RecordChanged>(one.socket, RECORD_CHANGED_EVENT);
    const changesTwo = recorder<RecordChanged>(two.socket, RECORD_CHANGED_EVENT);

    expect(await join(one.socket, 'confronta', confrontaId)).toEqual({ ok: true });
    expect(await join(two.socket, 'confronta', confrontaId)).toEqual({ ok: true });
    const both = await presenceOne.until((p) => p.users.length === 2);
    expect(both).toEqual({
      kind: 'confronta',
      id: String(confrontaId),
      users: [
        { userId: one.user.userId, nombre: 'Checador Uno' },
        { userId: two.user.userId, nombre: 'Checadora Dos' },
      ],
    });

    // Two scans by the second checker reach the first one (and the second, who may ignore its own).
    const scan = await t.call(two.token, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'LV-1' });
    expect(scan.statusCode, scan.body).toBe(200);
    const heard = await changesOne.until((c) => c.change === 'scan');
    expect(heard).toMatchObject({ kind: 'confronta', id: String(confrontaId), byUserId: two.user.userId, data: { confrontados: 1 } });
    await changesTwo.until((c) => c.change === 'scan');
    // A repeated scan changes nothing: nobody is told.
    await t.call(two.token, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'LV-1' });
    await t.call(two.token, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'LV-2' });
    await changesOne.until((c) => (c.data as { confrontados?: number } | undefined)?.confrontados === 2);
    expect(changesOne.heard.filter((c) => c.change === 'scan')).toHaveLength(2);

    // The second leaves: the first sees itself alone.
    two.socket.emit(LEAVE_RECORD_EVENT, { kind: 'confronta', id: String(confrontaId) });
    await presenceOne.until((p) => p.users.length === 1 && p.users[0]!.userId === one.user.userId);

    // A checker of another patent cannot join (data scope), nor can anyone join an unknown record or kind.
    const outsider = await checker('Checador Externo', '9999');
    const changesOutsider = recorder<RecordChanged>(outsider.socket, RECORD_CHANGED_EVENT);
    expect(await join(outsider.socket, 'confronta', confrontaId)).toEqual({ ok: false });
    expect(await join(one.socket, 'confronta', 999999)).toEqual({ ok: false });
    expect(await join(one.socket, 'unknownKind', 1)).toEqual({ ok: false });
    expect(await join(one.socket, 'previo', 'not-a-uuid')).toEqual({ ok: false });
    await t.call(one.token, 'POST', `/api/Confrontas/${confrontaId}/Concluir`, { motivo: null });
    await changesOne.until((c) => c.change === 'concluded');
    expect(changesOutsider.heard).toEqual([]);
  });

  it('drops a disconnected checker from the presence of the others', async () => {
    const one = await checker('Primera');
    const two = await checker('Segundo');
    const presenceOne = recorder<RecordPresence>(one.socket, RECORD_PRESENCE_EVENT);
    await join(one.socket, 'confronta', confrontaId);
    await join(two.socket, 'confronta', confrontaId);
    const names = (p: RecordPresence) => p.users.map((u) => u.nombre);
    await presenceOne.until((p) => names(p).includes('Segundo'));
    const heardBefore = presenceOne.heard.length;
    two.socket.disconnect();
    await presenceOne.until(
      (p) => presenceOne.heard.indexOf(p) >= heardBefore && names(p).includes('Primera') && !names(p).includes('Segundo'),
    );
  });
});
