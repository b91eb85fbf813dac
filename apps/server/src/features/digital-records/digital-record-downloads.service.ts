import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DOWNLOAD_LIMIT_BYTES, parseSort, translate, type Language, type ListResponse } from '@portal/contract';
import {
  downloadLinkPath,
  type DownloadRequest,
  type DownloadRequestInput,
  type DownloadState,
} from '@portal/contract/features/digital-records';
import { clientes, expedienteDescargas, pedimentos, rowsOf, storedFiles, type Database, isoInstant, isoInstantOrNull } from '@portal/db';
import { loadUserAccess } from '../../platform/access.ts';
import { isInScope } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { cleanFileName } from '../../platform/files.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { buildZip, entryNames, ZipTooLargeError, type ZipEntry } from './digital-record-zip.ts';
import { recordWhere } from './digital-records.service.ts';
import { recordFileEntries, type RecordSources } from './record-files.service.ts';
import { nomenclatureForCustomer, readSettings } from './nomenclatures.service.ts';

export const ZIP_JOB = 'digital-records-zip';

type DescargaRow = typeof expedienteDescargas.$inferSelect;

const columns = {
  descarga: expedienteDescargas,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
};

function toRequest(row: DescargaRow & { clienteNombre: string | null }, language: Language): DownloadRequest {
  return {
    descargaId: row.descargaId,
    clienteId: row.clienteId,
    clienteNombre: row.clienteNombre,
    estado: row.estado as DownloadState,
    nombre: row.nombre,
    parametros: row.parametros,
    archivos: row.archivos,
    sizeBytes: row.sizeBytes,
    motivo: row.motivo ? translate(language, row.motivo) : null,
    solicitadoAt: isoInstant(row.solicitadoAt),
    procesadoAt: isoInstantOrNull(row.procesadoAt),
    expiraAt: isoInstantOrNull(row.expiraAt),
    enlace: row.estado === 'ready' ? downloadLinkPath(row.token, row.nombre) : null,
  };
}

/** Ready zips past their time lapse: the request says so and the zip leaves the file store. */
export async function lapseExpired(deps: Pick<AppDeps, 'db' | 'files'>): Promise<number> {
  const lapsed = rowsOf<{ file_id: string | null }>(
    await deps.db.execute(sql`
      update expediente_descargas d set estado = 'lapsed', file_id = null
        from (select descarga_id, file_id from expediente_descargas
               where estado = 'ready' and expira_at < now() for update) old
       where d.descarga_id = old.descarga_id
   returning old.file_id`),
  );
  for (const row of lapsed) if (row.file_id) await deps.files.remove(row.file_id);
  return lapsed.length;
}

function zipNameOf(customer: string, input: DownloadRequestInput): string {
  const who =
    cleanFileName(customer)
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(0, 40) || 'cliente';
  return `expedientes-${who}-${input.fechaPagoDesde}-${input.fechaPagoHasta}.zip`;
}

/** A bulk download: the customer must be in the caller's scope; the job builds it. */
export async function requestDownload(deps: AppDeps, caller: Caller, input: DownloadRequestInput, language: Language) {
  const [customer] = await deps.db
    .select({ clienteId: clientes.id!, nombreCorto: clientes.nombreCorto! })
    .from(clientes)
    .where(eq(clientes.id!, input.clienteId));
  if (!customer || !isInScope(caller.scope, { clienteId: input.clienteId })) throw problems.notFound();
  const [row] = await deps.db
    .insert(expedienteDescargas)
    .values({
      token: randomUUID(),
      userId: caller.userId,
      clienteId: input.clienteId,
      parametros: input as unknown as Record<string, unknown>,
      nombre: zipNameOf(String(customer.nombreCorto), input),
    })
    .returning();
  try {
    await deps.jobs.send(ZIP_JOB, { descargaId: row!.descargaId }, { singletonKey: `zip-${row!.descargaId}`, retryLimit: 3 });
  } catch (err) {
    // Nothing will build it: the request goes, and the screen says the download failed to start.
    await deps.db.delete(expedienteDescargas).where(eq(expedienteDescargas.descargaId, row!.descargaId));
    throw err;
  }
  return getDownload(deps, caller, row!.descargaId, language);
}

const DOWNLOAD_LIST: ListDefinition = {
  id: expedienteDescargas.descargaId,
  sorts: { descargaId: expedienteDescargas.descargaId },
  defaultSort: { field: 'descargaId', direction: 'desc' },
};

const downloadRows = (db: Database): ListSource => ({
  columns,
  shape: 'digital-records:downloads',
  from: (selection) =>
    db.select(selection).from(expedienteDescargas).innerJoin(clientes, eq(clientes.id!, expedienteDescargas.clienteId)).$dynamic(),
});

/** The caller's own requests, newest first. */
export async function listDownloads(
  deps: AppDeps,
  caller: Caller,
  query: { page: number; pageSize: number; sort?: string | undefined; estado?: DownloadState | undefined },
  language: Language,
): Promise<ListResponse<DownloadRequest>> {
  await lapseExpired(deps);
  const where = and(eq(expedienteDescargas.userId, caller.userId), query.estado ? eq(expedienteDescargas.estado, query.estado) : undefined);
  const page = await listPage<{ descarga: unknown; clienteNombre: unknown }>(
    deps.db,
    DOWNLOAD_LIST,
    downloadRows(deps.db),
    { ...query, sort: parseSort(query.sort), where },
    'descargaId',
  );
  return {
    ...page,
    items: page.items.map((r) => toRequest({ ...(r.descarga as DescargaRow), clienteNombre: r.clienteNombre as string | null }, language)),
  };
}

async function findOwn(deps: AppDeps, caller: Caller, descargaId: number) {
  await lapseExpired(deps);
  const [row] = await deps.db
    .select(columns)
    .from(expedienteDescargas)
    .innerJoin(clientes, eq(clientes.id!, expedienteDescargas.clienteId))
    .where(and(eq(expedienteDescargas.descargaId, descargaId), eq(expedienteDescargas.userId, caller.userId)));
  if (!row) throw problems.notFound();
  return row;
}

export async function getDownload(deps: AppDeps, caller: Caller, descargaId: number, language: Language) {
  const row = await findOwn(deps, caller, descargaId);
  return toRequest({ ...row.descarga, clienteNombre: row.clienteNombre }, language);
}

const linkGone = (status: 404 | 410) => new ProblemError({ status, detailKey: 'expedientes.linkExpired', code: 'linkExpired' });

/** The zip of a ready request (the caller's own, or by its open link). */
export async function readyZip(deps: AppDeps, where: { caller: Caller; descargaId: number } | { token: string; nombre?: string }) {
  await lapseExpired(deps);
  const condition =
    'token' in where
      ? eq(expedienteDescargas.token, where.token)
      : and(eq(expedienteDescargas.descargaId, where.descargaId), eq(expedienteDescargas.userId, where.caller.userId));
  const [row] = await deps.db
    .select({ descarga: expedienteDescargas, file: storedFiles })
    .from(expedienteDescargas)
    .leftJoin(storedFiles, eq(storedFiles.fileId, expedienteDescargas.fileId))
    .where(condition);
  if (!row || ('nombre' in where && where.nombre !== undefined && where.nombre !== row.descarga.nombre)) throw linkGone(404);
  if (row.descarga.estado !== 'ready' || !row.file) throw linkGone(410);
  return { descarga: row.descarga, file: row.file };
}

export async function linkInfo(deps: AppDeps, token: string) {
  await lapseExpired(deps);
  const [row] = await deps.db.select().from(expedienteDescargas).where(eq(expedienteDescargas.token, token));
  if (!row) throw linkGone(404);
  return {
    nombre: row.nombre,
    estado: row.estado as DownloadState,
    sizeBytes: row.sizeBytes,
    expiraAt: row.expiraAt ? row.expiraAt.toISOString() : null,
  };
}

async function settle(db: Database, descargaId: number, values: Partial<DescargaRow>) {
  await db
    .update(expedienteDescargas)
    .set({ procesadoAt: new Date(), ...values })
    .where(and(eq(expedienteDescargas.descargaId, descargaId), eq(expedienteDescargas.estado, 'processing')));
}

/** The files a request covers, as the requester may see them now. */
async function entriesOf(db: Database, row: DescargaRow): Promise<ZipEntry[]> {
  const access = await loadUserAccess(db, row.userId);
  const input = row.parametros as unknown as DownloadRequestInput;
  const records = await db
    .select({
      pedimentoId: pedimentos.pedimentoId,
      numero: pedimentos.numero,
      patente: pedimentos.patente,
      aduana: pedimentos.aduana,
      rfc: pedimentos.rfc,
      fechaPago: pedimentos.fechaPago,
      clave: pedimentos.clave,
      tipoOperacion: pedimentos.tipoOperacion,
      referencia: pedimentos.referencia,
    })
    .from(pedimentos)
    .where(recordWhere(access, { ...input, clienteId: row.clienteId }))
    .orderBy(asc(pedimentos.fechaPago), asc(pedimentos.numero));
  const byId = new Map(records.map((r) => [r.pedimentoId, r]));
  const files = await recordFileEntries(db, access.scope, [...byId.keys()], input.tipos);
  return files.map((file) => ({ record: byId.get(file.pedimentoId)!, file }));
}

/**
 * The job: builds the zip of a processing request. Idempotent (a request no longer processing is left alone);
 * a run cut by a restart leaves no zip under a real key and the retried run builds it again from the start.
 */
export async function processDownload(
  deps: AppDeps,
  sources: RecordSources,
  descargaId: number,
  limit = DOWNLOAD_LIMIT_BYTES,
): Promise<void> {
  const [row] = await deps.db.select().from(expedienteDescargas).where(eq(expedienteDescargas.descargaId, descargaId));
  if (!row || row.estado !== 'processing') return;
  const entries = await entriesOf(deps.db, row);
  if (entries.length === 0) return settle(deps.db, descargaId, { estado: 'discarded', motivo: 'expedientes.nothingToDownload' });
  // The sizes are known before a byte is read: a zip that cannot fit is discarded at once.
  const total = entries.reduce((sum, e) => sum + (e.file.sizeBytes ?? 0), 0);
  if (total > limit)
    return settle(deps.db, descargaId, { estado: 'discarded', motivo: 'expedientes.downloadTooLarge', archivos: entries.length });
  const [customer] = await deps.db.select({ clave: clientes.claveSysExpert! }).from(clientes).where(eq(clientes.id!, row.clienteId));
  const nomenclature = await nomenclatureForCustomer(deps.db, (customer?.clave as string | null) ?? null);
  let stored;
  try {
    // Previo reports in the zip are written in Spanish, the language of the customs paperwork.
    stored = await buildZip(
      { files: deps.files, sources, language: 'es-MX' },
      entries,
      entryNames(entries, nomenclature),
      row.nombre,
      row.userId,
      limit,
    );
  } catch (err) {
    if (err instanceof ZipTooLargeError)
      return settle(deps.db, descargaId, { estado: 'discarded', motivo: 'expedientes.downloadTooLarge', archivos: entries.length });
    throw err;
  }
  const settings = await readSettings(deps.db);
  const ready = await deps.db.transaction(async (tx) => {
    await tx.insert(storedFiles).values(stored);
    return tx
      .update(expedienteDescargas)
      .set({
        estado: 'ready',
        fileId: stored.fileId,
        archivos: entries.length,
        sizeBytes: stored.sizeBytes,
        procesadoAt: new Date(),
        expiraAt: new Date(Date.now() + settings.horasVigencia * 3_600_000),
      })
      .where(and(eq(expedienteDescargas.descargaId, descargaId), eq(expedienteDescargas.estado, 'processing')))
      .returning();
  });
  if (ready.length === 0) return deps.files.remove(stored.fileId);
  if (settings.notificarSolicitante)
    await deps.notifications
      .notifyUsers([row.userId], {
        text: { titleKey: 'expedientes.readyTitle', bodyKey: 'expedientes.readyBody', params: { nombre: row.nombre } },
        route: '/apps/digitalrecord/downloads',
        origin: 'expedientes',
      })
      .catch(() => undefined);
}
