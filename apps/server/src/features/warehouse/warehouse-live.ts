import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findConfronta } from './confrontas.service.ts';
import { getPrevio } from './previos.service.ts';

/** The hub's record rooms of this feature: a screen on one previo or confrontation joins its room. */
export const PREVIO_ROOM = 'previo';
export const CONFRONTA_ROOM = 'confronta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Joining a room needs what reading the record needs: the resource's read permission and the record within the
 * caller's data scope (the same lookups the API's item routes use; outside the scope they throw, so: refused).
 */
export function registerWarehouseRooms(deps: AppDeps): void {
  deps.realtime.registerRecordRoom(PREVIO_ROOM, async (caller: Caller, id) => {
    if (!UUID.test(id) || !caller.ability.can('read', 'Previos')) return false;
    await getPrevio(deps.db, caller, id);
    return true;
  });
  deps.realtime.registerRecordRoom(CONFRONTA_ROOM, async (caller: Caller, id) => {
    if (!/^\d{1,9}$/.test(id) || !caller.ability.can('read', 'Confrontas')) return false;
    await findConfronta(deps.db, caller, Number(id));
    return true;
  });
}

/** Tells the others on the record that it changed (they read it again); `data` is what changed, when small. */
export function announceChange(deps: AppDeps, room: string, id: string | number, caller: Caller, change: string, data?: unknown): void {
  deps.realtime.sendToRecord(room, id, { change, byUserId: caller.userId, ...(data === undefined ? {} : { data }) });
}
