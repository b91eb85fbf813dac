import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLanguage } from '../i18n.ts';
import { sendColumns, type ExportFormat } from './list-export.ts';
import type { Language } from '@portal/contract';

export interface ListExportRoute<S extends z.ZodType<{ formato: ExportFormat }>, T extends object, C extends string> {
  /** `<list path>/Exportar`. */
  url: string;
  /** The list's own access. */
  config: FastifyContextConfig;
  tags: string[];
  querystring: S;
  params?: z.ZodType;
  /** i18n keys: the sheet's title is `<prefix>.title`, each header `<prefix>.<column>` (or `<headerPrefix>.<column>`). */
  keyPrefix: string;
  /** Where the headers' keys live when not beside the title (`pedimentos.fields`); default `keyPrefix`. */
  headerPrefix?: string;
  columns: readonly C[];
  /** The list's rows for the query (its filters, sort and the caller's scope); may check the request first. */
  rows: (request: FastifyRequest, query: Omit<z.infer<S>, 'formato'>) => AsyncIterable<T[]> | Promise<AsyncIterable<T[]>>;
  /** A column's value when it is not the row's field of the same name; undefined: the field. */
  cell?: (row: T, column: C, language: Language) => unknown;
}

/**
 * Reads the first batch before the answer starts: a query the list refuses while reading (an unknown sort
 * field) is answered as a problem, not as a stream cut after its headers (a proxy in front reports a 502).
 */
async function primed<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/** A list's export route: the list's query without paging plus `formato`, streamed as .xlsx or CSV. */
export function registerListExport<S extends z.ZodType<{ formato: ExportFormat }>, T extends object, C extends string>(
  app: FastifyInstance,
  route: ListExportRoute<S, T, C>,
): void {
  const schema = {
    tags: route.tags,
    summary: 'The current filter as Excel (.xlsx) or CSV',
    querystring: route.querystring,
    ...(route.params ? { params: route.params } : {}),
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(route.url, { config: route.config, schema }, async (request: FastifyRequest, reply: FastifyReply) => {
      const { formato, ...query } = request.query as z.infer<S>;
      const language = requestLanguage(request);
      const cell = route.cell;
      return sendColumns(reply, {
        language,
        titleKey: `${route.keyPrefix}.title`,
        headerPrefix: route.headerPrefix ?? route.keyPrefix,
        columns: route.columns,
        format: formato,
        rows: await primed(await route.rows(request, query)),
        cell: cell ? (row: T, column: C) => cell(row, column, language) : undefined,
      });
    });
}
