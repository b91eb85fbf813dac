import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abilityRuleSchema } from '@portal/contract';
import { callerOf } from '../../platform/route-access.ts';

export function registerPerfilRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Perfil/ReglasAcceso',
    {
      config: { access: { resource: 'profile', action: 'read' } },
      schema: { tags: ['perfil'], summary: 'The caller’s abilities as CASL rules', response: { 200: z.array(abilityRuleSchema) } },
    },
    async (request) => callerOf(request).rules,
  );
}
