import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@portal/contract';

const problemResponse = {
  description: 'Problem details (RFC 9457), in the language of Accept-Language',
  content: { [PROBLEM_CONTENT_TYPE]: { schema: z.toJSONSchema(problemSchema, { target: 'openapi-3.0' }) } },
};

/** Every API route may answer a problem: the reference says so, for each of them. */
const withProblems: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (/^\/(api|accounts|jwt)\//.test(out.url) && !out.url.startsWith('/api/docs')) {
    // A route without a schema of its own gets one that holds just these answers.
    const schema = (out.schema ?? {}) as { response?: Record<string, unknown>; 'x-access'?: unknown };
    schema.response = { ...schema.response, '4XX': problemResponse, '5XX': problemResponse };
    // Who may call it, as the route declares it: the reference says so, and the generated permission test
    // reads it to know what each caller must get.
    const access = (input.route as { config?: { access?: unknown } } | undefined)?.config?.access;
    if (access) schema['x-access'] = access;
    return { ...out, schema };
  }
  return out;
};

/** The OpenAPI document comes from the route schemas: every endpoint added later appears by itself. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal de operaciones aduanales', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: withProblems,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
