import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_POLICIES, profileSchema } from '@portal/contract';
import {
  deleteAccountSchema,
  measurePassword,
  PASSWORD_POLICY_INFO,
  passwordCheckResultSchema,
  passwordCheckSchema,
  passwordPolicyInfoSchema,
  pictureFileIdParamsSchema,
} from '@portal/contract/features/account-settings';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { problems } from '../../platform/problem.ts';
import { getProfile } from './accounts.service.ts';
import { deleteOwnAccount, findAvatarFile, removeProfilePicture, setProfilePicture } from './account-settings.service.ts';

/** The account page's own endpoints: picture, password policy, account deletion (spec point 7, Accounts). */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { access: { self: true as const } };
  const tags = ['accounts'];

  r.put(
    '/accounts/profile/picture',
    {
      config: self,
      schema: {
        tags,
        summary: 'Sets the profile picture (multipart field "file": JPG, GIF or PNG ≤ 800 kB; resized to ≤ 1024 px per side)',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.picture, caller.userId);
      await setProfilePicture(deps, caller, file);
      return getProfile(deps, caller);
    },
  );
  r.delete(
    '/accounts/profile/picture',
    { config: self, schema: { tags, summary: 'Removes the profile picture', response: { 200: profileSchema } } },
    async (request) => {
      const caller = callerOf(request);
      await removeProfilePicture(deps, caller);
      return getProfile(deps, caller);
    },
  );
  // <img> cannot send a bearer token: a picture is served by its unguessable id while it is someone's picture.
  r.get(
    '/accounts/profile/picture/:fileId',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'A profile picture by its opaque id', params: pictureFileIdParamsSchema },
    },
    async (request, reply) => {
      const file = await findAvatarFile(deps, request.params.fileId);
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file, true);
    },
  );
  r.get(
    '/accounts/password',
    { config: self, schema: { tags, summary: 'The password policy', response: { 200: passwordPolicyInfoSchema } } },
    async () => PASSWORD_POLICY_INFO,
  );
  r.post(
    '/accounts/password',
    {
      config: self,
      schema: {
        tags,
        summary: 'Measures a candidate password against the policy (nothing is saved)',
        body: passwordCheckSchema,
        response: { 200: passwordCheckResultSchema },
      },
    },
    async (request) => measurePassword(request.body.newPassword),
  );
  r.delete(
    '/accounts',
    {
      config: self,
      schema: { tags, summary: 'Deletes the caller’s own account after typing their user name', body: deleteAccountSchema },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, callerOf(request), request.body);
      return reply.status(204).send();
    },
  );
}
