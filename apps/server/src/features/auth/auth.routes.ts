import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendConfirmationSchema,
} from '@portal/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { ProblemError } from '../../platform/problem.ts';
import { clientIp, userAgentOf } from '../../platform/client-info.ts';
import { t } from '../../platform/i18n.ts';
import { confirmEmail, login, recordSignIn, register, resendConfirmation } from './auth.service.ts';
import { registerPasswordResetRoutes } from './password-reset.routes.ts';

const messageSchema = z.object({ message: z.string() });

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: { public: true as const } };

  r.post(
    '/jwt/login',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or user name',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => login(deps, request.body, { ip: clientIp(request), userAgent: userAgentOf(request) }),
  );

  r.post(
    '/jwt/register',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Create a pending account',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await register(deps, request.body, { ip: clientIp(request), userAgent: userAgentOf(request) });
      return reply.code(201).send({ ...created, message: t(request, 'auth.registered') });
    },
  );

  r.post(
    '/jwt/refresh-token',
    {
      config: open,
      schema: { tags: ['auth'], summary: 'Rotate a refresh token', body: refreshRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const outcome = await deps.sessions.refresh(request.body.refreshToken);
      if (!outcome.ok) throw new ProblemError({ status: 401, detailKey: 'auth.invalidRefreshToken' });
      return outcome.session;
    },
  );

  r.post(
    '/jwt/logout',
    // Without a body Fastify hands the validator null, so the body is nullish rather than optional.
    { config: open, schema: { tags: ['auth'], summary: 'Sign out: revoke the session', body: logoutRequestSchema.nullish() } },
    async (request, reply) => {
      const client = { ip: clientIp(request), userAgent: userAgentOf(request) };
      const presented = request.body?.refreshToken;
      const family = presented ? await deps.sessions.familyOf(presented) : null;
      if (family) await deps.sessions.revokeFamily(family.familyId, 'logout');
      if (request.caller) await deps.sessions.revokeFamily(request.caller.familyId, 'logout');
      const userId = request.caller?.userId ?? family?.userId ?? null;
      if (userId !== null) await recordSignIn(deps, { userId, login: request.caller?.userName ?? '', result: 'logout' }, client);
      return reply.code(204).send();
    },
  );

  r.post(
    '/jwt/resend-confirmation',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Send a new email confirmation link',
        body: resendConfirmationSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await resendConfirmation(deps, request.body.email, { ip: clientIp(request), userAgent: userAgentOf(request) });
      if (outcome === 'not-configured')
        throw new ProblemError({ status: 503, titleKey: 'problem.unavailable', detailKey: 'auth.emailNotConfigured' });
      return reply.code(202).send({ message: t(request, 'auth.confirmationSent') });
    },
  );

  r.get(
    '/jwt/confirm-email',
    {
      config: open,
      schema: { tags: ['auth'], summary: 'Confirm an email address from the emailed link', querystring: confirmEmailSchema },
    },
    async (request, reply) => {
      const ok = await confirmEmail(deps, request.query.token);
      return reply.redirect(ok ? '/login?emailConfirmed=1' : '/login?emailConfirmed=0', 303);
    },
  );
  registerPasswordResetRoutes(app, deps);
}
