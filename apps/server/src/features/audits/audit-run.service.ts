import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { REGLAS, GRUPO_EVENTO, type Regla, type Severidad } from '@portal/contract/features/audits';
import {
  auditoriaHallazgos,
  auditoriaOperaciones,
  auditoriaReglas,
  m3Hallazgos,
  pedimentoFacturas,
  pedimentoPartidas,
  pedimentos,
  rowsOf,
  type Database,
} from '@portal/db';
import { fingerprintOf, runRules, type AuditContext, type AuditInput, type RuleFinding, type RuleSetting } from './audit-rules.ts';
import { recordEvent, refreshCounters } from './audit-events.ts';
import { loadMatchSources, loadRequiredFileTypes, sourcesChanged } from './audit-sources.ts';

/** Days a new finding has before it is past due (the follow-up shows those first). */
export const DUE_DAYS = 7;

/** The tariff (by fraction + NICO, with validity) and the parts of some customers, as the rules' context. */
export async function loadAuditContext(db: Database, clienteIds: number[]): Promise<AuditContext> {
  const tariff = new Map<string, { from: string | null; to: string | null }[]>();
  const rows = rowsOf<{ codigo: string; desde: string | null; hasta: string | null }>(
    await db.execute(sql`select codigo, vigencia_desde::text as desde, vigencia_hasta::text as hasta from fracciones_nico`),
  );
  for (const row of rows) tariff.set(row.codigo, [...(tariff.get(row.codigo) ?? []), { from: row.desde, to: row.hasta }]);
  const parts = new Map<string, { fraccion: string; nico: string }>();
  if (clienteIds.length) {
    const partRows = rowsOf<{ cliente_id: number; numero_parte: string; fraccion: string; nico: string }>(
      await db.execute(
        sql`select cliente_id, numero_parte, fraccion, nico from partes where cliente_id in (${sql.join(
          clienteIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const p of partRows) parts.set(`${p.cliente_id}|${p.numero_parte.toLowerCase()}`, { fraccion: p.fraccion, nico: p.nico });
  }
  const today = new Date().toISOString().slice(0, 10);
  const tiposRequeridos = await loadRequiredFileTypes(db);
  return {
    tiposRequeridos,
    hoy: today,
    fraccionVigente: (fraccion, nico, date) => {
      const on = date ?? today;
      return (tariff.get(`${fraccion}${nico}`) ?? []).some((v) => (!v.from || v.from <= on) && (!v.to || v.to >= on));
    },
    clasificacionParte: (clienteId, numeroParte) => parts.get(`${clienteId}|${numeroParte.toLowerCase()}`),
  };
}

/** The administrator's switches (rules without a row run with their defaults). */
export async function loadRuleSettings(db: Database): Promise<Partial<Record<Regla, RuleSetting>>> {
  const rows = await db.select().from(auditoriaReglas);
  const settings: Partial<Record<Regla, RuleSetting>> = {};
  for (const row of rows) {
    if (!(REGLAS as readonly string[]).includes(row.regla)) continue;
    settings[row.regla as Regla] = {
      activa: row.activa,
      severidad: (row.severidad as Severidad | null) ?? null,
      tolerancia: row.tolerancia === null ? null : Number(row.tolerancia),
    };
  }
  return settings;
}

type PedimentoRow = typeof pedimentos.$inferSelect;

/** What the rules read of some pedimentos: three queries, and four more for the previos, shipments and records. */
export async function loadAuditInputs(db: Database, list: PedimentoRow[]): Promise<Map<number, AuditInput>> {
  const ids = list.map((p) => p.pedimentoId);
  const archivos = [...new Set(list.map((p) => p.archivoId).filter((a): a is number => a !== null))];
  const [facturas, partidas, m3] = await Promise.all([
    ids.length
      ? db.select().from(pedimentoFacturas).where(inArray(pedimentoFacturas.pedimentoId, ids)).orderBy(asc(pedimentoFacturas.orden))
      : [],
    ids.length
      ? db.select().from(pedimentoPartidas).where(inArray(pedimentoPartidas.pedimentoId, ids)).orderBy(asc(pedimentoPartidas.numero))
      : [],
    archivos.length
      ? db.select().from(m3Hallazgos).where(inArray(m3Hallazgos.archivoId, archivos)).orderBy(asc(m3Hallazgos.hallazgoId))
      : [],
  ]);
  const sources = await loadMatchSources(
    db,
    list,
    facturas.map((f) => ({ pedimentoId: f.pedimentoId, numero: f.cove })),
  );
  const inputs = new Map<number, AuditInput>();
  for (const p of list) {
    inputs.set(p.pedimentoId, {
      pedimento: {
        numero: p.numero,
        rfc: p.rfc,
        fechaPago: p.fechaPago,
        valorUsd: p.valorUsd,
        clienteId: p.clienteId,
        pesoBruto: p.pesoBruto,
        tipoCambio: p.tipoCambio,
      },
      facturas: facturas
        .filter((f) => f.pedimentoId === p.pedimentoId)
        .map((f) => ({
          orden: f.orden,
          valorUsd: f.valorUsd,
          pais: f.pais,
          idFiscalProveedor: f.idFiscalProveedor,
          numero: f.cove,
          moneda: f.moneda,
          incoterm: f.incoterm,
          valorMoneda: f.valorMoneda,
        })),
      partidas: partidas
        .filter((x) => x.pedimentoId === p.pedimentoId)
        .map((x) => ({
          numero: x.numero,
          fraccion: x.fraccion,
          nico: x.nico,
          codigoProducto: x.codigoProducto,
          paisOrigen: x.paisOrigen,
          cantidadUmc: x.cantidadUmc,
          precioUnitario: x.precioUnitario,
        })),
      ...sources.get(p.pedimentoId)!,
      // The M3 findings of this pedimento in the file it came from (500.4: the last 7 digits of the number).
      m3: m3
        .filter((h) => h.archivoId === p.archivoId && h.pedimento === p.numero.slice(-7))
        .map((h) => ({
          registro: h.registro,
          campo: h.campo,
          valor: h.valor,
          esperado: h.esperado,
          severidad: h.severidad,
          clave: h.clave,
        })),
    });
  }
  return inputs;
}

const dueDate = (from = new Date()) => new Date(from.getTime() + DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
const BATCH = 100;

/**
 * Audits every pedimento never audited or changed since its last audit (its row version moved): the rules run,
 * new findings are added as pending, findings no longer found leave the operation (their state kept for the
 * record), and each change is a logbook event. Findings found again keep their state. Returns how many ran.
 */
export async function auditPendingPedimentos(db: Database, options: { userId?: number | null; limit?: number } = {}): Promise<number> {
  const settings = await loadRuleSettings(db);
  let audited = 0;
  const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
  while (audited < limit) {
    const batch = await db
      .select({
        pedimento: pedimentos,
        auditadaAt: auditoriaOperaciones.auditadaAt,
        operacionId: auditoriaOperaciones.auditoriaOperacionId,
      })
      .from(pedimentos)
      .leftJoin(auditoriaOperaciones, eq(auditoriaOperaciones.pedimentoId, pedimentos.pedimentoId))
      .where(
        or(
          isNull(auditoriaOperaciones.auditoriaOperacionId),
          ne(auditoriaOperaciones.versionAuditada, pedimentos.rowVersion),
          sourcesChanged(),
        ),
      )
      .orderBy(asc(pedimentos.pedimentoId))
      .limit(Math.min(BATCH, limit - audited));
    if (batch.length === 0) break;
    // The database's clock before reading: a source changed while the rules run is newer and audited again.
    const [{ ms }] = rowsOf<{ ms: number }>(await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`)) as [
      { ms: number },
    ];
    const list = batch.map((b) => b.pedimento);
    const context = await loadAuditContext(db, [...new Set(list.map((p) => p.clienteId).filter((c): c is number => c !== null))]);
    const inputs = await loadAuditInputs(db, list);
    for (const { pedimento: p, auditadaAt, operacionId } of batch) {
      const findings = runRules(inputs.get(p.pedimentoId)!, context, settings);
      const seen = { exists: operacionId !== null, auditadaAt, now: new Date(Math.floor(Number(ms))) };
      const stored = await db.transaction(async (tx) => storeAudit(tx as unknown as Database, p, findings, seen, options.userId ?? null));
      if (stored) audited += 1;
    }
  }
  return audited;
}

/** What the run saw of the operation when it picked the pedimento, and the database's time then. */
interface Seen {
  exists: boolean;
  auditadaAt: Date | null;
  now: Date;
}

/** Stores one audit; false when another run (the job, a user) audited the pedimento since this one picked it. */
async function storeAudit(db: Database, p: PedimentoRow, findings: RuleFinding[], seen: Seen, userId: number | null): Promise<boolean> {
  // One run per pedimento at a time: the job and an on-demand run may meet.
  await db.execute(sql`select pg_advisory_xact_lock(1700017, ${p.pedimentoId})`);
  const [done] = await db
    .select({ version: auditoriaOperaciones.versionAuditada, auditadaAt: auditoriaOperaciones.auditadaAt })
    .from(auditoriaOperaciones)
    .where(eq(auditoriaOperaciones.pedimentoId, p.pedimentoId));
  const time = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : 0);
  if (done && (!seen.exists || time(done.auditadaAt) !== time(seen.auditadaAt))) return false;
  const [factura] = await db
    .select({ cove: pedimentoFacturas.cove })
    .from(pedimentoFacturas)
    .where(eq(pedimentoFacturas.pedimentoId, p.pedimentoId))
    .orderBy(asc(pedimentoFacturas.orden))
    .limit(1);
  const values = {
    clienteId: p.clienteId,
    aduana: p.aduana,
    patente: p.patente,
    referencia: p.referencia,
    factura: factura?.cove ?? null,
    claveDocumento: p.clave,
    tipoOperacion: p.tipoOperacion,
    fechaRegistro: p.fechaPago,
    versionAuditada: p.rowVersion,
    auditadaAt: seen.now,
  };
  const [existing] = await db
    .select({ id: auditoriaOperaciones.auditoriaOperacionId })
    .from(auditoriaOperaciones)
    .where(eq(auditoriaOperaciones.pedimentoId, p.pedimentoId));
  let operacionId: number;
  if (existing) {
    operacionId = existing.id;
    await db.update(auditoriaOperaciones).set(values).where(eq(auditoriaOperaciones.auditoriaOperacionId, operacionId));
  } else {
    const [created] = await db
      .insert(auditoriaOperaciones)
      .values({ ...values, pedimentoId: p.pedimentoId, estado: 'sinHallazgos' })
      .returning({ id: auditoriaOperaciones.auditoriaOperacionId });
    operacionId = created!.id;
  }
  await recordEvent(db, { auditoriaOperacionId: operacionId, grupoEventoId: GRUPO_EVENTO.auditoria, tipo: 'creada', userId });
  const stored = await db
    .select({ id: auditoriaHallazgos.auditoriaHallazgoId, huella: auditoriaHallazgos.huella, vigente: auditoriaHallazgos.vigente })
    .from(auditoriaHallazgos)
    .where(eq(auditoriaHallazgos.auditoriaOperacionId, operacionId));
  const byPrint = new Map(stored.map((s) => [s.huella, s]));
  const found = new Set<string>();
  for (const f of findings) {
    const huella = fingerprintOf(f);
    if (found.has(huella)) continue;
    found.add(huella);
    const before = byPrint.get(huella);
    if (before?.vigente) continue;
    let hallazgoId: number;
    if (before) {
      hallazgoId = before.id;
      await db
        .update(auditoriaHallazgos)
        .set({ vigente: true, updatedAt: new Date(), rowVersion: sql`${auditoriaHallazgos.rowVersion} + 1` })
        .where(eq(auditoriaHallazgos.auditoriaHallazgoId, hallazgoId));
    } else {
      const [row] = await db
        .insert(auditoriaHallazgos)
        .values({ ...f, auditoriaOperacionId: operacionId, huella, fechaCompromiso: dueDate() })
        .returning({ id: auditoriaHallazgos.auditoriaHallazgoId });
      hallazgoId = row!.id;
    }
    const grupoEventoId = f.regla === 'm3' ? GRUPO_EVENTO.saaiM3 : GRUPO_EVENTO.auditoria;
    await recordEvent(db, { auditoriaOperacionId: operacionId, auditoriaHallazgoId: hallazgoId, grupoEventoId, tipo: 'hallazgo', userId });
  }
  for (const gone of stored.filter((s) => s.vigente && !found.has(s.huella))) {
    await db
      .update(auditoriaHallazgos)
      .set({ vigente: false, updatedAt: new Date(), rowVersion: sql`${auditoriaHallazgos.rowVersion} + 1` })
      .where(and(eq(auditoriaHallazgos.auditoriaHallazgoId, gone.id)));
    await recordEvent(db, {
      auditoriaOperacionId: operacionId,
      auditoriaHallazgoId: gone.id,
      grupoEventoId: GRUPO_EVENTO.auditoria,
      tipo: 'resuelto',
      userId,
    });
  }
  await refreshCounters(db, operacionId);
  return true;
}
