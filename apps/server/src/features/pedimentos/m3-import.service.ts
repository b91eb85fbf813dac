import { eq, inArray, sql } from 'drizzle-orm';
import { checkPedimentoContent, decodeLines, scanM3, type M3Finding, type M3Pedimento } from '@portal/contract/m3/index';
import type { Language } from '@portal/contract';
import {
  clientes,
  m3Archivos,
  m3Hallazgos,
  pedimentoContribuciones,
  pedimentoFacturas,
  pedimentoFechas,
  pedimentoPartidas,
  pedimentos,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { StoredFileRow } from '../../platform/files.ts';
import { ProblemError } from '../../platform/problem.ts';
import { translate } from '@portal/contract';
import { loadReferenceLookup } from './reference-lookup.ts';
import { pedimentoRows } from './pedimento-rows.ts';
import { clearDeclaredRows, storeOtherRows } from './pedimento-records.ts';

export interface M3ReadResult {
  fileName: string;
  pedimentos: M3Pedimento[];
  findings: M3Finding[];
  records: number;
}

/** Reads a stored M3 file: structure checks while streaming, content checks per pedimento. */
export async function readStoredM3(deps: Pick<AppDeps, 'db' | 'files'>, file: StoredFileRow, fileName: string): Promise<M3ReadResult> {
  const lookup = await loadReferenceLookup(deps.db);
  const found: M3Pedimento[] = [];
  const findings: M3Finding[] = [];
  const summary = await scanM3(decodeLines(await deps.files.open(file)), fileName, {
    onPedimento: (pedimento, own) => {
      found.push(pedimento);
      findings.push(...own, ...checkPedimentoContent(pedimento, lookup, fileName));
    },
    onFinding: (finding) => void findings.push(finding),
  });
  findings.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  return { fileName, pedimentos: found, findings, records: summary.records };
}

export function findingMessage(language: Language, finding: Pick<M3Finding, 'key' | 'value' | 'expected'>): string {
  return translate(language, finding.key, { value: finding.value ?? '', expected: finding.expected ?? '' });
}

const MAX_LISTED_FINDINGS = 500;

/**
 * Imports an uploaded M3 file. A file already imported (same bytes) changes nothing. A file with errors imports
 * nothing and answers 422 with its findings, unless `soloValidos` is asked and the errors belong to some
 * pedimentos only: then the others are imported. What is imported goes in one transaction with the file's
 * findings; the file stays in the store, held by its row.
 */
export async function importM3(
  deps: AppDeps,
  userId: number,
  file: StoredFileRow,
  fileName: string,
  options: { soloValidos: boolean; language: Language },
): Promise<{ archivoId: number; created: boolean }> {
  const [existing] = await deps.db.select({ archivoId: m3Archivos.archivoId }).from(m3Archivos).where(eq(m3Archivos.sha256, file.sha256));
  if (existing) {
    await deps.files.remove(file.fileId);
    return { archivoId: existing.archivoId, created: false };
  }
  const read = await readStoredM3(deps, file, fileName);
  const errors = read.findings.filter((f) => f.severity === 'error');
  const fileLevel = errors.filter((f) => f.pedimento === null);
  const withErrors = new Set(errors.map((f) => f.pedimento).filter((p): p is string => p !== null));
  const valid = read.pedimentos.filter((p) => !withErrors.has(p.numero));
  const importable = errors.length === 0 || (options.soloValidos && fileLevel.length === 0 && valid.length > 0);
  if (!importable) {
    await deps.files.remove(file.fileId);
    throw new ProblemError({
      status: 422,
      detailKey: 'm3.hasErrors',
      params: { errors: errors.length, pedimentos: withErrors.size },
      code: 'm3HasErrors',
      extensions: {
        hallazgos: read.findings.slice(0, MAX_LISTED_FINDINGS).map((f) => ({
          linea: f.line,
          registro: f.record,
          campo: f.field,
          valor: f.value,
          esperado: f.expected,
          severidad: f.severity,
          clave: f.key,
          mensaje: findingMessage(options.language, f),
          pedimento: f.pedimento,
        })),
      },
    });
  }
  const archivoId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [archivo] = await db
      .insert(m3Archivos)
      .values({
        nombre: fileName.toLowerCase(),
        sha256: file.sha256,
        fileId: file.fileId,
        pedimentos: read.pedimentos.length,
        registros: read.records,
        errores: errors.length,
        advertencias: read.findings.length - errors.length,
        importados: valid.length,
        createdBy: userId,
      })
      .returning({ archivoId: m3Archivos.archivoId });
    const id = archivo!.archivoId;
    for (let i = 0; i < read.findings.length; i += 500) {
      await db.insert(m3Hallazgos).values(
        read.findings.slice(i, i + 500).map((f) => ({
          archivoId: id,
          linea: f.line,
          registro: f.record?.slice(0, 3) ?? null,
          campo: f.field,
          valor: f.value?.slice(0, 300) ?? null,
          esperado: f.expected?.slice(0, 300) ?? null,
          severidad: f.severity,
          clave: f.key,
          pedimento: f.pedimento?.slice(0, 7) ?? null,
        })),
      );
    }
    await storePedimentos(db, valid, id, new Date().getUTCFullYear());
    return id;
  });
  return { archivoId, created: true };
}

/** Creates or replaces each pedimento (by its 15-digit number); an operator's customer link and reference stay. */
async function storePedimentos(db: Database, list: M3Pedimento[], archivoId: number, fallbackYear: number): Promise<void> {
  const rows = list.map((p) => pedimentoRows(p, fallbackYear));
  const rfcs = [...new Set(rows.map((r) => r.pedimento.rfc).filter((r): r is string => !!r))];
  const customers = rfcs.length
    ? await db
        .select({ id: clientes.id!, rfc: clientes.rfc! })
        .from(clientes)
        .where(inArray(sql`upper(${clientes.rfc!})`, rfcs))
    : [];
  const customerOf = new Map(customers.map((c) => [String(c.rfc).toUpperCase(), c.id as number]));
  for (const row of rows) {
    const [before] = await db
      .select({
        pedimentoId: pedimentos.pedimentoId,
        clienteId: pedimentos.clienteId,
        referencia: pedimentos.referencia,
        rowVersion: pedimentos.rowVersion,
      })
      .from(pedimentos)
      .where(eq(pedimentos.numero, row.pedimento.numero));
    const values = {
      ...row.pedimento,
      archivoId,
      clienteId: before?.clienteId ?? (row.pedimento.rfc ? (customerOf.get(row.pedimento.rfc.toUpperCase()) ?? null) : null),
      referencia: before?.referencia ?? null,
      rowVersion: (before?.rowVersion ?? 0) + 1,
    };
    // A pedimento read again keeps its id (documents, inspections and audits point at it); only what the file
    // declares is replaced.
    if (before) await clearDeclaredRows(db, before.pedimentoId);
    const [saved] = before
      ? await db
          .update(pedimentos)
          .set(values)
          .where(eq(pedimentos.pedimentoId, before.pedimentoId))
          .returning({ pedimentoId: pedimentos.pedimentoId })
      : await db.insert(pedimentos).values(values).returning({ pedimentoId: pedimentos.pedimentoId });
    const pedimentoId = saved!.pedimentoId;
    if (row.facturas.length) await db.insert(pedimentoFacturas).values(row.facturas.map((x) => ({ ...x, pedimentoId })));
    if (row.fechas.length) await db.insert(pedimentoFechas).values(row.fechas.map((x) => ({ ...x, pedimentoId })));
    if (row.partidas.length) await db.insert(pedimentoPartidas).values(row.partidas.map((x) => ({ ...x, pedimentoId })));
    if (row.contribuciones.length) await db.insert(pedimentoContribuciones).values(row.contribuciones.map((x) => ({ ...x, pedimentoId })));
    await storeOtherRows(db, pedimentoId, row.otros);
  }
}
