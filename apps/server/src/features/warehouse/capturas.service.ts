import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CaptureResult, captureInputSchema } from '@portal/contract/features/capturas';
import { almacenCapturas, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { confirmCarga, getCarga, startCarga } from './cargas.service.ts';
import { concludeConfronta, createConfronta, scanCode } from './confrontas.service.ts';
import { createPrevio, updatePrevio } from './previos.service.ts';
import { announceChange, CONFRONTA_ROOM, PREVIO_ROOM } from './warehouse-live.ts';

type Capture = z.output<typeof captureInputSchema>;

/** Which permission a capture needs (the route lets in anyone who may capture something; this is per kind). */
function checkAbility(caller: Caller, capture: Capture): void {
  const [action, resource] =
    capture.tipo === 'previo'
      ? ([capture.previoId ? 'write' : 'create', 'Previos'] as const)
      : ([capture.tipo === 'carga' || capture.tipo === 'confronta' ? 'create' : 'write', 'Confrontas'] as const);
  if (!caller.ability.can(action, resource)) throw problems.forbidden(action, resource);
}

/**
 * The confrontation's number: given, or the one the caller's earlier capture `ref` created (a confrontation created
 * offline, sent before by the queue). That capture refused or never sent: 422, nothing written.
 */
async function confrontaOf(tx: Database, caller: Caller, ref: number | string): Promise<number> {
  if (typeof ref === 'number') return ref;
  const [made] = await tx
    .select({ recursoId: almacenCapturas.recursoId })
    .from(almacenCapturas)
    .where(and(eq(almacenCapturas.userId, caller.userId), eq(almacenCapturas.clave, ref), eq(almacenCapturas.tipo, 'confronta')));
  if (!made?.recursoId) throw new ProblemError({ status: 422, detailKey: 'confrontas.notCreated', code: 'confrontaNotCreated' });
  return Number(made.recursoId);
}

/** Writes what the capture says inside `tx`; answers the record it made or changed (and the confrontation it is about). */
async function apply(tx: Database, caller: Caller, capture: Capture): Promise<{ recursoId: string; confrontaId?: number }> {
  switch (capture.tipo) {
    case 'previo': {
      const saved = capture.previoId
        ? await updatePrevio(tx, caller, capture.previoId, capture.previo)
        : await createPrevio(tx, caller, capture.previo);
      return { recursoId: saved.previoId };
    }
    case 'confronta': {
      const { confrontaId } = await createConfronta(tx, caller, capture.confronta);
      return { recursoId: String(confrontaId), confrontaId };
    }
    case 'escaneo': {
      const confrontaId = await confrontaOf(tx, caller, capture.confrontaId);
      return { recursoId: String((await scanCode(tx, caller, confrontaId, capture.escaneo)).item.itemId), confrontaId };
    }
    case 'concluir': {
      const confrontaId = await confrontaOf(tx, caller, capture.confrontaId);
      await concludeConfronta(tx, caller, confrontaId, capture.conclusion);
      return { recursoId: String(confrontaId), confrontaId };
    }
    case 'carga': {
      const confrontaId = await confrontaOf(tx, caller, capture.carga.confrontaId);
      return { recursoId: String((await startCarga(tx, caller, { ...capture.carga, confrontaId })).cargaId), confrontaId };
    }
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
    const applied = await apply(tx as unknown as Database, caller, capture);
    await tx.update(almacenCapturas).set({ recursoId: applied.recursoId }).where(key);
    return { ...applied, repetida: false };
  });
  const confirmed = await confirmLoad(deps.db, caller, capture, outcome.recursoId);
  if (!outcome.repetida) announce(deps, caller, capture, outcome);
  return { clave: capture.clave, tipo: capture.tipo, recursoId: outcome.recursoId, repetida: outcome.repetida && !confirmed };
}

function announce(deps: AppDeps, caller: Caller, capture: Capture, applied: { recursoId: string; confrontaId?: number }): void {
  if (capture.tipo === 'previo') announceChange(deps, PREVIO_ROOM, applied.recursoId, caller, 'saved');
  if (applied.confrontaId === undefined) return;
  if (capture.tipo === 'escaneo') announceChange(deps, CONFRONTA_ROOM, applied.confrontaId, caller, 'scan');
  if (capture.tipo === 'concluir') announceChange(deps, CONFRONTA_ROOM, applied.confrontaId, caller, 'concluded');
}
