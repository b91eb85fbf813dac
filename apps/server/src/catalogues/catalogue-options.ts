import { dependentsOf, getCatalogue, type Resource } from '@portal/contract';
import { OPTIONS_LIMIT } from '@portal/contract/features/options';
import { registerOptionsDomain } from '../platform/options.ts';
import { catalogueOptions } from './catalogue.queries.ts';

/** Readers of a catalogue and of every catalogue that refers to it may pick its records. */
function pickers(name: string): Resource[] {
  const definition = getCatalogue(name);
  return [
    ...new Set([definition.resource, ...dependentsOf(name).map(({ catalogue }) => catalogue.resource), ...(definition.pickedBy ?? [])]),
  ];
}

/**
 * The catalogue-backed domains of `/api/Opciones` (spec point 7): `?nombreDominio=Clientes|Proveedores`
 * and `/api/Opciones/Partes/{clienteId}` (a customer's parts), inside the caller's scope.
 */
export function registerCatalogueOptionDomains(): void {
  for (const name of ['clientes', 'proveedores'] as const) {
    const definition = getCatalogue(name);
    registerOptionsDomain(definition.resource, {
      resource: pickers(name),
      limit: OPTIONS_LIMIT,
      search: (db, caller, llaveBuscar) => catalogueOptions(db, definition, { llaveBuscar }, caller),
    });
  }
  const partes = getCatalogue('partes');
  registerOptionsDomain('Partes', {
    resource: pickers('partes'),
    id: true,
    limit: OPTIONS_LIMIT,
    search: (db, caller, llaveBuscar, _limit, context) => {
      const clienteId = Number(context.id);
      if (!Number.isInteger(clienteId) || clienteId <= 0) return Promise.resolve([]);
      return catalogueOptions(db, partes, { llaveBuscar }, caller, { clienteId });
    },
  });
}
