import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCatalogueSearchSources } from './catalogue-search.ts';
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
  type ListQuery,
  optionSchema,
  parseSort,
  sortableFields,
  storedFileSchema,
  writeResourceOf,
  FILE_POLICIES,
  type CatalogueDefinition,
  type StoredFileInfo,
  type GrantAction,
  type Resource,
} from '@portal/contract';
import type { AppDeps } from '../platform/deps.ts';
import { callerOf } from '../platform/route-access.ts';
import { requestLanguage } from '../platform/i18n.ts';
import { problems } from '../platform/problem.ts';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type CatalogueCaller } from './catalogue.service.ts';
import { auditTrail } from './catalogue.queries.ts';
import { exportCatalogue } from './catalogue.export.ts';
import { pickOptions } from './catalogue-options.ts';
import { registerCatalogueOptionDomains } from './catalogue-options.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from '../platform/files.ts';
import { SecretBox, sealSecrets, secretFields } from './catalogue-secrets.ts';
import { registerCatalogueFileHolders, releaseDocuments } from './catalogue-documents.ts';
import { repositoryOf } from './catalogue.service.ts';
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
  const { page, pageSize, sort, search, after, before, last, formato: _format, ...filters } = query as ListQuery & Record<string, unknown>;
  const parsed = parseSort(sort);
  if (parsed && !sortableFields(definition).includes(parsed.field)) throw problems.validation({ sort: ['validation.sort'] });
  return { page: page ?? 1, pageSize: pageSize ?? 10, sort: parsed, search, after, before, last, filters };
}

/** Options may be read by whoever may read the catalogue or fill in one that refers to it. */
function optionsAccess(definition: CatalogueDefinition) {
  const anyOf: { resource: Resource; action: GrantAction }[] = [{ resource: definition.resource, action: 'read' }];
  // Who reads a list that names this catalogue filters it by it (a client's parts by customer and vendor): the
  // options stay inside that caller's scope (catalogue-options.ts), so read on a dependent is enough.
  for (const { catalogue } of dependentsOf(definition.name)) {
    anyOf.push(
      { resource: catalogue.resource, action: 'read' },
      { resource: catalogue.resource, action: 'create' },
      { resource: catalogue.resource, action: 'write' },
    );
  }
  // Who only reads those records filters their list by it too (a customer's previos by bonded enclosure).
  for (const resource of definition.pickedBy ?? [])
    anyOf.push({ resource, action: 'read' }, { resource, action: 'create' }, { resource, action: 'write' });
  return { anyOf };
}

/** Options for the selects that pick a record of the catalogue. */
function registerCatalogueOptions(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { apiPath } = definition;
  const tags = [definition.name];
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
    async (request) => pickOptions(deps.db, definition, request.query, callerOf(request)),
  );
}

function registerCatalogue(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition, box: SecretBox): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schemas = catalogueSchemas(definition);
  const { resource, apiPath, idField } = definition;
  // Banks are read under Banco and written under CuentaBancaria (spec point 2).
  const writer = writeResourceOf(definition);
  const holdsDocuments = Object.values(definition.fields).some((field) => field.kind === 'documents');
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
      const { page: _p, pageSize: _s, after: _a, before: _b, last: _l, ...rest } = listParams(definition, query);
      return exportCatalogue(reply, deps.db, definition, rest, callerFor(request), format);
    },
  );
  registerCatalogueOptions(app, deps, definition);
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
      return auditTrail(deps.db, definition, idOf(request), request.query, caller.language);
    },
  );
  r.post(
    apiPath,
    { config: { access: { resource: writer, action: 'create' } }, schema: { tags, body: schemas.create, response: { 201: schemas.item } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createRecord(
            deps.db,
            definition,
            sealSecrets(definition, request.body as Record<string, unknown>, box),
            callerFor(request),
          ),
        ),
  );
  r.put(
    itemUrl,
    {
      config: { access: { resource: writer, action: 'write' } },
      schema: { tags, params, body: schemas.update, response: { 200: schemas.item } },
    },
    async (request) => {
      const caller = callerFor(request);
      // With documents, the version read first tells which files the save drops (removed after commit).
      const before = holdsDocuments ? await getRecord(deps.db, definition, idOf(request), caller) : undefined;
      const after = await updateRecord(
        deps.db,
        definition,
        idOf(request),
        sealSecrets(definition, request.body as Record<string, unknown>, box),
        caller,
      );
      if (before)
        await releaseDocuments(deps.files, definition, before, after).catch((err: unknown) =>
          request.log.warn({ err }, 'documents not released'),
        );
      return after;
    },
  );
  r.delete(
    `${definition.deletePath ?? apiPath}/:${idField}`,
    { config: { access: { resource: writer, action: 'delete' } }, schema: { tags, params } },
    async (request, reply) => {
      const caller = callerFor(request);
      const before = holdsDocuments ? await getRecord(deps.db, definition, idOf(request), caller) : undefined;
      await deleteRecord(deps.db, definition, idOf(request), caller);
      if (before)
        await releaseDocuments(deps.files, definition, before).catch((err: unknown) => request.log.warn({ err }, 'documents not released'));
      return reply.code(204).send();
    },
  );
}

/** Secret fields: revealed one at a time, to those who may write the record (issue 4: "shown only on request"). */
function registerSecrets(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition, box: SecretBox): void {
  const fields = secretFields(definition);
  if (fields.length === 0) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { idField } = definition;
  r.get(
    `${definition.apiPath}/:${idField}/Secreto/:campo`,
    {
      config: { access: { resource: writeResourceOf(definition), action: 'write' } },
      schema: {
        tags: [definition.name],
        summary: 'Reveals a secret field (writers only); the reveal is written to the record’s log',
        params: idParams(definition).extend({ campo: z.enum(fields as [string, ...string[]], { message: 'validation.option' }) }),
        response: { 200: z.object({ value: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const { campo, ...rest } = request.params as Record<string, unknown>;
      const id = rest[idField] as number;
      const caller = callerFor(request);
      const repository = repositoryOf(definition);
      const sealed = await repository.sealedSecret(deps.db, id, campo as string, caller.scope);
      if (sealed === undefined) throw problems.notFound();
      await repository.audit(deps.db, { recordId: id, action: 'reveal', userId: caller.userId, after: { field: campo } });
      void reply.header('Cache-Control', 'no-store');
      return { value: sealed === null ? null : box.open(sealed) };
    },
  );
}

/** Documents fields: upload first (progress in the browser), then the save claims them; download by record. */
function registerDocuments(app: FastifyInstance, deps: AppDeps, definition: CatalogueDefinition): void {
  const fields = Object.entries(definition.fields).filter(([, field]) => field.kind === 'documents');
  if (fields.length === 0) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { idField } = definition;
  const writer = writeResourceOf(definition);
  r.post(
    `${definition.apiPath}/Documentos`,
    {
      config: {
        access: {
          anyOf: [
            { resource: writer, action: 'create' },
            { resource: writer, action: 'write' },
          ],
        },
      },
      schema: {
        tags: [definition.name],
        summary: 'Uploads a document (multipart field "file"; PDF or image ≤ 20 MB); the save refers to it by fileId',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.document, callerOf(request).userId);
      return reply.status(201).send(toFileInfo(file));
    },
  );
  r.get(
    `${definition.apiPath}/:${idField}/Documentos/:fileId`,
    {
      config: { access: { resource: definition.resource, action: 'read' } },
      schema: { tags: [definition.name], params: idParams(definition).extend({ fileId: z.uuid({ message: 'validation.option' }) }) },
    },
    async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const item = await getRecord(deps.db, definition, params[idField] as number, callerFor(request));
      const held = fields.some(([name]) => ((item[name] as StoredFileInfo[] | null) ?? []).some((d) => d.fileId === params.fileId));
      const file = held ? await deps.files.find(params.fileId as string) : undefined;
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file, file.contentType === 'application/pdf' || file.contentType.startsWith('image/'));
    },
  );
}

/** Every registered catalogue's API, made from its definition. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  definitions: readonly CatalogueDefinition[] = CATALOGUES,
): void {
  const box = new SecretBox(deps.config.secretsKey);
  for (const definition of definitions) {
    const registered = getCatalogue(definition.name);
    registerCatalogue(app, deps, registered, box);
    registerSecrets(app, deps, registered, box);
    registerDocuments(app, deps, registered);
  }
  registerCatalogueFileHolders(
    definitions.map((d) => getCatalogue(d.name)),
    repositoryOf,
  );
  registerCatalogueOptionDomains();
  registerCatalogueSearchSources(definitions.map((d) => getCatalogue(d.name)));
}
