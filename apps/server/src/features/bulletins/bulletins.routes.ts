import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_POLICIES, listResponseSchema, normalizeSearchText, storedFileSchema, translate } from '@portal/contract';
import {
  BULLETIN_TYPES,
  BULLETINS_API,
  MY_BULLETINS_API,
  bulletinCancelSchema,
  bulletinExportQuerySchema,
  bulletinFileParamsSchema,
  bulletinIdParamsSchema,
  bulletinListQuerySchema,
  bulletinSchema,
  bulletinSummarySchema,
  bulletinPut,
  bulletinWriteSchema,
  myBulletinSchema,
  myBulletinsQuerySchema,
  publicBulletinSchema,
  publicBulletinsQuerySchema,
  publicFileParamsSchema,
  unreadCountSchema,
} from '@portal/contract/features/bulletins';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from '../../platform/files.ts';
import { registerOptionsDomain } from '../../platform/options.ts';
import {
  cancelBulletin,
  createBulletin,
  findBulletinAttachment,
  findPublicAttachment,
  findSubscribedAttachment,
  getBulletin,
  updateBulletin,
  type NotifyUsers,
} from './bulletins.service.ts';
import { audienceOf, countMyUnread, markAllRead } from './bulletin-audience.ts';
import { listBulletins, listMyBulletins, listPublicBulletins, streamBulletins } from './bulletin-lists.service.ts';

const EXPORT_COLUMNS = [
  'boletinId',
  'boletinTipo',
  'titulo',
  'esPublico',
  'createdAt',
  'createdByName',
  'canceladoAt',
  'canceladoPorNombre',
] as const;

export interface BulletinRouteOptions {
  /** The notifications service (portal, email, SMS, WhatsApp as each user chose); the app wires it. */
  notifyUsers: NotifyUsers;
}

const boletines = (action: 'read' | 'write' | 'create') => ({ access: { resource: 'Boletines' as const, action } });
const ownProfile = { access: { resource: 'profile' as const, action: 'read' as const } };

/** Bulletins (resource Boletines), each user's bulletins (Perfil) and the customers' public page. */
export function registerBulletinRoutes(app: FastifyInstance, deps: AppDeps, options: BulletinRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['boletines'];

  // GET /api/Opciones/BoletinTipos (and ?nombreDominio=BoletinTipos): the types, translated, through the options registry.
  // Like the other small fixed domains, any signed-in caller may read the type names.
  registerOptionsDomain('BoletinTipos', {
    search: async (_db, _caller, llaveBuscar, _limit, { language }) => {
      const term = llaveBuscar ? normalizeSearchText(llaveBuscar) : '';
      return BULLETIN_TYPES.map((value) => ({ value, text: translate(language, `bulletins.types.${value}`) })).filter(
        (option) => !term || normalizeSearchText(option.text).includes(term),
      );
    },
  });

  r.get(
    BULLETINS_API,
    {
      config: boletines('read'),
      schema: { tags, querystring: bulletinListQuerySchema, response: { 200: listResponseSchema(bulletinSummarySchema) } },
    },
    async (request) => listBulletins(deps, callerOf(request), request.query),
  );
  registerListExport(app, {
    url: `${BULLETINS_API}/Exportar`,
    config: boletines('read'),
    tags,
    querystring: bulletinExportQuerySchema,
    keyPrefix: 'bulletins.export',
    columns: EXPORT_COLUMNS,
    rows: (request, query) => streamBulletins(deps, callerOf(request), query),
    cell: (row, column, language) => (column === 'boletinTipo' ? translate(language, `bulletins.types.${row.boletinTipo}`) : undefined),
  });
  // Open: the customers' public page lists public bulletins only.
  r.get(
    `${BULLETINS_API}/Publicos`,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Public bulletins, for the customers’ page (no sign-in)',
        querystring: publicBulletinsQuerySchema,
        response: { 200: listResponseSchema(publicBulletinSchema) },
      },
    },
    async (request) => listPublicBulletins(deps, request.query.page, request.query.pageSize),
  );
  r.get(
    `${BULLETINS_API}/Publicos/Adjuntos/:fileId`,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'An attachment of a public bulletin, by its opaque id', params: publicFileParamsSchema },
    },
    async (request, reply) => {
      const file = await findPublicAttachment(deps, request.params.fileId);
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file);
    },
  );
  r.post(
    `${BULLETINS_API}/Adjuntos`,
    {
      config: boletines('create'),
      schema: {
        tags,
        summary: 'Uploads an attachment (multipart field "file"; PDF or image ≤ 20 MB); refer to it by fileId',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.document, callerOf(request).userId);
      return reply.status(201).send(toFileInfo(file));
    },
  );
  registerBulletinRecordRoutes(app, deps, options);
}

/** One bulletin: reading it and its attachments, publishing, editing and cancelling. */
function registerBulletinRecordRoutes(app: FastifyInstance, deps: AppDeps, options: BulletinRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['boletines'];
  r.get(
    `${BULLETINS_API}/:boletinId`,
    { config: boletines('read'), schema: { tags, params: bulletinIdParamsSchema, response: { 200: bulletinSchema } } },
    async (request) => getBulletin(deps.db, request.params.boletinId, audienceOf(callerOf(request))),
  );
  r.get(
    `${BULLETINS_API}/:boletinId/Adjuntos/:fileId`,
    { config: boletines('read'), schema: { tags, params: bulletinFileParamsSchema } },
    async (request, reply) => {
      const file = await findBulletinAttachment(deps, request.params.boletinId, request.params.fileId, audienceOf(callerOf(request)));
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file);
    },
  );
  r.post(
    BULLETINS_API,
    {
      config: boletines('create'),
      schema: {
        tags,
        summary: 'Publishes a bulletin and notifies its subscribers',
        body: bulletinWriteSchema,
        response: { 201: bulletinSchema },
      },
    },
    async (request, reply) => {
      const created = await createBulletin(deps, callerOf(request), request.body, options.notifyUsers, (err) =>
        request.log.error({ err }, 'bulletin notification failed'),
      );
      return reply.status(201).send(created);
    },
  );
  r.put(
    `${BULLETINS_API}/:boletinId`,
    {
      config: boletines('write'),
      schema: {
        tags,
        params: bulletinIdParamsSchema,
        body: bulletinPut.schema,
        response: { 200: bulletinSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.boletinId;
      const load = () => getBulletin(deps.db, id, audienceOf(caller));
      const { boletinId, ...body } = await acceptingGetBody(request.body, bulletinPut, load);
      if (boletinId !== undefined && boletinId !== id) throw problems.validation({ boletinId: ['validation.idMismatch'] });
      return updateBulletin(deps, caller, id, body);
    },
  );
  r.post(
    `${BULLETINS_API}/:boletinId/Cancelar`,
    {
      config: boletines('write'),
      schema: {
        tags,
        summary: 'Cancels a bulletin (it stays visible as cancelled)',
        params: bulletinIdParamsSchema,
        body: bulletinCancelSchema,
        response: { 200: bulletinSchema },
      },
    },
    async (request) => cancelBulletin(deps, callerOf(request), request.params.boletinId, request.body.motivo),
  );

  registerMyBulletinRoutes(app, deps);
}

/** Each user's own bulletins (resource profile, like the page). */
function registerMyBulletinRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['perfil'];
  r.get(
    MY_BULLETINS_API,
    {
      config: ownProfile,
      schema: { tags, querystring: myBulletinsQuerySchema, response: { 200: listResponseSchema(myBulletinSchema) } },
    },
    async (request) => listMyBulletins(deps, callerOf(request), request.query),
  );
  r.get(
    `${MY_BULLETINS_API}/SinLeer`,
    { config: ownProfile, schema: { tags, summary: 'Unread bulletins (navbar badge)', response: { 200: unreadCountSchema } } },
    async (request) => ({ total: await countMyUnread(deps, callerOf(request)) }),
  );
  // The spec names a GET; POST is accepted too for clients that rightly avoid changing state with GET.
  for (const method of ['GET', 'POST'] as const) {
    r.route({
      method,
      url: `${MY_BULLETINS_API}/LeerTodo`,
      config: ownProfile,
      schema: { tags, summary: 'Marks every bulletin of the caller as read', response: { 200: unreadCountSchema } },
      handler: async (request) => {
        await markAllRead(deps, callerOf(request));
        return { total: 0 };
      },
    });
  }
  r.get(
    `${MY_BULLETINS_API}/:boletinId/Adjuntos/:fileId`,
    { config: ownProfile, schema: { tags, params: bulletinFileParamsSchema } },
    async (request, reply) => {
      const file = await findSubscribedAttachment(deps, callerOf(request), request.params.boletinId, request.params.fileId);
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file);
    },
  );
}
