import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type Language, type ListResponse } from '@portal/contract';
import { LINES_SHOWN, type EmbarqueDetail, type EmbarqueListQuery, type EmbarqueSummary } from '@portal/contract/features/vendor-shipments';
import {
  clasificacionSolicitudes,
  clientes,
  envioProveedorLineas as lineas,
  enviosProveedor as envios,
  incoterms,
  monedas,
  paises,
  partes,
  proveedores,
  storedFiles,
  unidadesMedida,
  users,
  type Database,
  isoInstant,
  isoInstantOrNull,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { FileService, StoredFileRow } from '../../platform/files.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import { inForce } from '../../platform/reference-data.ts';
import type { Caller } from '../../platform/route-access.ts';
import { invalidExcel, readTemplate, type TemplateReferences } from './template-reader.ts';

type Who = Pick<Caller, 'scope' | 'userId' | 'roles'>;

/** A vendor's user sees its vendor's shipments; staff and customers those of their vendors and customers. */
export const scopeOf = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: envios.clienteId, proveedorId: envios.proveedorId });

const creator = alias(users, 'envio_creator');
const columns = {
  envioId: envios.envioId,
  proveedorId: envios.proveedorId,
  proveedorNombre: sql<string | null>`${proveedores.nombreCorto!}`,
  clienteId: envios.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  secuencia: envios.secuencia,
  lineas: envios.lineas,
  createdAt: envios.createdAt,
  createdByName: creator.fullName,
  revisionEjecutivoAt: envios.revisionEjecutivoAt,
  revisionClienteAt: envios.revisionClienteAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toSummary = (row: Row): EmbarqueSummary => ({
  ...(row as unknown as EmbarqueSummary),
  createdAt: isoInstant(row.createdAt),
  revisionEjecutivoAt: isoInstantOrNull(row.revisionEjecutivoAt),
  revisionClienteAt: isoInstantOrNull(row.revisionClienteAt),
});

const joined = (db: Database, selection: Record<string, unknown>) =>
  db
    .select(selection as typeof columns)
    .from(envios)
    .leftJoin(proveedores, eq(proveedores.id!, envios.proveedorId))
    .leftJoin(clientes, eq(clientes.id!, envios.clienteId))
    .leftJoin(creator, eq(creator.userId, envios.createdBy))
    .$dynamic();

const LIST: ListDefinition = {
  id: envios.envioId,
  sorts: { envioId: envios.envioId, createdAt: envios.createdAt, secuencia: envios.secuencia },
  defaultSort: { field: 'envioId', direction: 'desc' },
};

export async function listEmbarques(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: EmbarqueListQuery,
): Promise<ListResponse<EmbarqueSummary>> {
  const source: ListSource = { columns, shape: 'vendor-shipments:shipments', from: (selection) => joined(db, selection) };
  const term = query.search?.trim();
  const where = and(
    scopeOf(caller),
    query.proveedorId ? eq(envios.proveedorId, query.proveedorId) : undefined,
    query.clienteId ? eq(envios.clienteId, query.clienteId) : undefined,
    term && /^\d+$/.test(term) ? eq(envios.secuencia, Number(term)) : undefined,
  );
  const page = await listPage<Row>(db, LIST, source, { ...query, sort: parseSort(query.sort), search: undefined, where }, 'envioId');
  return { ...page, items: page.items.map(toSummary) };
}

export async function getEmbarque(db: Database, caller: Pick<Caller, 'scope'>, envioId: number): Promise<EmbarqueDetail> {
  const [row] = await joined(db, { ...columns, rowVersion: envios.rowVersion, fileId: storedFiles.fileId, fileName: storedFiles.fileName })
    .leftJoin(storedFiles, eq(storedFiles.fileId, envios.plantillaFileId))
    .where(and(eq(envios.envioId, envioId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  const { rowVersion, fileId, fileName, ...summary } = row as unknown as Row & {
    rowVersion: number;
    fileId: string | null;
    fileName: string | null;
  };
  const first = await db.select().from(lineas).where(eq(lineas.envioId, envioId)).orderBy(asc(lineas.renglon)).limit(LINES_SHOWN);
  return {
    ...toSummary(summary),
    rowVersion,
    plantilla: fileId ? { fileId, fileName: fileName ?? '' } : null,
    primerasLineas: first.map(({ lineaId: _l, envioId: _e, parteId: _p, ...line }) => line),
  };
}

/** The template file of a shipment in scope (its download). */
export async function plantillaOf(db: Database, caller: Pick<Caller, 'scope'>, envioId: number): Promise<StoredFileRow> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(envios)
    .innerJoin(storedFiles, eq(storedFiles.fileId, envios.plantillaFileId))
    .where(and(eq(envios.envioId, envioId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  return row.file;
}

async function references(db: Database): Promise<TemplateReferences> {
  const [m, i, p, u] = await Promise.all([
    db.select({ c: monedas.clave }).from(monedas).where(inForce(monedas)),
    db.select({ c: incoterms.clave }).from(incoterms),
    db.select({ c: paises.clave }).from(paises),
    db.select({ c: unidadesMedida.clave }).from(unidadesMedida).where(inForce(unidadesMedida)),
  ]);
  const set = (rows: { c: string }[]) => new Set(rows.map((r) => r.c.toUpperCase()));
  return { monedas: set(m), incoterms: set(i), paises: set(p), unidades: set(u) };
}

type Executor = Pick<Database, 'select' | 'insert'>;
const knownParts = (db: Executor, clienteId: number) => async (numbers: string[]) => {
  const rows = await db
    .select({ n: sql<string>`lower(${partes.numeroParte!})` })
    .from(partes)
    .where(and(eq(partes.clienteId!, clienteId), inArray(sql`lower(${partes.numeroParte!})`, numbers)));
  return new Set(rows.map((r) => r.n));
};

/**
 * Checks an uploaded template in a first streamed pass; any bad cell refuses the whole file (422 listing every bad
 * cell, nothing written, the file dropped). A good file is read again and stored as a shipment with its lines in
 * one transaction.
 */
export async function createFromTemplate(
  deps: { db: Database; files: FileService },
  caller: Who,
  target: { proveedorId: number; clienteId: number },
  file: StoredFileRow,
  language: Language,
): Promise<EmbarqueDetail> {
  const { db } = deps;
  try {
    // The format is the one the upload recognised from the file's content (not its name).
    const format = file.contentType === 'application/vnd.ms-excel' ? 'xls' : 'xlsx';
    if (format === 'xlsx' && file.contentType !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') throw invalidExcel();
    const refs = await references(db);
    const checked = await readTemplate(
      await deps.files.open(file),
      refs,
      language,
      { knownParts: knownParts(db, target.clienteId) },
      format,
    );
    if (checked.errorCount > 0) {
      throw new ProblemError({
        status: 422,
        detailKey: 'embarques.invalidTemplate',
        params: { count: checked.errorCount },
        code: 'invalidTemplate',
        extensions: { errores: checked.errors, totalErrores: checked.errorCount, partesDesconocidas: [...checked.unknownParts.values()] },
      });
    }
    const envioId = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${envios.secuencia}), 0)::int` })
        .from(envios)
        .where(eq(envios.proveedorId, target.proveedorId));
      const [row] = await tx
        .insert(envios)
        .values({ ...target, secuencia: (last?.n ?? 0) + 1, plantillaFileId: file.fileId, createdBy: caller.userId, lineas: checked.rows })
        .returning({ envioId: envios.envioId });
      const id = row!.envioId;
      const known = new Map<string, number>();
      await readTemplate(
        await deps.files.open(file),
        refs,
        language,
        {
          knownParts: async (numbers) => {
            const rows = await tx
              .select({ n: sql<string>`lower(${partes.numeroParte!})`, id: partes.id! })
              .from(partes)
              .where(and(eq(partes.clienteId!, target.clienteId), inArray(sql`lower(${partes.numeroParte!})`, numbers)));
            for (const r of rows) known.set(r.n, r.id as number);
            return new Set(rows.map((r) => r.n));
          },
          onLines: async (lines) => {
            await tx
              .insert(lineas)
              .values(lines.map((line) => ({ ...line, envioId: id, parteId: known.get(line.numeroParte.toLowerCase()) ?? null })));
          },
        },
        format,
      );
      return id;
    });
    return await getEmbarque(db, caller, envioId);
  } catch (err) {
    // A refused file is not kept.
    await deps.files.remove(file.fileId).catch(() => undefined);
    throw err;
  }
}

/** Marks the caller's side of the review: the customer's users review as the customer, staff as the executive. */
export async function markReviewed(db: Database, caller: Who, envioId: number, rowVersion: number): Promise<EmbarqueDetail> {
  const [row] = await db
    .select()
    .from(envios)
    .where(and(eq(envios.envioId, envioId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  if (row.rowVersion !== rowVersion) throw problems.staleVersion();
  const isCustomer = caller.roles.includes('client');
  if (!isCustomer && caller.scope.proveedores !== 'all') throw problems.unprocessable('embarques.vendorCannotReview');
  await db
    .update(envios)
    .set(
      isCustomer
        ? { revisionClienteAt: new Date(), revisionClienteBy: caller.userId, rowVersion: sql`${envios.rowVersion} + 1` }
        : { revisionEjecutivoAt: new Date(), revisionEjecutivoBy: caller.userId, rowVersion: sql`${envios.rowVersion} + 1` },
    )
    .where(eq(envios.envioId, envioId));
  return getEmbarque(db, caller, envioId);
}

/** One classification request per unknown part number (those already requested or known are counted, not repeated). */
export async function sendToClassification(
  db: Database,
  caller: Who,
  input: { proveedorId: number; clienteId: number; partes: { numeroParte: string; descripcion: string }[] },
): Promise<{ creadas: number; existentes: number }> {
  const unique = [...new Map(input.partes.map((p) => [p.numeroParte.toLowerCase(), p])).values()];
  const numbers = unique.map((p) => p.numeroParte.toLowerCase());
  const known = await knownParts(db, input.clienteId)(numbers);
  const requested = await db
    .select({ n: sql<string>`lower(${clasificacionSolicitudes.numeroParte})` })
    .from(clasificacionSolicitudes)
    .where(
      and(eq(clasificacionSolicitudes.clienteId, input.clienteId), inArray(sql`lower(${clasificacionSolicitudes.numeroParte})`, numbers)),
    );
  const skip = new Set([...known, ...requested.map((r) => r.n)]);
  const fresh = unique.filter((p) => !skip.has(p.numeroParte.toLowerCase()));
  if (fresh.length) {
    await db.insert(clasificacionSolicitudes).values(
      fresh.map((p) => ({
        tipoSolicitud: 1,
        clienteId: input.clienteId,
        proveedorId: input.proveedorId,
        solicitanteId: caller.userId,
        numeroParte: p.numeroParte,
        descripcion: p.descripcion,
      })),
    );
  }
  return { creadas: fresh.length, existentes: unique.length - fresh.length };
}
