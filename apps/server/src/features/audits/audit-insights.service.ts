import { and, desc, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate, type Language } from '@portal/contract';
import { REGLAS, type PreAuditoriaResult, type SaaiM3Resumen } from '@portal/contract/features/audits';
import { auditoriaReglas, m3Archivos, m3Hallazgos, pedimentos, type Database, isoInstant } from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { runRules, RULES } from './audit-rules.ts';
import { loadAuditContext, loadAuditInputs, loadRuleSettings } from './audit-run.service.ts';
import { printedPedimento } from './audit-lists.service.ts';

type Scoped = Pick<Caller, 'scope'>;
const pedimentoScope = (caller: Scoped, table: { clienteId: AnyColumn; aduana: AnyColumn; patente: AnyColumn } = pedimentos) =>
  scopeCondition(caller.scope, { clienteId: table.clienteId, aduana: table.aduana, patente: table.patente });

/**
 * The pre-audit: the rules on demand over one pedimento of the caller's scope (typically not yet paid), nothing
 * stored. Go when no finding is an error.
 */
export async function preAudit(db: Database, caller: Scoped, numero: string, language: Language): Promise<PreAuditoriaResult> {
  const [pedimento] = await db
    .select()
    .from(pedimentos)
    .where(and(eq(pedimentos.numero, numero), pedimentoScope(caller)));
  if (!pedimento) throw problems.unprocessable('audits.problems.pedimentoNotFound', { pedimento: numero });
  const context = await loadAuditContext(db, pedimento.clienteId ? [pedimento.clienteId] : []);
  const input = (await loadAuditInputs(db, [pedimento])).get(pedimento.pedimentoId)!;
  const findings = runRules(input, context, await loadRuleSettings(db));
  const today = new Date().toISOString().slice(0, 10);
  return {
    pedimentoId: pedimento.pedimentoId,
    pedimento: printedPedimento(pedimento.numero),
    pagado: pedimento.fechaPago !== null && pedimento.fechaPago <= today,
    resultado: findings.some((f) => f.severidad === 'error') ? 'noGo' : 'go',
    hallazgos: findings.map(({ clave, ...f }) => ({
      ...f,
      mensaje: translate(language, clave, { value: f.valorPresente ?? '', expected: f.valorEsperado ?? '', partida: f.partida ?? '' }),
    })),
  };
}

const linked = alias(pedimentos, 'linked');

/**
 * The SAAI M3 audit over the findings the M3 import stored: by rule, customs office and week, with the files.
 * A caller limited to some customers, offices or patents sees only the findings of its own pedimentos.
 */
export async function saaiM3Summary(
  db: Database,
  caller: Scoped,
  query: { fechaDesde?: string | undefined; fechaHasta?: string | undefined; aduana?: string | undefined },
  language: Language,
): Promise<SaaiM3Resumen> {
  const conditions: (SQL | undefined)[] = [pedimentoScope(caller, linked)];
  if (query.fechaDesde) conditions.push(gte(m3Archivos.createdAt, new Date(`${query.fechaDesde}T00:00:00Z`)));
  if (query.fechaHasta) conditions.push(lte(m3Archivos.createdAt, new Date(`${query.fechaHasta}T23:59:59.999Z`)));
  if (query.aduana) conditions.push(eq(linked.aduana, query.aduana));
  const where = and(...conditions);
  const from = <T extends Record<string, unknown>>(selection: T) =>
    db
      .select(selection as never)
      .from(m3Hallazgos)
      .innerJoin(m3Archivos, eq(m3Archivos.archivoId, m3Hallazgos.archivoId))
      .leftJoin(linked, and(eq(linked.archivoId, m3Hallazgos.archivoId), sql`right(${linked.numero}, 7) = ${m3Hallazgos.pedimento}`))
      .where(where)
      .$dynamic();
  const count = sql<number>`count(*)::int`;
  const [totals] = (await from({
    hallazgos: count,
    errores: sql<number>`(count(*) filter (where ${m3Hallazgos.severidad} = 'error'))::int`,
    archivos: sql<number>`count(distinct ${m3Hallazgos.archivoId})::int`,
  })) as { hallazgos: number; errores: number; archivos: number }[];
  const porRegla = (await from({ clave: m3Hallazgos.clave, total: count }).groupBy(m3Hallazgos.clave).orderBy(desc(count)).limit(20)) as {
    clave: string;
    total: number;
  }[];
  const porAduana = (await from({ aduana: sql<string>`coalesce(${linked.aduana}, '')`, total: count })
    .groupBy(sql`1`)
    .orderBy(sql`1`)) as {
    aduana: string;
    total: number;
  }[];
  const porSemana = (await from({ semana: sql<string>`to_char(date_trunc('week', ${m3Archivos.createdAt}), 'YYYY-MM-DD')`, total: count })
    .groupBy(sql`1`)
    .orderBy(sql`1`)) as { semana: string; total: number }[];
  const archivosLista = (await from({
    archivoId: m3Archivos.archivoId,
    nombre: m3Archivos.nombre,
    createdAt: m3Archivos.createdAt,
    hallazgos: count,
    errores: sql<number>`(count(*) filter (where ${m3Hallazgos.severidad} = 'error'))::int`,
  })
    .groupBy(m3Archivos.archivoId, m3Archivos.nombre, m3Archivos.createdAt)
    .orderBy(desc(m3Archivos.archivoId))
    .limit(50)) as { archivoId: number; nombre: string; createdAt: Date; hallazgos: number; errores: number }[];
  return {
    archivos: totals?.archivos ?? 0,
    hallazgos: totals?.hallazgos ?? 0,
    errores: totals?.errores ?? 0,
    porRegla: porRegla.map((r) => ({ ...r, mensaje: translate(language, r.clave, { value: '…', expected: '…' }) })),
    porAduana,
    porSemana,
    archivosLista: archivosLista.map((a) => ({ ...a, createdAt: isoInstant(a.createdAt) })),
  };
}

/** Every rule with its switch (defaults where the administrator set none). */
export async function listRules(db: Database) {
  const rows = await db.select().from(auditoriaReglas);
  return REGLAS.map((regla) => {
    const row = rows.find((r) => r.regla === regla);
    return {
      regla,
      activa: row?.activa ?? RULES[regla].activa ?? true,
      severidad: (row?.severidad as (typeof RULES)[typeof regla]['severidad'] | null) ?? null,
      tolerancia: row?.tolerancia ?? null,
      severidadPredeterminada: RULES[regla].severidad,
      ...(RULES[regla].tolerancia === undefined ? {} : { toleranciaPredeterminada: String(RULES[regla].tolerancia) }),
    };
  });
}

export async function updateRule(
  db: Database,
  userId: number,
  regla: (typeof REGLAS)[number],
  body: { activa: boolean; severidad?: string | null | undefined; tolerancia?: string | null | undefined },
) {
  const values = {
    activa: body.activa,
    severidad: body.severidad ?? null,
    tolerancia: body.tolerancia ?? null,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(auditoriaReglas)
    .values({ regla, ...values })
    .onConflictDoUpdate({ target: auditoriaReglas.regla, set: values });
  return (await listRules(db)).find((r) => r.regla === regla)!;
}
