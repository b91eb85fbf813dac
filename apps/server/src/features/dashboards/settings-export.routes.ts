import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate, type Language } from '@portal/contract';
import {
  CONDITION_FILTERS_API,
  CONNECTION_STRINGS_API,
  ELEMENTS_API,
  QUERY_OBJECTS_API,
  conditionFilterExportQuerySchema,
  connectionStringExportQuerySchema,
  elementExportListQuerySchema,
  queryObjectExportQuerySchema,
} from '@portal/contract/features/dashboards';
import type { AppDeps } from '../../platform/deps.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { sendSheet, type Cell } from '../../platform/list/list-export.ts';
import { callerOf } from '../../platform/route-access.ts';
import { tableros } from './data-access.routes.ts';
import { listElements } from './elements.service.ts';
import { listConditionFilters } from './filters.service.ts';
import { listConnectionStrings, listQueryObjects } from './sources.service.ts';

type Page<T> = { items: T[]; next?: string | null | undefined };

/** Every page of a list in its order, walked by its keyset cursor. */
async function* pagesOf<T>(read: (after: string | undefined) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let after: string | undefined;
  do {
    const page = await read(after);
    yield page.items;
    after = page.next ?? undefined;
  } while (after);
}

async function* cells<T>(pages: AsyncGenerator<T[]>, toCells: (row: T) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const page of pages) yield page.map(toCells);
}

const paged = { page: 1, pageSize: 100 } as const;
const yesNo = (language: Language, value: boolean) => translate(language, value ? 'dashboards.fields.yes' : 'dashboards.fields.no');
const header = (language: Language, names: string[]) => names.map((n) => translate(language, `dashboards.fields.${n}`));

/** The settings lists as Excel or CSV (every list can be exported), in their order and filter. */
export function registerSettingsExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['acceso-datos'];
  r.get(
    `${CONNECTION_STRINGS_API}/Exportar`,
    { config: tableros('write'), schema: { tags, querystring: connectionStringExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'dashboards.titles.connections'),
        headers: header(language, ['descripcion', 'tipo', 'servidor', 'baseDatos', 'usuario', 'passwordGuardado', 'sistema']),
        format: formato,
        batches: cells(
          pagesOf((after) => listConnectionStrings(deps.db, { ...query, ...paged, ...(after ? { after } : {}) })),
          (c) => [c.descripcion, c.tipo, c.servidor, c.baseDatos, c.usuario, yesNo(language, c.passwordGuardado), c.sistema],
        ),
      });
    },
  );
  r.get(
    `${QUERY_OBJECTS_API}/Exportar`,
    { config: tableros('write'), schema: { tags, querystring: queryObjectExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'dashboards.titles.queries'),
        headers: header(language, ['descripcion', 'tipo', 'cadenaConexion', 'esquema', 'nombreObjeto']),
        format: formato,
        batches: cells(
          pagesOf((after) => listQueryObjects(deps.db, { ...query, ...paged, ...(after ? { after } : {}) })),
          (q) => [q.descripcion, q.tipo, q.cadenaConexion, q.esquema, q.nombreObjeto],
        ),
      });
    },
  );
  r.get(
    `${CONDITION_FILTERS_API}/Exportar`,
    { config: tableros('write'), schema: { tags, querystring: conditionFilterExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'dashboards.titles.filters'),
        headers: header(language, ['nombre', 'tipo', 'tipoDato', 'operadorLogico']),
        format: formato,
        batches: cells(
          pagesOf((after) => listConditionFilters(deps.db, { ...query, ...paged, ...(after ? { after } : {}) })),
          (f) => [f.nombre, f.tipo, f.tipoDato, f.operadorLogico],
        ),
      });
    },
  );
  r.get(
    `${ELEMENTS_API}/Exportar`,
    { config: tableros('read'), schema: { tags: ['tableros'], querystring: elementExportListQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      const caller = callerOf(request);
      return sendSheet(reply, {
        title: translate(language, 'dashboards.titles.elements'),
        headers: header(language, ['nombre', 'tipo', 'objetoConsulta', 'updatedAt']),
        format: formato,
        batches: cells(
          pagesOf((after) => listElements(deps.db, caller, { ...query, ...paged, ...(after ? { after } : {}) })),
          (e) => [e.nombre, e.tipo, e.objetoConsulta, e.updatedAt],
        ),
      });
    },
  );
}
