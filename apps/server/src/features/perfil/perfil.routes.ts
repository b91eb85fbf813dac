import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abilityRuleSchema } from '@portal/contract';
import { callerOf } from '../../platform/route-access.ts';

const rulesSchema = z.array(abilityRuleSchema);

/**
 * The JSON of each rule set, made once: a user's rules are one object for as long as their permission stamp holds
 * (the access cache), and the screens ask for them on every load.
 */
const serialized = new WeakMap<object, string>();

export function registerPerfilRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Perfil/ReglasAcceso',
    {
      config: { access: { resource: 'profile', action: 'read' } },
      schema: { tags: ['perfil'], summary: 'The caller’s abilities as CASL rules', response: { 200: rulesSchema } },
    },
    async (request, reply) => {
      const { rules } = callerOf(request);
      let body = serialized.get(rules);
      if (body === undefined) {
        body = JSON.stringify(rulesSchema.parse(rules));
        serialized.set(rules, body);
      }
      // Sent as text: the serializer would check and stringify the same rules again.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );
}
