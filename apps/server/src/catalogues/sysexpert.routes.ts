import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { clientesCatalogue, optionSchema, partesCatalogue, type Option } from '@portal/contract';
import { catalogueTable } from '@portal/db';
import type { AppDeps } from '../platform/deps.ts';
import { callerOf } from '../platform/route-access.ts';
import { repositoryOf } from './catalogue.service.ts';

const OPTIONS_LIMIT = 500;

/**
 * Options the SysExpert integration screens use (spec point 7): customers by their SysExpert key, and
 * a customer's parts for an import (1) or export (2) operation. Both stay inside the caller's scope.
 */
export function registerSysExpertOptions(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clientes = catalogueTable('clientes');
  const partes = catalogueTable('partes');

  r.get(
    '/api/Clientes/SysExpert/Opciones',
    {
      config: {
        access: {
          anyOf: [
            { resource: 'Clientes', action: 'read' },
            { resource: 'Partes', action: 'read' },
          ],
        },
      },
      schema: {
        tags: ['clientes'],
        summary: 'Customers with a SysExpert key: [{value: key, text: nickname}]',
        querystring: z.object({}).strict(),
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request): Promise<Option[]> => {
      const rows = await deps.db
        .select({ value: clientes.claveSysExpert!, text: clientes.nombreCorto! })
        .from(clientes)
        .where(and(isNotNull(clientes.claveSysExpert!), repositoryOf(clientesCatalogue).scopeWhere(callerOf(request).scope)))
        .orderBy(asc(clientes.nombreCorto!))
        .limit(OPTIONS_LIMIT);
      return rows.map((row) => ({ value: String(row.value), text: String(row.text) }));
    },
  );

  r.get(
    '/api/Partes/SysExpert/Opciones/:clienteId',
    {
      config: { access: { resource: 'Partes', action: 'read' } },
      schema: {
        tags: ['partes'],
        summary: 'A customer’s parts for an import (tipoImpoExpo=1) or export (2): [{value: parteId, text}]',
        params: z.object({ clienteId: z.coerce.number().int().positive() }).strict(),
        querystring: z.object({ tipoImpoExpo: z.enum(['1', '2'], { message: 'validation.option' }).optional() }).strict(),
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request): Promise<Option[]> => {
      const { clienteId } = request.params;
      const { tipoImpoExpo } = request.query;
      const rows = await deps.db
        .select({ value: partes.id!, numero: partes.numeroParte!, descripcion: partes.descripcion! })
        .from(partes)
        .where(
          and(
            eq(partes.clienteId!, clienteId),
            tipoImpoExpo ? sql`coalesce(${partes.tipoOperacion!}, ${tipoImpoExpo}) = ${tipoImpoExpo}` : undefined,
            repositoryOf(partesCatalogue).scopeWhere(callerOf(request).scope),
          ),
        )
        .orderBy(asc(partes.numeroParte!))
        .limit(OPTIONS_LIMIT);
      return rows.map((row) => ({ value: row.value as number, text: `${String(row.numero)} — ${String(row.descripcion)}` }));
    },
  );
}
