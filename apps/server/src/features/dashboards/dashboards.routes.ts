import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@portal/contract';
import {
  CONDITION_FILTERS_API,
  ELEMENTS_API,
  MY_DASHBOARD_API,
  conditionFilterIdParamsSchema,
  conditionFilterInputSchema,
  conditionFilterListQuerySchema,
  conditionFilterSchema,
  conditionFilterPut,
  elementDataQuerySchema,
  elementExportQuerySchema,
  elementIdParamsSchema,
  elementInputSchema,
  elementListQuerySchema,
  elementSchema,
  elementSummarySchema,
  elementPut,
  filterOptionsResponseSchema,
  layoutSchema,
  myDashboardSchema,
  queryResultSchema,
} from '@portal/contract/features/dashboards';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { sendSheet, type Cell } from '../../platform/list/list-export.ts';
import { callerOf } from '../../platform/route-access.ts';
import { tableros } from './data-access.routes.ts';
import { registerSettingsExportRoutes } from './settings-export.routes.ts';
import { registerQueryNotificationRoutes } from './query-notifications.routes.ts';
import { elementData, myDashboard, saveLayout } from './element-data.service.ts';
import { deleteElement, getElement, getElementRow, listElements, saveElement } from './elements.service.ts';
import {
  deleteConditionFilter,
  filterOptions,
  getFilterRow,
  listConditionFilters,
  saveConditionFilter,
  toConditionFilter,
} from './filters.service.ts';

const tags = ['tableros'];

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Condition filters (designers), dashboard elements with their grants, their data, and each user's dashboard. */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerFilterRoutes(app, deps);
  registerElementRoutes(app, deps);
  registerSettingsExportRoutes(app, deps);
  registerQueryNotificationRoutes(app, deps);
}

function registerFilterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CONDITION_FILTERS_API,
    {
      config: tableros('write'),
      schema: { tags, querystring: conditionFilterListQuerySchema, response: { 200: listResponseSchema(conditionFilterSchema) } },
    },
    async (request) => listConditionFilters(deps.db, request.query),
  );
  r.get(
    `${CONDITION_FILTERS_API}/:filtroCondicionId`,
    { config: tableros('write'), schema: { tags, params: conditionFilterIdParamsSchema, response: { 200: conditionFilterSchema } } },
    async (request) => toConditionFilter(await getFilterRow(deps.db, request.params.filtroCondicionId)),
  );
  r.get(
    `${CONDITION_FILTERS_API}/:filtroCondicionId/Opciones`,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: 'The values the caller may pick',
        params: conditionFilterIdParamsSchema,
        response: { 200: filterOptionsResponseSchema },
      },
    },
    async (request) => filterOptions(deps, callerOf(request).scope, await getFilterRow(deps.db, request.params.filtroCondicionId)),
  );
  r.post(
    CONDITION_FILTERS_API,
    { config: tableros('create'), schema: { tags, body: conditionFilterInputSchema, response: { 201: conditionFilterSchema } } },
    async (request, reply) => reply.code(201).send(await saveConditionFilter(deps.db, request.body)),
  );
  r.put(
    `${CONDITION_FILTERS_API}/:filtroCondicionId`,
    {
      config: tableros('write'),
      schema: { tags, params: conditionFilterIdParamsSchema, body: conditionFilterPut.schema, response: { 200: conditionFilterSchema } },
    },
    async (request) => {
      const id = request.params.filtroCondicionId;
      const load = async () => toConditionFilter(await getFilterRow(deps.db, id));
      return saveConditionFilter(deps.db, await acceptingGetBody(request.body, conditionFilterPut, load), id);
    },
  );
  r.delete(
    `${CONDITION_FILTERS_API}/:filtroCondicionId`,
    { config: tableros('delete'), schema: { tags, params: conditionFilterIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteConditionFilter(deps.db, request.params.filtroCondicionId);
      return reply.code(204).send(null);
    },
  );
}

function registerElementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ELEMENTS_API,
    {
      config: tableros('read'),
      schema: {
        tags,
        summary: 'Designers see every element; others the ones granted to them',
        querystring: elementListQuerySchema,
        response: { 200: listResponseSchema(elementSummarySchema) },
      },
    },
    async (request) => listElements(deps.db, callerOf(request), request.query),
  );
  r.get(
    `${ELEMENTS_API}/:elementoId`,
    { config: tableros('write'), schema: { tags, params: elementIdParamsSchema, response: { 200: elementSchema } } },
    async (request) => getElement(deps.db, callerOf(request), request.params.elementoId),
  );
  r.post(
    ELEMENTS_API,
    { config: tableros('create'), schema: { tags, body: elementInputSchema, response: { 201: elementSchema } } },
    async (request, reply) => reply.code(201).send(await saveElement(deps, callerOf(request), request.body)),
  );
  r.put(
    `${ELEMENTS_API}/:elementoId`,
    {
      config: tableros('write'),
      schema: { tags, params: elementIdParamsSchema, body: elementPut.schema, response: { 200: elementSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.elementoId;
      const body = await acceptingGetBody(request.body, elementPut, () => getElement(deps.db, caller, id));
      return saveElement(deps, caller, body, id);
    },
  );
  r.delete(
    `${ELEMENTS_API}/:elementoId`,
    { config: tableros('delete'), schema: { tags, params: elementIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteElement(deps.db, callerOf(request), request.params.elementoId);
      return reply.code(204).send(null);
    },
  );
  r.get(
    `${ELEMENTS_API}/:elementoId/Datos`,
    {
      config: tableros('read'),
      schema: {
        tags,
        summary: "The element's rows with its filters (f.<name>=value); limited to the caller's customers, customs offices and patents",
        params: elementIdParamsSchema,
        querystring: elementDataQuerySchema,
        response: { 200: queryResultSchema },
      },
    },
    async (request) => elementData(deps, callerOf(request), request.params.elementoId, request.query),
  );
  r.get(
    `${ELEMENTS_API}/:elementoId/Datos/Exportar`,
    {
      config: tableros('read'),
      schema: {
        tags,
        summary: "The element's rows as Excel (.xlsx) or CSV",
        params: elementIdParamsSchema,
        querystring: elementExportQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { formato, ...filters } = request.query;
      const element = await getElementRow(deps.db, caller, request.params.elementoId);
      const data = await elementData(deps, caller, element.elementoId, filters);
      const names = data.columnas.map((c) => c.nombre);
      return sendSheet(reply, {
        title: element.nombre,
        headers: names,
        format: formato === 'csv' ? 'csv' : 'xlsx',
        batches: (async function* () {
          yield data.filas.map((row) => names.map((name) => cellOf(row[name])));
        })(),
      });
    },
  );

  r.get(
    MY_DASHBOARD_API,
    {
      config: tableros('read'),
      schema: { tags, summary: "The caller's elements in its own arrangement", response: { 200: myDashboardSchema } },
    },
    async (request) => myDashboard(deps, callerOf(request)),
  );
  r.put(
    `${MY_DASHBOARD_API}/Disposicion`,
    {
      config: tableros('read'),
      schema: { tags, summary: "Keeps the caller's order and widths", body: layoutSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await saveLayout(deps.db, callerOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
