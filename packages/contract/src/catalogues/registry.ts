import type { CatalogueDefinition } from './define.ts';
import { clientesCatalogue } from './definitions/clientes.ts';
import { clienteDestinatariosCatalogue } from './definitions/cliente-destinatarios.ts';
import { proveedoresCatalogue } from './definitions/proveedores.ts';
import { destinatariosCatalogue } from './definitions/destinatarios.ts';
import { partesCatalogue } from './definitions/partes.ts';
import { aduanasCatalogue } from './definitions/aduanas.ts';
import { recintosCatalogue } from './definitions/recintos.ts';
import { lineasTransporteCatalogue } from './definitions/lineas-transporte.ts';
import { choferesCatalogue } from './definitions/choferes.ts';
import { ORG_CHART_CATALOGUES } from './definitions/org-chart/index.ts';
import { HR_CATALOGUES } from './definitions/hr/index.ts';
import { IT_CATALOGUES } from './definitions/it/index.ts';
import { QUALITY_CATALOGUES } from './definitions/quality/index.ts';

/** Every catalogue of the portal; the server, the web app and the shared test suite read this list. */
export const CATALOGUES = [
  clientesCatalogue,
  clienteDestinatariosCatalogue,
  proveedoresCatalogue,
  destinatariosCatalogue,
  partesCatalogue,
  aduanasCatalogue,
  recintosCatalogue,
  lineasTransporteCatalogue,
  choferesCatalogue,
  // Areas keep their catalogues in their own folder (definitions/<area>/index.ts), in reference order.
  ...ORG_CHART_CATALOGUES,
  ...HR_CATALOGUES,
  ...IT_CATALOGUES,
  ...QUALITY_CATALOGUES,
] as const satisfies readonly CatalogueDefinition[];

const byName = new Map<string, CatalogueDefinition>(CATALOGUES.map((definition) => [definition.name, definition]));

export function findCatalogue(name: string): CatalogueDefinition | undefined {
  return byName.get(name);
}

export function getCatalogue(name: string): CatalogueDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown catalogue: ${name}`);
  return definition;
}

/** The catalogues whose records point at `name` (for the delete dependency check). */
export function dependentsOf(name: string): { catalogue: CatalogueDefinition; field: string; many: boolean }[] {
  return CATALOGUES.flatMap((catalogue) =>
    Object.entries(catalogue.fields)
      .filter(([, field]) => field.references === name)
      .map(([field, definition]) => ({ catalogue, field, many: definition.kind === 'references' })),
  );
}

export {
  clientesCatalogue,
  clienteDestinatariosCatalogue,
  proveedoresCatalogue,
  destinatariosCatalogue,
  partesCatalogue,
  aduanasCatalogue,
  recintosCatalogue,
  lineasTransporteCatalogue,
  choferesCatalogue,
};
