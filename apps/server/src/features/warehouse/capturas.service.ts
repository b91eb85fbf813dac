import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CaptureResult, captureInputSchema } from '@portal/contract/features/capturas';
import { almacenCapturas, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { confirmCarga, getCarga, startCarga } from './cargas.service.ts';
import { scanCode } from './confrontas.service.ts';
import { createPrevio, updatePrevio } from './previos.service.ts';
import { announceChange, CONFRONTA_ROOM, PREVIO_ROOM } from './warehouse-live.ts';

type Capture = z.output<typeof captureInputSchema>;

/** Which permission a capture needs (the route lets in anyone who may capture something; this is per kind). */
function checkAbility(caller: Caller, capture: Capture): void {
  const [action, resource] =
    capture.tipo === 'previo'
      ? ([capture.previoId ? 'write' : 'create', 'Previos'] as const)
      : ([capture.tipo === 'carga' ? 'create' : 'write', 'Confrontas'] as const);
  if (!caller.ability.can(action, resource)) throw problems.forbidden(action, resource);
}

/** Writes what the capture says inside `tx`; answers the record it made or changed. */
async function apply(tx: Database, caller: Caller, capture: Capture): Promise<string> {
  switch (capture.tipo) {
    case 'previo': {
      const saved = capture.previoId
        ? await updatePrevio(tx, caller, capture.previoId, capture.previo)
        : await createPrevio(tx, caller, capture.previo);
      return saved.previoId;
    }
    case 'escaneo':
      return String((await scanCode(tx, caller, capture.confrontaId, capture.escaneo)).item.itemId);
    case 'carga':
      return String((await startCarga(tx, caller, capture.carga)).cargaId);
  }
}

/** The second send of a load capture may bring its confirmation (plates, number) once the photo is there. */
async function confirmLoad(db: Database, caller: Caller, capture: Capture, cargaId: string): Promise<boolean> {
  if (capture.tipo !== 'carga' || !capture.confirmar) return false;
  const carga = await getCarga(db, caller, Number(cargaId));
  if (carga.estado !== 'abierta') return false;
  await confirmCarga(db, caller, carga.cargaId, capture.confirmar);
  return true;
}

/**
 * Stores one offline capture once (decision 0105). The key's row and the record are written in one transaction:
 * a refused capture (409 conflict: someone else saved the previo or closed the confrontation meanwhile; 422 a
 * broken rule) leaves neither, so the phone keeps it and may send it again. A key already stored answers the
 * record it made, writing nothing; two sends at the same moment wait on the key's primary key, one writes.
 */
export async function storeCapture(deps: AppDeps, caller: Caller, capture: Capture): Promise<CaptureResult> {
  checkAbility(caller, capture);
  const key = and(eq(almacenCapturas.userId, caller.userId), eq(almacenCapturas.clave, capture.clave));
  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(almacenCapturas)
      .values({ userId: caller.userId, clave: capture.clave, tipo: capture.tipo, recursoId: '' })
      .onConflictDoNothing()
      .returning({ clave: almacenCapturas.clave });
    if (!claimed) {
      const [stored] = await tx.select().from(almacenCapturas).where(key);
      if (!stored || stored.tipo !== capture.tipo) throw problems.validation({ clave: ['validation.invalidValue'] });
      return { recursoId: stored.recursoId, repetida: true };
    }
    const recursoId = await apply(tx as unknown as Database, caller, capture);
    await tx.update(almacenCapturas).set({ recursoId }).where(key);
    return { recursoId, repetida: false };
  });
  const confirmed = await confirmLoad(deps.db, caller, capture, outcome.recursoId);
  if (!outcome.repetida) announce(deps, caller, capture, outcome.recursoId);
  return { clave: capture.clave, tipo: capture.tipo, recursoId: outcome.recursoId, repetida: outcome.repetida && !confirmed };
}

function announce(deps: AppDeps, caller: Caller, capture: Capture, recursoId: string): void {
  if (capture.tipo === 'previo') announceChange(deps, PREVIO_ROOM, recursoId, caller, 'saved');
  if (capture.tipo === 'escaneo') announceChange(deps, CONFRONTA_ROOM, capture.confrontaId, caller, 'scan');
}
