import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jsonPatchSchema,
  listResponseSchema,
  passwordChangeSchema,
  profileSchema,
  profilePut,
  SIGN_IN_LOG_API,
  signInLogExportQuerySchema,
  signInLogQuerySchema,
  translate,
  signInLogSchema,
} from '@portal/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { t } from '../../platform/i18n.ts';

import { changePassword, getProfile, listSignIns, patchProfile, streamSignIns, updateProfile } from './accounts.service.ts';

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The caller's own account: any signed-in session may manage it.
  const self = { access: { self: true as const } };
  const tags = ['accounts'];

  r.get('/accounts/profile', { config: self, schema: { tags, response: { 200: profileSchema } } }, async (request) =>
    getProfile(deps, callerOf(request)),
  );
  r.put(
    '/accounts/profile',
    { config: self, schema: { tags, body: profilePut.schema, response: { 200: profileSchema } } },
    async (request) => {
      const caller = callerOf(request);
      return updateProfile(deps, caller, await acceptingGetBody(request.body, profilePut, () => getProfile(deps, caller)));
    },
  );
  r.patch(
    '/accounts/profile',
    {
      config: self,
      schema: {
        tags,
        summary: 'JSON Patch (RFC 6902) of fullName, email, phone, language',
        body: jsonPatchSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => patchProfile(deps, callerOf(request), request.body),
  );
  r.put(
    '/accounts/password',
    { config: self, schema: { tags, body: passwordChangeSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await changePassword(deps, callerOf(request), request.body);
      return { message: t(request, 'auth.passwordChanged') };
    },
  );
  r.get(
    '/accounts/logs',
    {
      config: self,
      schema: {
        tags,
        summary: 'The caller’s sign-in history',
        querystring: signInLogQuerySchema,
        response: { 200: listResponseSchema(signInLogSchema) },
      },
    },
    async (request) => listSignIns(deps, callerOf(request), request.query),
  );
  registerListExport(app, {
    url: `${SIGN_IN_LOG_API}/Exportar`,
    config: self,
    tags,
    querystring: signInLogExportQuerySchema,
    keyPrefix: 'account.signInExport',
    columns: ['at', 'result', 'ip', 'browser', 'userAgent'] as const,
    rows: (request, query) => streamSignIns(deps, callerOf(request), query),
    cell: (row, column, language) => (column === 'result' ? translate(language, `account.signInExport.results.${row.result}`) : undefined),
  });
}
