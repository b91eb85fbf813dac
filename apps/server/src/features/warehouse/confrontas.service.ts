import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { parseSort } from '@portal/contract';
import type {
  ConfrontaDetail,
  ConfrontaItem,
  ConfrontaSummary,
  concludeConfrontaSchema,
  confrontaInputSchema,
  confrontaListQuerySchema,
  scanInputSchema,
} from '@portal/contract/features/confrontas';
import { clientes, confrontaItems, confrontas, containsPattern, type Database, isoInstant } from '@portal/db';
import { isInScope, scopeCondition } from '../../platform/data-scope.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';

export const confrontaScope = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: confrontas.clienteId, patente: confrontas.patente });

const countOf = (estado: string) =>
  sql<number>`(select count(*)::int from ${confrontaItems} where ${confrontaItems.confrontaId} = ${confrontas.confrontaId} and ${confrontaItems.estado} = ${estado})`;

const summaryColumns = {
  confrontaId: confrontas.confrontaId,
  numeroControl: confrontas.numeroControl,
  patente: confrontas.patente,
  pedimento: confrontas.pedimento,
  remesa: confrontas.remesa,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  estado: confrontas.estado,
  pendientes: countOf('pendiente'),
  confrontados: countOf('confrontado'),
  createdAt: confrontas.createdAt,
};
type Row = { [K in keyof typeof summaryColumns]: unknown };

const LIST: ListDefinition = {
  id: confrontas.confrontaId,
  sorts: { confrontaId: confrontas.confrontaId, numeroControl: confrontas.numeroControl, createdAt: confrontas.createdAt },
  defaultSort: { field: 'confrontaId', direction: 'desc' },
};

const rows = (db: Database): ListSource => ({
  columns: summaryColumns,
  shape: 'warehouse:confrontas',
  from: (selection) => db.select(selection).from(confrontas).leftJoin(clientes, eq(clientes.id!, confrontas.clienteId)).$dynamic(),
});

function toSummary(row: Row): ConfrontaSummary {
  const r = row as Omit<ConfrontaSummary, 'createdAt'> & { createdAt: Date };
  return { ...r, pendientes: Number(r.pendientes), confrontados: Number(r.confrontados), createdAt: isoInstant(r.createdAt) };
}

export async function listConfrontas(db: Database, caller: Caller, query: z.output<typeof confrontaListQuerySchema>) {
  const conditions: (SQL | undefined)[] = [confrontaScope(caller)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conditions.push(or(ilike(confrontas.numeroControl, like), ilike(confrontas.pedimento, like), ilike(confrontas.remesa, like)));
  }
  if (query.estado) conditions.push(eq(confrontas.estado, query.estado));
  const page = await listPage<Row>(
    db,
    LIST,
    rows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: and(...conditions) },
    'confrontaId',
  );
  return { ...page, items: page.items.map(toSummary) };
}

const toItem = (i: typeof confrontaItems.$inferSelect): ConfrontaItem => ({
  itemId: i.itemId,
  tipo: i.tipo as ConfrontaItem['tipo'],
  codigo: i.codigo,
  estado: i.estado as ConfrontaItem['estado'],
  etiquetado: i.etiquetado,
  peso: i.peso === null ? null : String(i.peso),
  confrontadoAt: i.confrontadoAt?.toISOString() ?? null,
});

export async function findConfronta(db: Database, caller: Pick<Caller, 'scope'>, confrontaId: number) {
  const [row] = await db
    .select()
    .from(confrontas)
    .where(and(eq(confrontas.confrontaId, confrontaId), confrontaScope(caller)));
  if (!row) throw problems.notFound();
  return row;
}

export async function getConfronta(db: Database, caller: Pick<Caller, 'scope'>, confrontaId: number): Promise<ConfrontaDetail> {
  await findConfronta(db, caller, confrontaId);
  const [summary] = await rows(db).from(summaryColumns).where(eq(confrontas.confrontaId, confrontaId));
  const [extra] = await db
    .select({ clienteId: confrontas.clienteId, motivoCierre: confrontas.motivoCierre })
    .from(confrontas)
    .where(eq(confrontas.confrontaId, confrontaId));
  const items = await db
    .select()
    .from(confrontaItems)
    .where(eq(confrontaItems.confrontaId, confrontaId))
    .orderBy(asc(confrontaItems.tipo), asc(confrontaItems.itemId));
  return { ...toSummary(summary as Row), ...extra!, items: items.map(toItem) };
}

export async function createConfronta(db: Database, caller: Caller, body: z.output<typeof confrontaInputSchema>) {
  if (!isInScope(caller.scope, { patente: body.patente, clienteId: body.clienteId ?? undefined })) {
    throw problems.validation({ patente: ['confrontas.outOfScope'] });
  }
  const codes = new Set<string>();
  for (const item of body.items) {
    if (codes.has(item.codigo)) throw problems.validation({ items: ['confrontas.duplicateCode'] });
    codes.add(item.codigo);
  }
  const [taken] = await db.select({ id: confrontas.confrontaId }).from(confrontas).where(eq(confrontas.numeroControl, body.numeroControl));
  if (taken) throw problems.validation({ numeroControl: ['confrontas.controlTaken'] });
  const confrontaId = await db.transaction(async (tx) => {
    const { items, ...values } = body;
    const [row] = await tx
      .insert(confrontas)
      .values({ ...values, createdBy: caller.userId })
      .returning({ id: confrontas.confrontaId });
    await tx.insert(confrontaItems).values(items.map((i) => ({ ...i, confrontaId: row!.id })));
    return row!.id;
  });
  return getConfronta(db, caller, confrontaId);
}

/**
 * A scanned guide or package: one expected by the confrontation is marked confronted (a second scan says it was
 * already); anything else is refused with the spec's "wrong guide or package" and nothing is written.
 */
export async function scanCode(db: Database, caller: Caller, confrontaId: number, body: z.output<typeof scanInputSchema>) {
  const confronta = await findConfronta(db, caller, confrontaId);
  if (confronta.estado !== 'abierta') throw new ProblemError({ status: 409, detailKey: 'confrontas.closed', code: 'confrontaClosed' });
  const [item] = await db
    .select()
    .from(confrontaItems)
    .where(and(eq(confrontaItems.confrontaId, confrontaId), eq(confrontaItems.codigo, body.codigo)));
  if (!item) {
    throw new ProblemError({
      status: 422,
      detailKey: 'confrontas.wrongCode',
      params: { codigo: body.codigo },
      code: 'wrongCode',
      errors: { codigo: ['confrontas.wrongCode'] },
    });
  }
  let current = item;
  const repetido = item.estado === 'confrontado';
  if (!repetido) {
    const [updated] = await db
      .update(confrontaItems)
      .set({
        estado: 'confrontado',
        etiquetado: body.etiquetado,
        peso: body.peso,
        confrontadoAt: sql`now()`,
        confrontadoPor: caller.userId,
      })
      .where(eq(confrontaItems.itemId, item.itemId))
      .returning();
    current = updated!;
  }
  const detail = await getConfronta(db, caller, confrontaId);
  return { item: toItem(current), repetido, pendientes: detail.pendientes, confrontados: detail.confrontados };
}

/** Concluding needs every item confronted, or a reason for those still pending. */
export async function concludeConfronta(db: Database, caller: Caller, confrontaId: number, body: z.output<typeof concludeConfrontaSchema>) {
  const confronta = await findConfronta(db, caller, confrontaId);
  if (confronta.estado !== 'abierta') throw new ProblemError({ status: 409, detailKey: 'confrontas.closed', code: 'confrontaClosed' });
  const detail = await getConfronta(db, caller, confrontaId);
  if (detail.pendientes > 0 && !body.motivo) {
    throw new ProblemError({
      status: 422,
      detailKey: 'confrontas.pendingItems',
      params: { n: detail.pendientes },
      code: 'pendingItems',
      errors: { motivo: ['confrontas.reasonRequired'] },
    });
  }
  await db
    .update(confrontas)
    .set({ estado: 'concluida', motivoCierre: body.motivo, concluidaAt: sql`now()` })
    .where(eq(confrontas.confrontaId, confrontaId));
  return getConfronta(db, caller, confrontaId);
}
