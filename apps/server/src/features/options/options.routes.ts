import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optionsByDomainQuerySchema,
  optionsQuerySchema,
  optionsResponseSchema,
  optionsTextQuerySchema,
  type Option,
} from '@portal/contract/features/options';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { issuesToFieldErrors, problems } from '../../platform/problem.ts';
import {
  canUseOptionsDomain,
  findOptionsDomain,
  optionsDomainNames,
  optionText,
  searchOptions,
  type OptionsDomain,
} from '../../platform/options.ts';
import { registerBuiltInOptionDomains } from './options.domains.ts';

/**
 * Every options route needs a signed-in caller and nothing more: read on `profile`, which every session has
 * (DEFAULT_SESSION_RULES). A domain that shows more than reference data names the resources it needs, checked
 * per request (403), and applies the caller's data scope in its search.
 */
const signedIn = { access: { resource: 'profile' as const, action: 'read' as const } };
const tags = ['opciones'];

function usableDomain(request: FastifyRequest, name: string, notFound: () => Error): OptionsDomain {
  const found = findOptionsDomain(name);
  if (!found) throw notFound();
  if (!canUseOptionsDomain(callerOf(request), found.domain)) {
    const resource = found.domain.resource;
    throw problems.forbidden('read', typeof resource === 'string' ? resource : (resource ?? []).join(' | '));
  }
  return found.domain;
}

const unknownDomain = () => problems.validation({ nombreDominio: ['validation.optionsDomain'] });

/** Validates the query string against the domain's own fields (strict: an unknown field is a 400). */
function domainQuery(domain: OptionsDomain, query: unknown): Record<string, unknown> {
  const schema = domain.query ?? optionsQuerySchema;
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw problems.validation(issuesToFieldErrors(result.error.issues, query, 'querystring'));
  return result.data;
}

export function registerOptionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerBuiltInOptionDomains();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: optionsResponseSchema };

  const byPath = async (request: FastifyRequest, name: string, id: string | undefined): Promise<Option[]> => {
    const domain = usableDomain(request, name, () => problems.notFound());
    if (Boolean(domain.id) !== (id !== undefined)) throw problems.notFound();
    const query = domainQuery(domain, request.query);
    const llaveBuscar = typeof query.llaveBuscar === 'string' ? query.llaveBuscar : undefined;
    return searchOptions(deps.db, callerOf(request), domain, llaveBuscar, { language: requestLanguage(request), id, query });
  };

  r.get(
    '/api/Opciones',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Options of a domain by name, searched by text (llaveBuscar)',
        description: `Domains: ${optionsDomainNames().join(', ')} (and those the catalogues register).`,
        querystring: optionsByDomainQuerySchema,
        response: answer,
      },
    },
    async (request) => {
      const { nombreDominio, llaveBuscar } = request.query;
      const domain = usableDomain(request, nombreDominio, unknownDomain);
      if (domain.id || domain.query) throw unknownDomain();
      return searchOptions(deps.db, callerOf(request), domain, llaveBuscar, { language: requestLanguage(request), query: {} });
    },
  );

  r.get(
    '/api/Opciones/Texto',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The option of one value (llaveBuscar) in a domain: its text, for showing a stored value',
        querystring: optionsTextQuerySchema,
        response: answer,
      },
    },
    async (request) => {
      const { nombreDominio, llaveBuscar } = request.query;
      const domain = usableDomain(request, nombreDominio, unknownDomain);
      if (domain.id || domain.query) throw unknownDomain();
      const option = await optionText(deps.db, callerOf(request), domain, llaveBuscar, { language: requestLanguage(request), query: {} });
      return option ? [option] : [];
    },
  );

  const domainParam = z.object({ dominio: z.string().regex(/^[A-Za-z]{1,60}$/) }).strict();
  r.get(
    '/api/Opciones/:dominio',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Options of one domain (Aduanas, Patentes, Fracciones, Nicos, OperacionTipos, ...)',
        params: domainParam,
        // Checked per domain: most take only llaveBuscar, Nicos takes fraccionArancelariaId.
        querystring: z.record(z.string(), z.unknown()),
        response: answer,
      },
    },
    async (request) => byPath(request, request.params.dominio, undefined),
  );

  r.get(
    '/api/Opciones/:dominio/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Options of a domain with a parameter (DocumentoClaves/{id}, Partes/{id}) or a sub-domain (UnidadesMedida/Internacional)',
        params: z.object({ dominio: z.string().regex(/^[A-Za-z]{1,60}$/), id: z.string().min(1).max(60) }).strict(),
        querystring: z.record(z.string(), z.unknown()),
        response: answer,
      },
    },
    async (request) => {
      const { dominio, id } = request.params;
      // A two-segment name is a domain of its own (UnidadesMedida/Internacional); otherwise the second segment is the id.
      if (findOptionsDomain(`${dominio}/${id}`)) return byPath(request, `${dominio}/${id}`, undefined);
      return byPath(request, dominio, id);
    },
  );
}
