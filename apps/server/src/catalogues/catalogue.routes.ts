import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditQuerySchema,
  CATALOGUES,
  catalogueOptionsQuerySchema,
  catalogueSchemas,
  dependentsOf,
  getCatalogue,
  listResponseSchema,
  optionSchema,
  parseSort,
  sortableFields,
  type CatalogueDefinition,
  type GrantAction,
  type Resource,
} from '@portal/contract';
import type { AppDeps } from '../platform/deps.ts';
import { callerOf } from '../platform/route-access.ts';
import { requestLanguage } from '../platform/i18n.ts';
import { problems } from '../platform/problem.ts';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type CatalogueCaller } from './catalogue.service.ts';
import { auditTrail, catalogueOptions } from './catalogue.queries.ts';
import { exportCatalogue } from './catalogue.export.ts';
import { registerCatalogueOptionDomains } from './catalogue-options.ts';
import { registerCatalogueTree } from './catalogue-tree.ts';

const idParams = (definition: CatalogueDefinition) =>
  z
    .object({ [definition.idField]: z.coerce.number({ message: 'validation.number' }).int().positive({ message: 'validation.number' }) })
    .strict();

function callerFor(request: FastifyRequest): CatalogueCaller {
  const caller = callerOf(request);
  return { userId: caller.userId, scope: caller.scope, language: requestLanguage(request) };
}

/** Splits a validated list query into paging, sort, search and the equality filters. */
function listParams(definition: CatalogueDefinition, query: Record<string, unknown>) {
  const { page, pageSize, sort, search, formato: _format, ...filters } = query;
  const parsed = parseSort(sort as string | undefined);
  if (parsed && !sortableFields(definition).includes(parsed.field)) throw problems.validation({ sort: ['validation.sort'] });
  return { page: (page as number) ?? 1, pageSize: (pageSize as number) ?? 10, sort: parsed, search: search as string | undefined, filters };
}

/** Options may be read by whoever may read the catalogue or fill in one that refers to it. */
function optionsAccess(definition: CatalogueDefinition) {
  const anyOf: { resource: Resource; action: GrantAction }[] = [{ resource: definition.resource, action: 'read' }];
  for (const { catalogue } of dependentsOf(definition.name)) {
    anyOf.push({ resource: catalogue.resource, action: 'create' }, { resource: catalogue.resource, action: 'write' });
  }
  for (const resource of definition.pickedBy ?? []) anyOf.push({ resource, action: 'create' }, { resource, action: 'write' });
  return { anyOf };
}

function registerCatalogue(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schemas = catalogueSchemas(definition);
  const { resource, apiPath, idField } = definition;
  const tags = [definition.name];
  const params = idParams(definition);
  const itemUrl = `${apiPath}/:${idField}`;
  const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[idField]!;

  r.get(
    apiPath,
    {
      config: { access: { resource, action: 'read' } },
      schema: {
        tags,
        summary: `List (paged, sorted, searched, filtered)`,
        querystring: schemas.listQuery,
        response: { 200: listResponseSchema(schemas.item) },
      },
    },
    async (request) => listRecords(deps.db, definition, listParams(definition, request.query), callerFor(request)),
  );
  r.get(
    `${apiPath}/Exportar`,
    {
      config: { access: { resource, action: 'read' } },
      schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: schemas.exportQuery },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const format = query.formato === 'csv' ? 'csv' : 'xlsx';
      const { page: _p, pageSize: _s, ...rest } = listParams(definition, query);
      return exportCatalogue(reply, deps.db, definition, rest, callerFor(request), format);
    },
  );
  r.get(
    `${apiPath}/Opciones`,
    {
      config: { access: optionsAccess(definition) },
      schema: {
        tags,
        summary: 'Options for selects: [{value, text}] sorted by text, at most 50',
        querystring: catalogueOptionsQuerySchema,
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request) => catalogueOptions(deps.db, definition, request.query, callerFor(request)),
  );
  if (definition.tree) registerCatalogueTree(app, deps, definition);
  r.get(
    itemUrl,
    { config: { access: { resource, action: 'read' } }, schema: { tags, params, response: { 200: schemas.item } } },
    async (request) => getRecord(deps.db, definition, idOf(request), callerFor(request)),
  );
  r.get(
    `${itemUrl}/Bitacora`,
    {
      config: { access: { resource, action: 'read' } },
      schema: {
        tags,
        summary: 'The record’s history of changes',
        params,
        querystring: auditQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const caller = callerFor(request);
      await getRecord(deps.db, definition, idOf(request), caller);
      return auditTrail(deps.db, definition, idOf(request), request.query);
    },
  );
  r.post(
    apiPath,
    { config: { access: { resource, action: 'create' } }, schema: { tags, body: schemas.create, response: { 201: schemas.item } } },
    async (request, reply) =>
      reply.code(201).send(await createRecord(deps.db, definition, request.body as Record<string, unknown>, callerFor(request))),
  );
  r.put(
    itemUrl,
    { config: { access: { resource, action: 'write' } }, schema: { tags, params, body: schemas.update, response: { 200: schemas.item } } },
    async (request) => updateRecord(deps.db, definition, idOf(request), request.body as Record<string, unknown>, callerFor(request)),
  );
  r.delete(
    `${definition.deletePath ?? apiPath}/:${idField}`,
    { config: { access: { resource, action: 'delete' } }, schema: { tags, params } },
    async (request, reply) => {
      await deleteRecord(deps.db, definition, idOf(request), callerFor(request));
      return reply.code(204).send();
    },
  );
}

/** Every registered catalogue's API, made from its definition. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  definitions: readonly CatalogueDefinition[] = CATALOGUES,
): void {
  for (const definition of definitions) registerCatalogue(app, deps, getCatalogue(definition.name));
  registerCatalogueOptionDomains();
}
