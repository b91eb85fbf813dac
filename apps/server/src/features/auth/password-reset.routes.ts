import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema } from '@portal/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { ProblemError } from '../../platform/problem.ts';
import { clientIp, userAgentOf } from '../../platform/client-info.ts';
import { t } from '../../platform/i18n.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

const messageSchema = z.object({ message: z.string() });

/** The forgotten-password pair, open to everyone (docs/decisions/0086-password-reset.md). */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: { public: true as const } };

  r.post(
    '/jwt/forgot-password',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await requestPasswordReset(deps, request.body.email, { ip: clientIp(request), userAgent: userAgentOf(request) });
      if (outcome === 'not-configured')
        throw new ProblemError({ status: 503, titleKey: 'problem.unavailable', detailKey: 'auth.emailNotConfigured' });
      return reply.code(202).send({ message: t(request, 'auth.resetSent') });
    },
  );

  r.post(
    '/jwt/reset-password',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from the emailed link; every session of the account ends',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: t(request, 'auth.passwordReset') };
    },
  );
}
