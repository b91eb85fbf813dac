import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { parseSort } from '@portal/contract';
import type { Carga, cargaConfirmSchema, cargaListQuerySchema, cargaStartSchema } from '@portal/contract/features/confrontas';
import { cargas, choferes, confrontaItems, confrontas, type Database, isoInstantOrNull, isoInstant } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { StoredFileRow } from '../../platform/files.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { confrontaScope, findConfronta } from './confrontas.service.ts';
import { fitPhoto } from './previo-photos.service.ts';

const invalidBadge = () =>
  new ProblemError({
    status: 422,
    detailKey: 'confrontas.invalidBadge',
    code: 'invalidBadge',
    errors: { gafete: ['confrontas.invalidBadge'] },
  });

const columns = {
  cargaId: cargas.cargaId,
  confrontaId: cargas.confrontaId,
  numeroControl: confrontas.numeroControl,
  choferNombre: sql<string>`${choferes.nombre}`,
  gafete: sql<string>`${choferes.gafete}`,
  placas: cargas.placas,
  numeroEconomico: cargas.numeroEconomico,
  estado: cargas.estado,
  tieneFoto: sql<boolean>`${cargas.fotoVehiculoId} is not null`,
  bultos: sql<number>`(select count(*)::int from ${confrontaItems} where ${confrontaItems.confrontaId} = ${cargas.confrontaId} and ${confrontaItems.tipo} = 'bulto' and ${confrontaItems.estado} = 'confrontado')`,
  createdAt: cargas.createdAt,
  confirmadaAt: cargas.confirmadaAt,
};
type Row = { [K in keyof typeof columns]: unknown };

const LIST: ListDefinition = {
  id: cargas.cargaId,
  sorts: { cargaId: cargas.cargaId, createdAt: cargas.createdAt },
  defaultSort: { field: 'cargaId', direction: 'desc' },
};
const rows = (db: Database): ListSource => ({
  columns,
  shape: 'warehouse:cargas',
  from: (selection) =>
    db
      .select(selection)
      .from(cargas)
      .innerJoin(confrontas, eq(confrontas.confrontaId, cargas.confrontaId))
      .innerJoin(choferes, eq(choferes.id!, cargas.choferId))
      .$dynamic(),
});

function toCarga(row: Row): Carga {
  const r = row as Carga & { createdAt: Date; confirmadaAt: Date | null };
  return {
    ...r,
    bultos: Number(r.bultos),
    createdAt: isoInstant(r.createdAt),
    confirmadaAt: isoInstantOrNull(r.confirmadaAt),
  };
}

export async function listCargas(db: Database, caller: Caller, query: z.output<typeof cargaListQuerySchema>) {
  const conditions: (SQL | undefined)[] = [confrontaScope(caller)];
  if (query.estado) conditions.push(eq(cargas.estado, query.estado));
  const page = await listPage<Row>(
    db,
    LIST,
    rows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: and(...conditions) },
    'cargaId',
  );
  return { ...page, items: page.items.map(toCarga) };
}

export async function getCarga(db: Database, caller: Caller, cargaId: number): Promise<Carga> {
  const [row] = await rows(db)
    .from(columns)
    .where(and(eq(cargas.cargaId, cargaId), confrontaScope(caller)));
  if (!row) throw problems.notFound();
  return toCarga(row as Row);
}

/**
 * Scanning the driver's badge starts the load of a confrontation. An unknown or inactive badge, or one whose
 * driver has a load still open, is refused: "Invalid badge" (spec point 8); nothing is written.
 */
export async function startCarga(db: Database, caller: Caller, body: z.output<typeof cargaStartSchema>): Promise<Carga> {
  await findConfronta(db, caller, body.confrontaId);
  // The drivers' catalogue keeps badges unique regardless of case (its unique index is on lower(gafete)).
  const [driver] = await db
    .select({ choferId: sql<number>`${choferes.id}`, activo: sql<boolean>`${choferes.activo}` })
    .from(choferes)
    .where(sql`lower(${choferes.gafete}) = lower(${body.gafete})`);
  if (!driver || driver.activo !== true) throw invalidBadge();
  const [busy] = await db
    .select({ id: cargas.cargaId })
    .from(cargas)
    .where(and(eq(cargas.choferId, driver.choferId), eq(cargas.estado, 'abierta')));
  if (busy) throw invalidBadge();
  const [row] = await db
    .insert(cargas)
    .values({ confrontaId: body.confrontaId, choferId: driver.choferId, createdBy: caller.userId })
    .returning({ id: cargas.cargaId });
  return getCarga(db, caller, row!.id);
}

async function openCarga(db: Database, caller: Caller, cargaId: number) {
  const carga = await getCarga(db, caller, cargaId);
  if (carga.estado !== 'abierta') throw new ProblemError({ status: 409, detailKey: 'confrontas.loadClosed', code: 'loadClosed' });
  return carga;
}

export async function setVehiclePhoto(deps: AppDeps, caller: Caller, cargaId: number, upload: StoredFileRow): Promise<Carga> {
  try {
    await openCarga(deps.db, caller, cargaId);
  } catch (err) {
    await deps.files.remove(upload.fileId);
    throw err;
  }
  const { stored, small } = await fitPhoto(deps, upload, caller.userId);
  await deps.files.remove(small.fileId);
  const [before] = await deps.db.select({ foto: cargas.fotoVehiculoId }).from(cargas).where(eq(cargas.cargaId, cargaId));
  await deps.db.update(cargas).set({ fotoVehiculoId: stored.fileId }).where(eq(cargas.cargaId, cargaId));
  if (before?.foto) await deps.files.remove(before.foto);
  return getCarga(deps.db, caller, cargaId);
}

export async function vehiclePhoto(deps: AppDeps, caller: Caller, cargaId: number) {
  await getCarga(deps.db, caller, cargaId);
  const [row] = await deps.db.select({ foto: cargas.fotoVehiculoId }).from(cargas).where(eq(cargas.cargaId, cargaId));
  const file = row?.foto ? await deps.files.find(row.foto) : undefined;
  if (!file) throw problems.notFound();
  return file;
}

/** Confirms the load: plates and economic number, and the loaded vehicle's photo is required (spec point 5). */
export async function confirmCarga(
  db: Database,
  caller: Caller,
  cargaId: number,
  body: z.output<typeof cargaConfirmSchema>,
): Promise<Carga> {
  const carga = await openCarga(db, caller, cargaId);
  if (!carga.tieneFoto) {
    throw new ProblemError({
      status: 422,
      detailKey: 'confrontas.vehiclePhotoRequired',
      code: 'vehiclePhotoRequired',
      errors: { foto: ['confrontas.vehiclePhotoRequired'] },
    });
  }
  await db
    .update(cargas)
    .set({ placas: body.placas.toUpperCase(), numeroEconomico: body.numeroEconomico, estado: 'confirmada', confirmadaAt: sql`now()` })
    .where(eq(cargas.cargaId, cargaId));
  return getCarga(db, caller, cargaId);
}
