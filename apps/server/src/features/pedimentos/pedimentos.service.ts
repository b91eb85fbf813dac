import { and, asc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatPedimentoNumber, parsePedimentoNumber, parseSort, type Language, type ListQuery, type ListResponse } from '@portal/contract';
import {
  type M3ArchivoDetail,
  type M3ArchivoSummary,
  type PedimentoDetail,
  type PedimentoListQuery,
  type PedimentoSummary,
  type pedimentoOtherRecordsShape,
} from '@portal/contract/features/pedimentos';
import { writeM3 } from '@portal/contract/m3/index';
import {
  aduanaSecciones,
  aduanas,
  clientes,
  containsPattern,
  m3Archivos,
  m3Hallazgos,
  pedimentoContribuciones,
  pedimentoFacturas,
  pedimentoFechas,
  pedimentoPartidas,
  pedimentos,
  users,
  type Database,
  isoInstant,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findingMessage } from './m3-import.service.ts';
import { readOtherRows } from './pedimento-records.ts';

export const scopeOf = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: pedimentos.clienteId, aduana: pedimentos.aduana, patente: pedimentos.patente });

export const summaryColumns = {
  pedimentoId: pedimentos.pedimentoId,
  numero: pedimentos.numero,
  aduana: pedimentos.aduana,
  aduanaSeccion: pedimentos.aduanaSeccion,
  patente: pedimentos.patente,
  clave: pedimentos.clave,
  tipoOperacion: pedimentos.tipoOperacion,
  clienteId: pedimentos.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  referencia: pedimentos.referencia,
  rfc: pedimentos.rfc,
  nombre: pedimentos.nombre,
  fechaPago: pedimentos.fechaPago,
  valorAduana: pedimentos.valorAduana,
  valorUsd: pedimentos.valorUsd,
};

function printed(numero: string): string {
  const parsed = parsePedimentoNumber(numero);
  return parsed ? formatPedimentoNumber(parsed) : numero;
}

export type Row = { [K in keyof typeof summaryColumns]: unknown };

export function toSummary(row: Row): PedimentoSummary {
  const r = row as Omit<PedimentoSummary, 'numeroImpreso'>;
  return { ...r, numeroImpreso: printed(r.numero), valorAduana: Number(r.valorAduana), clienteNombre: r.clienteNombre ?? null };
}

const SORT_COLUMNS = {
  pedimentoId: pedimentos.pedimentoId,
  numero: pedimentos.numero,
  fechaPago: pedimentos.fechaPago,
  valorAduana: pedimentos.valorAduana,
} as const;

const PEDIMENTO_LIST: ListDefinition = {
  id: pedimentos.pedimentoId,
  sorts: SORT_COLUMNS,
  defaultSort: { field: 'pedimentoId', direction: 'desc' },
};

const pedimentoRows = (db: Database): ListSource => ({
  columns: summaryColumns,
  shape: 'pedimentos:list',
  from: (selection) => db.select(selection).from(pedimentos).leftJoin(clientes, eq(clientes.id!, pedimentos.clienteId)).$dynamic(),
});

/** The list's filters, search and the caller's scope as one condition. */
function pedimentoWhere(caller: Pick<Caller, 'scope'>, query: Omit<PedimentoListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeOf(caller)];
  const term = query.search?.trim();
  if (term) {
    // The number is searched as its digits (people type it with the printed spaces).
    const digits = term.replace(/\s+/g, '');
    const like = containsPattern(term);
    conditions.push(
      or(
        ilike(pedimentos.numero, containsPattern(digits)),
        ilike(pedimentos.referencia, like),
        ilike(pedimentos.nombre, like),
        ilike(pedimentos.rfc, like),
      ),
    );
  }
  if (query.aduana) conditions.push(eq(pedimentos.aduana, query.aduana));
  if (query.patente) conditions.push(eq(pedimentos.patente, query.patente));
  if (query.clienteId) conditions.push(eq(pedimentos.clienteId, query.clienteId));
  if (query.clave) conditions.push(eq(pedimentos.clave, query.clave));
  if (query.tipoOperacion) conditions.push(eq(pedimentos.tipoOperacion, query.tipoOperacion));
  if (query.fechaPagoDesde) conditions.push(gte(pedimentos.fechaPago, query.fechaPagoDesde));
  if (query.fechaPagoHasta) conditions.push(lte(pedimentos.fechaPago, query.fechaPagoHasta));
  if (query.sinCliente === 'true') conditions.push(isNull(pedimentos.clienteId));
  if (query.archivoId) conditions.push(eq(pedimentos.archivoId, query.archivoId));
  return and(...conditions);
}

/** Pedimentos by number, reference, RFC or importer inside the caller's scope (the search box's source). */
export async function searchPedimentos(db: Database, caller: Pick<Caller, 'scope'>, term: string, limit: number) {
  const rows = await db
    .select({
      pedimentoId: pedimentos.pedimentoId,
      numero: pedimentos.numero,
      nombre: pedimentos.nombre,
      referencia: pedimentos.referencia,
    })
    .from(pedimentos)
    .where(pedimentoWhere(caller, { search: term }))
    .limit(limit);
  return rows.map((row) => ({
    id: row.pedimentoId,
    texto: printed(row.numero),
    detalle: [row.referencia, row.nombre].filter(Boolean).join(' · ') || null,
    ruta: `/apps/operations/pedimento/${row.pedimentoId}`,
  }));
}

/** The pedimentos the caller may see (its customers, customs offices and patents), filtered, paged in the database. */
export async function listPedimentos(db: Database, caller: Pick<Caller, 'scope'>, query: PedimentoListQuery) {
  const page = await listPage<Row>(
    db,
    PEDIMENTO_LIST,
    pedimentoRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: pedimentoWhere(caller, query) },
    'pedimentoId',
  );
  return { ...page, items: page.items.map(toSummary) };
}

/** The same list, every row, for the export (its filters, order and scope). */
export async function* streamPedimentos(db: Database, caller: Pick<Caller, 'scope'>, query: Omit<PedimentoListQuery, 'page' | 'pageSize'>) {
  const request = { sort: parseSort(query.sort), where: pedimentoWhere(caller, query) };
  for await (const batch of listRows<Row>(db, PEDIMENTO_LIST, pedimentoRows(db), request, 'pedimentoId')) yield batch.map(toSummary);
}

export async function findInScope(db: Database, caller: Pick<Caller, 'scope'>, pedimentoId: number) {
  const [row] = await db
    .select({ ...summaryColumns, detail: pedimentos })
    .from(pedimentos)
    .leftJoin(clientes, eq(clientes.id!, pedimentos.clienteId))
    .where(and(eq(pedimentos.pedimentoId, pedimentoId), scopeOf(caller)));
  // Outside the caller's scope it does not exist for them.
  if (!row) throw problems.notFound();
  return row;
}

/** The customs office and section's name (Anexo 22 apéndice 1), else the office's; null for a code in neither. */
async function aduanaNombre(db: Database, aduanaSeccion: string, aduana: string): Promise<string | null> {
  const [seccion] = await db
    .select({ nombre: aduanaSecciones.denominacion })
    .from(aduanaSecciones)
    .where(eq(aduanaSecciones.clave, aduanaSeccion));
  if (seccion) return seccion.nombre;
  const [oficina] = await db.select({ nombre: aduanas.nombre }).from(aduanas).where(eq(aduanas.clave, aduana));
  return oficina?.nombre ?? null;
}

export async function getPedimento(db: Database, caller: Pick<Caller, 'scope'>, pedimentoId: number): Promise<PedimentoDetail> {
  const row = await findInScope(db, caller, pedimentoId);
  const { detail, ...summary } = row;
  const [fechas, facturas, partidas, contribuciones, otros, nombreAduana] = await Promise.all([
    db.select().from(pedimentoFechas).where(eq(pedimentoFechas.pedimentoId, pedimentoId)).orderBy(asc(pedimentoFechas.tipo)),
    db.select().from(pedimentoFacturas).where(eq(pedimentoFacturas.pedimentoId, pedimentoId)).orderBy(asc(pedimentoFacturas.orden)),
    db.select().from(pedimentoPartidas).where(eq(pedimentoPartidas.pedimentoId, pedimentoId)).orderBy(asc(pedimentoPartidas.numero)),
    db
      .select()
      .from(pedimentoContribuciones)
      .where(eq(pedimentoContribuciones.pedimentoId, pedimentoId))
      .orderBy(sql`${pedimentoContribuciones.partida} nulls first`, asc(pedimentoContribuciones.clave)),
    readOtherRows(db, pedimentoId),
    aduanaNombre(db, summary.aduanaSeccion as string, summary.aduana as string),
  ]);
  return {
    ...toSummary(summary),
    aduanaNombre: nombreAduana,
    ...(otros as unknown as Pick<PedimentoDetail, keyof typeof pedimentoOtherRecordsShape>),
    anio: detail.anio,
    movimiento: detail.movimiento,
    curp: detail.curp,
    tipoCambio: detail.tipoCambio,
    pesoBruto: detail.pesoBruto,
    fechaEntrada: detail.fechaEntrada,
    archivoId: detail.archivoId,
    rowVersion: detail.rowVersion,
    fechas: fechas.map((d) => ({ tipo: d.tipo, fecha: d.fecha })),
    facturas: facturas.map(({ fecha, cove, incoterm, moneda, valorUsd, valorMoneda, pais, nombreProveedor }) => ({
      fecha,
      cove,
      incoterm,
      moneda,
      valorUsd,
      valorMoneda,
      pais,
      nombreProveedor,
    })),
    partidas: partidas.map(({ partidaId: _id, pedimentoId: _p, codigoProducto: _c, precioPagado: _pp, ...p }) => p),
    contribuciones: contribuciones.map(({ partida, clave, tasa, tipoTasa, formaPago, importe }) => ({
      partida,
      clave,
      tasa,
      tipoTasa,
      formaPago,
      importe,
    })),
  };
}

/** The M3 text of one stored pedimento, its records as they were read, in a file of its own. */
export async function pedimentoM3(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  pedimentoId: number,
): Promise<{ fileName: string; text: string }> {
  const row = await findInScope(db, caller, pedimentoId);
  const records = row.detail.registros.map((fields, i) => ({ line: i + 1, type: fields[0] ?? '', fields }));
  const paid = row.detail.fechaPago ? new Date(`${row.detail.fechaPago}T00:00:00Z`) : new Date();
  const julian = Math.floor((paid.getTime() - Date.UTC(paid.getUTCFullYear(), 0, 0)) / 86_400_000);
  const fileName = `m${row.detail.patente}001.${String(julian).padStart(3, '0')}`;
  return { fileName, text: writeM3({ fileName, pedimentos: [{ records }] }) };
}

const uploader = alias(users, 'uploader');
const archivoColumns = {
  archivoId: m3Archivos.archivoId,
  nombre: m3Archivos.nombre,
  pedimentos: m3Archivos.pedimentos,
  registros: m3Archivos.registros,
  errores: m3Archivos.errores,
  advertencias: m3Archivos.advertencias,
  importados: m3Archivos.importados,
  createdAt: m3Archivos.createdAt,
  createdByName: uploader.fullName,
  fileId: m3Archivos.fileId,
};

const M3_LIST: ListDefinition = {
  id: m3Archivos.archivoId,
  sorts: { archivoId: m3Archivos.archivoId, createdAt: m3Archivos.createdAt, nombre: m3Archivos.nombre },
  defaultSort: { field: 'archivoId', direction: 'desc' },
};

type ArchivoRow = { [K in keyof typeof archivoColumns]: unknown };

const archivoRows = (db: Database): ListSource => ({
  columns: archivoColumns,
  shape: 'pedimentos:m3-files',
  from: (selection) => db.select(selection).from(m3Archivos).leftJoin(uploader, eq(uploader.userId, m3Archivos.createdBy)).$dynamic(),
});

function toArchivo(row: ArchivoRow): M3ArchivoSummary {
  const { fileId: _f, ...r } = row as { [K in keyof typeof archivoColumns]: never };
  return { ...(r as Omit<M3ArchivoSummary, 'createdAt'>), createdAt: isoInstant(row.createdAt as Date) };
}

export async function listM3Archivos(db: Database, query: ListQuery): Promise<ListResponse<M3ArchivoSummary>> {
  const where = query.search?.trim() ? ilike(m3Archivos.nombre, containsPattern(query.search.trim())) : undefined;
  const page = await listPage<ArchivoRow>(
    db,
    M3_LIST,
    archivoRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'archivoId',
  );
  return { ...page, items: page.items.map(toArchivo) };
}

export async function getM3Archivo(db: Database, archivoId: number, language: Language): Promise<M3ArchivoDetail> {
  const [row] = await db
    .select(archivoColumns)
    .from(m3Archivos)
    .leftJoin(uploader, eq(uploader.userId, m3Archivos.createdBy))
    .where(eq(m3Archivos.archivoId, archivoId));
  if (!row) throw problems.notFound();
  const findings = await db
    .select()
    .from(m3Hallazgos)
    .where(eq(m3Hallazgos.archivoId, archivoId))
    .orderBy(sql`${m3Hallazgos.pedimento} nulls first`, asc(m3Hallazgos.linea), asc(m3Hallazgos.hallazgoId));
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    hallazgos: findings.map((f) => ({
      linea: f.linea,
      registro: f.registro,
      campo: f.campo,
      valor: f.valor,
      esperado: f.esperado,
      severidad: f.severidad as 'error' | 'warning',
      clave: f.clave,
      mensaje: findingMessage(language, { key: f.clave, value: f.valor, expected: f.esperado }),
      pedimento: f.pedimento,
    })),
  };
}
