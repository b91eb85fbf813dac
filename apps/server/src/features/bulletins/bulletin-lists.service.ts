import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListResponse, type PAGING_FIELDS } from '@portal/contract';
import {
  type BULLETIN_SORTS,
  type BulletinListQuery,
  type BulletinSummary,
  type BulletinType,
  type MyBulletin,
  type MyBulletinsQuery,
  type PublicBulletin,
} from '@portal/contract/features/bulletins';
import { bulletinReads, bulletins, foldedText, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { listPage, listRows, textContains, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import {
  attachmentsOf,
  audienceOf,
  BULLETIN_ID,
  canceller,
  creator,
  readBy,
  sqlNotExists,
  subscribedBy,
  summaryColumns,
  toSummary,
  type SummaryRow,
} from './bulletin-audience.ts';

const BULLETIN_LIST: ListDefinition = {
  id: bulletins.boletinId,
  sorts: {
    boletinId: bulletins.boletinId,
    titulo: bulletins.titulo,
    createdAt: bulletins.createdAt,
  } satisfies Record<(typeof BULLETIN_SORTS)[number], unknown>,
  defaultSort: { field: 'boletinId', direction: 'desc' },
};

const summaryRows = (db: Database): ListSource => ({
  columns: summaryColumns,
  shape: 'bulletins:list',
  from: (selection) =>
    db
      .select(selection)
      .from(bulletins)
      .leftJoin(creator, eq(creator.userId, bulletins.createdBy))
      .leftJoin(canceller, eq(canceller.userId, bulletins.canceladoPor))
      .$dynamic(),
});

export type BulletinFilter = Omit<BulletinListQuery, keyof typeof PAGING_FIELDS>;

/** The caller's audience (managers see every bulletin), then the list's filters and search. */
function bulletinWhere(caller: Caller, query: BulletinFilter): SQL | undefined {
  return and(
    audienceOf(caller),
    textContains(foldedText(bulletins.titulo), query.search),
    query.boletinTipo ? eq(bulletins.boletinTipo, query.boletinTipo) : undefined,
    query.esPublico ? eq(bulletins.esPublico, query.esPublico === 'true') : undefined,
    query.cancelado ? (query.cancelado === 'true' ? isNotNull(bulletins.canceladoAt) : isNull(bulletins.canceladoAt)) : undefined,
  );
}

export async function listBulletins(deps: AppDeps, caller: Caller, query: BulletinListQuery): Promise<ListResponse<BulletinSummary>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: bulletinWhere(caller, query) };
  const page = await listPage<SummaryRow>(deps.db, BULLETIN_LIST, summaryRows(deps.db), request, 'boletinId');
  return { ...page, items: page.items.map(toSummary) };
}

/** The same list, every row in its order and the caller's audience, for the export. */
export async function* streamBulletins(deps: AppDeps, caller: Caller, query: BulletinFilter) {
  const request = { sort: parseSort(query.sort), where: bulletinWhere(caller, query) };
  for await (const batch of listRows<SummaryRow>(deps.db, BULLETIN_LIST, summaryRows(deps.db), request, 'boletinId'))
    yield batch.map(toSummary);
}

const feedColumns = {
  boletinId: bulletins.boletinId,
  boletinTipo: bulletins.boletinTipo,
  titulo: bulletins.titulo,
  contenido: bulletins.contenido,
  createdAt: bulletins.createdAt,
  canceladoAt: bulletins.canceladoAt,
};

type FeedRow = { boletinId: number; boletinTipo: string; titulo: string; contenido: string; createdAt: Date; canceladoAt: Date | null };

/**
 * A reader's feed (their bulletins, or the public ones): newest first, with the attachments of the page. `shape` names
 * these columns, one name per column set, left out when they hold a value of the request.
 */
async function feedPage<R extends FeedRow>(
  db: Database,
  columns: Record<string, unknown>,
  shape: string | undefined,
  page: { page: number; pageSize: number },
  where: SQL,
) {
  const source: ListSource = {
    columns: columns as ListSource['columns'],
    shape,
    from: (selection) => db.select(selection).from(bulletins).$dynamic(),
  };
  const result = await listPage<R>(db, BULLETIN_LIST, source, { ...page, where }, 'boletinId');
  const attachments = await attachmentsOf(
    db,
    result.items.map((r) => r.boletinId),
  );
  const items = result.items.map((r) => ({
    row: r,
    feed: {
      boletinId: r.boletinId,
      boletinTipo: r.boletinTipo as BulletinType,
      titulo: r.titulo,
      contenido: r.contenido,
      createdAt: r.createdAt.toISOString(),
      cancelado: r.canceladoAt !== null,
      canceladoAt: r.canceladoAt?.toISOString() ?? null,
      adjuntos: attachments.get(r.boletinId) ?? [],
    },
  }));
  // The feeds page by number only (their queries take no cursor).
  return { total: result.total, ...(result.estimated ? { estimated: true } : {}), items };
}

/** The caller's bulletins, newest first; cancelled ones stay, marked as cancelled. */
export async function listMyBulletins(deps: AppDeps, caller: Caller, query: MyBulletinsQuery): Promise<ListResponse<MyBulletin>> {
  const unreadOnly =
    query.soloNoLeidos === 'true'
      ? and(
          sqlNotExists(sql`select 1 from ${bulletinReads} r where r.boletin_id = ${BULLETIN_ID} and r.user_id = ${caller.userId}`),
          isNull(bulletins.canceladoAt),
        )
      : undefined;
  const columns = { ...feedColumns, leido: readBy(caller.userId).mapWith(Boolean) };
  // No shape: `leido` holds the caller's id in the columns, which a prepared statement would keep from its first caller.
  const where = and(subscribedBy(caller.userId), unreadOnly)!;
  const page = await feedPage<FeedRow & { leido: unknown }>(deps.db, columns, undefined, query, where);
  return { ...page, items: page.items.map(({ row, feed }) => ({ ...feed, leido: Boolean(row.leido) })) };
}

/** Public bulletins for the customers' page (no sign-in), newest first. */
export async function listPublicBulletins(deps: AppDeps, page: number, pageSize: number): Promise<ListResponse<PublicBulletin>> {
  const result = await feedPage<FeedRow>(deps.db, feedColumns, 'bulletins:public', { page, pageSize }, eq(bulletins.esPublico, true));
  return { ...result, items: result.items.map(({ feed }) => feed) };
}
