import { and, eq, sql } from 'drizzle-orm';
import { getCatalogue } from '@portal/contract';
import {
  DATA_SHEET_TYPE,
  clasificacionRoute,
  type ClasificacionDetail,
  type clasificarSchema,
  type Tarifa,
} from '@portal/contract/features/classifications';
import type { z } from 'zod';
import {
  clasificacionAdjuntos,
  clasificacionSolicitudes as solicitudes,
  fraccionesNico,
  partes,
  referenceDataVersions,
  rowsOf,
  type Database,
} from '@portal/db';
import { repositoryOf } from '../../catalogues/catalogue.service.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import { inForce, isValidFraccionNico } from '../../platform/reference-data.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findInScope, getClasificacion } from './classifications.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the request's fraction + NICO into the customer's part (creating it when new) and logs the change in the
 * part's log, naming the request. Runs inside the classification's transaction.
 */
async function writePart(tx: Transaction, caller: Pick<Caller, 'scope' | 'userId'>, request: typeof solicitudes.$inferSelect) {
  const repository = repositoryOf(getCatalogue('partes'));
  const [existing] = await tx
    .select({ id: partes.id! })
    .from(partes)
    .where(and(eq(partes.clienteId!, request.clienteId), sql`lower(${partes.numeroParte!}) = lower(${request.numeroParte})`))
    .for('update');
  const note = { key: 'clasificaciones.partLogNote', params: { folio: request.folio } };
  const values: Record<string, unknown> = {
    fraccion: request.fraccion,
    nico: request.nico,
    descripcion: request.descripcion,
    estadoSincronizacion: 'pendiente',
    ...(request.peso !== null ? { peso: request.peso } : {}),
    ...(request.unidadMedida ? { unidadMedida: request.unidadMedida } : {}),
    ...(request.proveedorId ? { proveedorId: request.proveedorId } : {}),
    ...(request.tipoOperacion ? { tipoOperacion: request.tipoOperacion } : {}),
    ...(request.claveDocumento ? { claveDocumento: request.claveDocumento } : {}),
    ...(request.tipoMaterial ? { tipoMaterial: request.tipoMaterial } : {}),
  };
  // The classifier acts for the customer: the part is written whatever the classifier's own scope.
  const all = { clientes: 'all', proveedores: 'all', aduanas: 'all', patentes: 'all' } as const;
  if (existing) {
    const before = await repository.find(tx, existing.id as number, all, true);
    await repository.update(tx, existing.id as number, values, caller.userId);
    const after = await repository.find(tx, existing.id as number, all);
    await repository.audit(tx, { recordId: existing.id as number, action: 'update', userId: caller.userId, before, after, note });
    return existing.id as number;
  }
  const id = await repository.insert(tx, { ...values, clienteId: request.clienteId, numeroParte: request.numeroParte }, caller.userId);
  const after = await repository.find(tx, id, all);
  await repository.audit(tx, { recordId: id, action: 'create', userId: caller.userId, after, note });
  return id;
}

function isSameClassification(
  current: { estado: string; rowVersion: number; clasificadorId: number | null; fraccion: string | null; nico: string | null },
  caller: Pick<Caller, 'userId'>,
  input: z.output<typeof clasificarSchema>,
): boolean {
  return (
    current.estado === 'clasificada' &&
    current.rowVersion === input.rowVersion + 1 &&
    current.clasificadorId === caller.userId &&
    current.fraccion === input.fraccion &&
    current.nico === input.nico
  );
}

/**
 * Pending → classified: checks the data-sheet rule and the tariff code, then in one transaction stores the
 * classification and writes the part. The requester is told.
 */
export async function classify(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  caller: Pick<Caller, 'scope' | 'userId'>,
  solicitudId: number,
  input: z.output<typeof clasificarSchema>,
): Promise<ClasificacionDetail> {
  if (!(await isValidFraccionNico(deps.db, input.fraccion, input.nico))) {
    throw problems.validation({ nico: ['validation.fraccionNicoUnknown'] });
  }
  const result = await deps.db.transaction(async (tx) => {
    const current = await findInScope(tx, caller, solicitudId, true);
    // The user's retry of a save whose answer was lost (a cut connection, a killed server): the same
    // classification, by the same classifier, was the last change; answered as saved, nothing written twice.
    if (isSameClassification(current, caller, input)) return { detail: await getClasificacion(tx, caller, solicitudId), retry: true };
    if (current.rowVersion !== input.rowVersion) throw problems.staleVersion();
    if (current.estado !== 'pendiente') throw problems.conflict('clasificaciones.alreadyClassified', { folio: current.folio });
    if (current.requiereFichaTecnica) {
      const [sheet] = await tx
        .select({ id: clasificacionAdjuntos.adjuntoId })
        .from(clasificacionAdjuntos)
        .where(and(eq(clasificacionAdjuntos.solicitudId, solicitudId), eq(clasificacionAdjuntos.tipo, DATA_SHEET_TYPE)))
        .limit(1);
      if (!sheet) {
        throw new ProblemError({ status: 422, detailKey: 'clasificaciones.dataSheetRequired', code: 'dataSheetRequired' });
      }
    }
    const request = { ...current, fraccion: input.fraccion, nico: input.nico };
    const parteId = await writePart(tx, caller, request);
    await tx
      .update(solicitudes)
      .set({
        fraccion: input.fraccion,
        nico: input.nico,
        notasClasificador: input.notasClasificador ?? current.notasClasificador,
        estado: 'clasificada',
        clasificadorId: caller.userId,
        clasificadaAt: sql`now()`,
        parteId,
        rowVersion: sql`${solicitudes.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(solicitudes.solicitudId, solicitudId));
    return { detail: await getClasificacion(tx, caller, solicitudId), solicitanteId: current.solicitanteId, folio: current.folio };
  });
  if ('retry' in result) return result.detail;
  if (result.solicitanteId !== caller.userId) {
    await notifySafely(deps, [result.solicitanteId], 'classified', {
      solicitudId,
      folio: result.folio,
      fraccion: `${input.fraccion}.${input.nico}`,
    });
  }
  return result.detail;
}

/** Tells the other side; a notification that cannot be stored never undoes the change (the service logs it). */
export async function notifySafely(
  deps: Pick<AppDeps, 'notifications'>,
  userIds: number[],
  key: 'classified' | 'comment' | 'created',
  params: Record<string, string | number>,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await deps.notifications.notifyUsers(userIds, {
      text: { titleKey: `clasificaciones.notify.${key}Title`, bodyKey: `clasificaciones.notify.${key}Body`, params },
      route: clasificacionRoute(params.solicitudId!),
      parameters: { solicitudId: Number(params.solicitudId) },
      origin: 'clasificaciones',
    });
  } catch {
    // logged by the notification service
  }
}

/** Every fraction + NICO in force with its text, and the loaded data version (the browser caches it for a day). */
export async function tarifaEnVigor(db: Database): Promise<Tarifa> {
  const [version] = await db.select({ version: referenceDataVersions.version }).from(referenceDataVersions).limit(1);
  const codigos = await db
    .select({ codigo: fraccionesNico.codigo, descripcion: fraccionesNico.descripcion })
    .from(fraccionesNico)
    .where(inForce(fraccionesNico))
    .orderBy(fraccionesNico.codigo);
  return { version: version?.version ?? '', codigos };
}

/** The users who may classify (Clasificaciones write through a profile of theirs or of one of their roles). */
export async function classifiersOf(db: Database): Promise<number[]> {
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      select usp.user_id from security_profile_permissions p
        join user_security_profiles usp on usp.perfil_seguridad_id = p.perfil_seguridad_id
       where p.resource = 'Clasificaciones' and p.can_write
      union
      select ur.user_id from security_profile_permissions p
        join security_profile_roles spr on spr.perfil_seguridad_id = p.perfil_seguridad_id
        join user_roles ur on ur.role_id = spr.role_id
       where p.resource = 'Clasificaciones' and p.can_write
      limit 500`),
  );
  return rows.map((r) => Number(r.user_id));
}
