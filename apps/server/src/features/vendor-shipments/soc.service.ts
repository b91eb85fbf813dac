import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type ListResponse } from '@portal/contract';
import type { Soc, SocEstado, SocListQuery, socDictamenSchema, socInputSchema } from '@portal/contract/features/vendor-shipments';
import type { z } from 'zod';
import {
  clientes,
  enviosProveedor as envios,
  proveedores,
  socCertificados as socs,
  storedFiles,
  users,
  isoInstant,
  isoInstantOrNull,
  type Database,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { scopeOf as shipmentScope } from './vendor-shipments.service.ts';

type Who = Pick<Caller, 'scope' | 'userId' | 'roles'>;
const scopeOf = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: socs.clienteId, proveedorId: socs.proveedorId });
/** A vendor's own user submits; only staff (neither vendors' users nor customers) give the verdict. */
const isVendorOrCustomer = (caller: Pick<Caller, 'scope' | 'roles'>) =>
  caller.scope.proveedores !== 'all' || caller.roles.includes('client');

const author = alias(users, 'soc_author');
const reviewer = alias(users, 'soc_reviewer');
const columns = {
  socId: socs.socId,
  envioId: socs.envioId,
  secuencia: envios.secuencia,
  proveedorId: socs.proveedorId,
  proveedorNombre: sql<string | null>`${proveedores.nombreCorto!}`,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  numero: socs.numero,
  fechaEmision: socs.fechaEmision,
  lote: socs.lote,
  resultado: socs.resultado,
  estado: socs.estado,
  observaciones: socs.observaciones,
  fileId: storedFiles.fileId,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: socs.createdAt,
  createdByName: author.fullName,
  revisadoAt: socs.revisadoAt,
  revisadoByName: reviewer.fullName,
  rowVersion: socs.rowVersion,
};
type Row = { [K in keyof typeof columns]: unknown };

const from = (db: Database, selection: Record<string, unknown>) =>
  db
    .select(selection as typeof columns)
    .from(socs)
    .innerJoin(envios, eq(envios.envioId, socs.envioId))
    .innerJoin(storedFiles, eq(storedFiles.fileId, socs.fileId))
    .leftJoin(proveedores, eq(proveedores.id!, socs.proveedorId))
    .leftJoin(clientes, eq(clientes.id!, socs.clienteId))
    .leftJoin(author, eq(author.userId, socs.createdBy))
    .leftJoin(reviewer, eq(reviewer.userId, socs.revisadoBy))
    .$dynamic();

function toSoc(row: Row): Soc {
  const { fileId, fileName, contentType, sizeBytes, ...r } = row as Record<string, unknown>;
  return {
    ...(r as unknown as Soc),
    estado: r.estado as SocEstado,
    archivo: { fileId: String(fileId), fileName: String(fileName), contentType: String(contentType), sizeBytes: Number(sizeBytes) },
    createdAt: isoInstant(r.createdAt),
    revisadoAt: isoInstantOrNull(r.revisadoAt),
  };
}

const LIST: ListDefinition = {
  id: socs.socId,
  sorts: { socId: socs.socId, fechaEmision: socs.fechaEmision, estado: socs.estado },
  defaultSort: { field: 'socId', direction: 'desc' },
};

export async function listSocs(db: Database, caller: Pick<Caller, 'scope'>, query: SocListQuery): Promise<ListResponse<Soc>> {
  const source: ListSource = { columns, shape: 'vendor-shipments:socs', from: (selection) => from(db, selection) };
  const term = query.search?.trim();
  const where = and(
    scopeOf(caller),
    query.estado ? eq(socs.estado, query.estado) : undefined,
    query.proveedorId ? eq(socs.proveedorId, query.proveedorId) : undefined,
    query.envioId ? eq(socs.envioId, query.envioId) : undefined,
    term
      ? sql`(${socs.numero} ilike ${`%${term.replace(/[\\%_]/g, '')}%`} or ${socs.lote} ilike ${`%${term.replace(/[\\%_]/g, '')}%`})`
      : undefined,
  );
  const page = await listPage<Row>(db, LIST, source, { ...query, sort: parseSort(query.sort), search: undefined, where }, 'socId');
  return { ...page, items: page.items.map(toSoc) };
}

export async function getSoc(db: Database, caller: Pick<Caller, 'scope'>, socId: number): Promise<Soc> {
  const [row] = await from(db, columns).where(and(eq(socs.socId, socId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  return toSoc(row as Row);
}

/** The PDF must be one the caller just uploaded and no certificate holds yet. */
async function checkFile(db: Database, caller: Who, fileId: string, exceptSocId?: number) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId));
  const [held] = await db
    .select({ id: socs.socId })
    .from(socs)
    .where(and(eq(socs.fileId, fileId), exceptSocId ? ne(socs.socId, exceptSocId) : undefined));
  if (!file || file.createdBy !== caller.userId || held) throw problems.validation({ fileId: ['validation.option'] });
}

export async function createSoc(db: Database, caller: Who, input: z.output<typeof socInputSchema>): Promise<Soc> {
  const [shipment] = await db
    .select()
    .from(envios)
    .where(and(eq(envios.envioId, input.envioId), shipmentScope(caller)));
  if (!shipment) throw problems.validation({ envioId: ['validation.option'] });
  await checkFile(db, caller, input.fileId);
  const [taken] = await db
    .select({ id: socs.socId })
    .from(socs)
    .where(and(eq(socs.proveedorId, shipment.proveedorId), sql`lower(${socs.numero}) = lower(${input.numero})`));
  if (taken) throw new ProblemError({ status: 409, detailKey: 'soc.duplicate', errors: { numero: ['soc.duplicate'] }, code: 'duplicate' });
  const [row] = await db
    .insert(socs)
    .values({ ...input, proveedorId: shipment.proveedorId, clienteId: shipment.clienteId, createdBy: caller.userId })
    .returning({ socId: socs.socId });
  return getSoc(db, caller, row!.socId);
}

/** pendiente → aprobado | rechazado, by quality staff only. */
export async function judgeSoc(db: Database, caller: Who, socId: number, input: z.output<typeof socDictamenSchema>): Promise<Soc> {
  const current = await getSoc(db, caller, socId);
  if (isVendorOrCustomer(caller)) throw problems.unprocessable('soc.vendorCannotJudge');
  if (current.rowVersion !== input.rowVersion) throw problems.staleVersion();
  if (current.estado !== 'pendiente') throw problems.conflict('soc.notPending');
  await db
    .update(socs)
    .set({
      estado: input.estado,
      observaciones: input.observaciones,
      revisadoBy: caller.userId,
      revisadoAt: new Date(),
      rowVersion: sql`${socs.rowVersion} + 1`,
    })
    .where(eq(socs.socId, socId));
  return getSoc(db, caller, socId);
}

/** rechazado → pendiente with a new PDF, by the vendor's side. */
export async function resubmitSoc(db: Database, caller: Who, socId: number, input: { fileId: string; rowVersion: number }): Promise<Soc> {
  const current = await getSoc(db, caller, socId);
  if (current.rowVersion !== input.rowVersion) throw problems.staleVersion();
  if (current.estado !== 'rechazado') throw problems.conflict('soc.notRejected');
  await checkFile(db, caller, input.fileId, socId);
  await db
    .update(socs)
    .set({ fileId: input.fileId, estado: 'pendiente', revisadoAt: null, revisadoBy: null, rowVersion: sql`${socs.rowVersion} + 1` })
    .where(eq(socs.socId, socId));
  return getSoc(db, caller, socId);
}
