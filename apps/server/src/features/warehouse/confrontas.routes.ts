import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listResponseSchema } from '@portal/contract';
import {
  CARGAS_API,
  CONFRONTAS_API,
  VEHICLE_PHOTO_POLICY,
  cargaConfirmSchema,
  cargaIdParamsSchema,
  cargaListQuerySchema,
  cargaSchema,
  cargaStartSchema,
  concludeConfrontaSchema,
  confrontaDetailSchema,
  confrontaIdParamsSchema,
  confrontaInputSchema,
  confrontaListQuerySchema,
  confrontaSummarySchema,
  scanInputSchema,
  scanResultSchema,
} from '@portal/contract/features/confrontas';
import type { AppDeps } from '../../platform/deps.ts';
import { receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { callerOf } from '../../platform/route-access.ts';
import { confirmCarga, getCarga, listCargas, setVehiclePhoto, startCarga, vehiclePhoto } from './cargas.service.ts';
import { announceChange, CONFRONTA_ROOM, registerWarehouseRooms } from './warehouse-live.ts';
import { concludeConfronta, createConfronta, getConfronta, listConfrontas, scanCode } from './confrontas.service.ts';

const access = (action: 'read' | 'create' | 'write') => ({ access: { resource: 'Confrontas' as const, action } });
const tags = ['confrontas'];

/** Confrontations, loads and drivers (resource Confrontas; docs/decisions/0101-confrontas.md). */
export function registerConfrontaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerWarehouseRooms(deps);
  const byId = `${CONFRONTAS_API}/:confrontaId`;
  const cargaById = `${CARGAS_API}/:cargaId`;
  r.get(
    CONFRONTAS_API,
    {
      config: access('read'),
      schema: { tags, querystring: confrontaListQuerySchema, response: { 200: listResponseSchema(confrontaSummarySchema) } },
    },
    async (request) => listConfrontas(deps.db, callerOf(request), request.query),
  );
  r.post(
    CONFRONTAS_API,
    { config: access('create'), schema: { tags, body: confrontaInputSchema, response: { 201: confrontaDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createConfronta(deps.db, callerOf(request), request.body)),
  );
  r.get(
    byId,
    { config: access('read'), schema: { tags, params: confrontaIdParamsSchema, response: { 200: confrontaDetailSchema } } },
    async (request) => getConfronta(deps.db, callerOf(request), request.params.confrontaId),
  );
  r.post(
    `${byId}/Escaneos`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Confronts a scanned guide or package; a code the confrontation does not expect is refused (422)',
        params: confrontaIdParamsSchema,
        body: scanInputSchema,
        response: { 200: scanResultSchema },
      },
    },
    async (request) => {
      const result = await scanCode(deps.db, callerOf(request), request.params.confrontaId, request.body);
      if (!result.repetido) announceChange(deps, CONFRONTA_ROOM, request.params.confrontaId, callerOf(request), 'scan', result);
      return result;
    },
  );
  r.post(
    `${byId}/Concluir`,
    {
      config: access('write'),
      schema: { tags, params: confrontaIdParamsSchema, body: concludeConfrontaSchema, response: { 200: confrontaDetailSchema } },
    },
    async (request) => {
      const concluded = await concludeConfronta(deps.db, callerOf(request), request.params.confrontaId, request.body);
      announceChange(deps, CONFRONTA_ROOM, request.params.confrontaId, callerOf(request), 'concluded');
      return concluded;
    },
  );
  r.get(
    CARGAS_API,
    { config: access('read'), schema: { tags, querystring: cargaListQuerySchema, response: { 200: listResponseSchema(cargaSchema) } } },
    async (request) => listCargas(deps.db, callerOf(request), request.query),
  );
  r.post(
    CARGAS_API,
    {
      config: access('create'),
      schema: {
        tags,
        summary: "Starts a load by the driver's badge ('Invalid badge' otherwise)",
        body: cargaStartSchema,
        response: { 201: cargaSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await startCarga(deps.db, callerOf(request), request.body)),
  );
  r.get(
    cargaById,
    { config: access('read'), schema: { tags, params: cargaIdParamsSchema, response: { 200: cargaSchema } } },
    async (request) => getCarga(deps.db, callerOf(request), request.params.cargaId),
  );
  r.post(
    `${cargaById}/Foto`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'The loaded vehicle photo (multipart field "file"), resized and stripped of metadata',
        consumes: ['multipart/form-data'],
        params: cargaIdParamsSchema,
        response: { 200: cargaSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // Unknown or out-of-scope loads are refused before a byte is stored.
      await getCarga(deps.db, caller, request.params.cargaId);
      const { file } = await receiveUpload(request, deps.files, VEHICLE_PHOTO_POLICY, caller.userId);
      return setVehiclePhoto(deps, caller, request.params.cargaId, file);
    },
  );
  r.get(`${cargaById}/Foto`, { config: access('read'), schema: { tags, params: cargaIdParamsSchema } }, async (request, reply) =>
    sendStoredFile(reply, deps.files, await vehiclePhoto(deps, callerOf(request), request.params.cargaId), true),
  );
  r.post(
    `${cargaById}/Confirmar`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Confirms the load (the vehicle photo is required)',
        params: cargaIdParamsSchema,
        body: cargaConfirmSchema,
        response: { 200: cargaSchema },
      },
    },
    async (request) => confirmCarga(deps.db, callerOf(request), request.params.cargaId, request.body),
  );
}
