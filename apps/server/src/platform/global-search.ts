import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GLOBAL_SEARCH_API,
  GLOBAL_SEARCH_LIMIT,
  GLOBAL_SEARCH_PER_GROUP,
  globalSearchQuerySchema,
  globalSearchResponseSchema,
  type GlobalSearchHit,
} from '@portal/contract/features/search';
import { normalizeSearchText, type Resource } from '@portal/contract';
import type { Database } from '@portal/db';
import { callerOf, type Caller } from './route-access.ts';

/** What a source finds: the rank is added here, from the text. */
export type SearchFind = Omit<GlobalSearchHit, 'rank' | 'grupo'>;

/**
 * A source of the search box. Catalogues and features register theirs (as they do their options), so the
 * platform names none of them. `find` applies the caller's data scope and returns at most `limit` hits, in any order.
 */
export interface SearchSource {
  group: string;
  /** Read on this resource is needed; the source is skipped for a caller without it. */
  resource: Resource;
  /** Sources are asked in this order and, at equal rank, listed in it (lower first). */
  order: number;
  find(db: Database, caller: Caller, term: string, limit: number): Promise<SearchFind[]>;
}

const sources = new Map<string, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  sources.set(source.group, source);
}

/** 0 the whole text, 1 its start, 2 the start of a word, 3 anywhere: case and accents ignored. */
export function rankOf(text: string, term: string): number {
  const folded = normalizeSearchText(text);
  const wanted = normalizeSearchText(term);
  if (folded === wanted) return 0;
  if (folded.startsWith(wanted)) return 1;
  if (folded.split(/[\s.,;:/()-]+/).some((word) => word.startsWith(wanted))) return 2;
  return 3;
}

/** Every source the caller may read, each asked for a few more than it shows so that the best ranks come first. */
export async function globalSearch(db: Database, caller: Caller, term: string): Promise<GlobalSearchHit[]> {
  const readable = [...sources.values()].filter((s) => caller.ability.can('read', s.resource)).sort((a, b) => a.order - b.order);
  // All sources at once: on PostgreSQL each query runs on its own pooled connection and uses its own index, so the
  // answer takes as long as the slowest source, not their sum (the embedded database queues them anyway).
  const perSource = await Promise.all(
    readable.map(async (source) => {
      const found = await source.find(db, caller, term, GLOBAL_SEARCH_PER_GROUP * 4);
      return found
        .map((hit) => ({ ...hit, grupo: source.group, rank: Math.min(rankOf(hit.texto, term), rankOf(hit.detalle ?? '', term)) }))
        .sort((a, b) => a.rank - b.rank || a.texto.localeCompare(b.texto))
        .slice(0, GLOBAL_SEARCH_PER_GROUP)
        .map((hit) => ({ ...hit, order: source.order }));
    }),
  );
  const hits = perSource.flat();
  return hits
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, GLOBAL_SEARCH_LIMIT)
    .map(({ order: _order, ...hit }) => hit);
}

export function registerGlobalSearchRoute(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    GLOBAL_SEARCH_API,
    {
      // Any signed-in user: each source then needs read on its own resource, and applies the data scope.
      config: { access: { resource: 'profile', action: 'read' } },
      schema: {
        tags: ['Buscar'],
        summary: 'One search box across the portal: the records the caller may read, ranked',
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResponseSchema },
      },
    },
    async (request) => ({ resultados: await globalSearch(db, callerOf(request), request.query.q) }),
  );
}
