import type { z } from 'zod';
import { compareSearchText, type Language, type Resource } from '@portal/contract';
import type { Option } from '@portal/contract/features/options';
import type { Database } from '@portal/db';
import type { Caller } from './route-access.ts';

/**
 * The options registry: every `/api/Opciones/<Domain>` (and `/api/Opciones?nombreDominio=<Domain>`) answers from a
 * domain registered here, so catalogues and features add theirs without touching the options routes.
 */
export interface OptionsContext {
  language: Language;
  /** The `{id}` of `/api/Opciones/<Domain>/{id}` (domains with `id: true`). */
  id?: string | undefined;
  /** The domain's own validated query fields (beyond llaveBuscar). */
  query: Record<string, unknown>;
}

export interface OptionsDomain {
  /** Read permission on any one of these resources is needed; none means any signed-in caller. */
  resource?: Resource | readonly Resource[];
  /** Strict schema of the whole query string when the domain takes more than `llaveBuscar`. */
  query?: z.ZodType<Record<string, unknown>>;
  /** Reached as `/api/Opciones/<Domain>/{id}` (the id is required then). */
  id?: boolean;
  /** At most this many options (large domains: OPTIONS_LIMIT); without it the whole (small) domain is answered. */
  limit?: number;
  /**
   * The options whose text contains `llaveBuscar` (case- and accent-insensitive), at most `limit`. Must apply the
   * caller's data scope where the domain has one (customers, vendors, customs offices, patents).
   */
  search(
    db: Database,
    caller: Caller,
    llaveBuscar: string | undefined,
    limit: number | undefined,
    context: OptionsContext,
  ): Promise<Option[]>;
  /** The option of one value (`/api/Opciones/Texto`); by default the domain's options are searched for it. */
  text?(db: Database, caller: Caller, value: string, context: OptionsContext): Promise<Option | null>;
}

const domains = new Map<string, { name: string; domain: OptionsDomain }>();

/** Registers (or replaces) a domain. Names are the spec's (`Aduanas`, `UnidadesMedida/Internacional`); lookup ignores case. */
export function registerOptionsDomain(name: string, domain: OptionsDomain): void {
  domains.set(name.toLowerCase(), { name, domain });
}

export function findOptionsDomain(name: string): { name: string; domain: OptionsDomain } | undefined {
  return domains.get(name.toLowerCase());
}

export function optionsDomainNames(): string[] {
  return [...domains.values()].map((d) => d.name).sort();
}

/** The resources of which the caller needs one (empty = none needed), and whether the caller has one. */
export function canUseOptionsDomain(caller: Caller, domain: OptionsDomain): boolean {
  if (!domain.resource) return true;
  const resources: readonly Resource[] = typeof domain.resource === 'string' ? [domain.resource] : domain.resource;
  return resources.some((resource) => caller.ability.can('read', resource));
}

/** Options sorted by text (case- and accent-insensitive), the order api-conventions "Options" asks for. */
export function sortOptions(options: Option[]): Option[] {
  return [...options].sort((a, b) => compareSearchText(a.text, b.text) || String(a.value).localeCompare(String(b.value)));
}

export async function searchOptions(
  db: Database,
  caller: Caller,
  domain: OptionsDomain,
  llaveBuscar: string | undefined,
  context: OptionsContext,
): Promise<Option[]> {
  const term = llaveBuscar?.trim() || undefined;
  return sortOptions(await domain.search(db, caller, term, domain.limit, context));
}

export async function optionText(
  db: Database,
  caller: Caller,
  domain: OptionsDomain,
  value: string,
  context: OptionsContext,
): Promise<Option | null> {
  if (domain.text) return domain.text(db, caller, value, context);
  const all = await domain.search(db, caller, undefined, undefined, context);
  return all.find((o) => String(o.value) === value) ?? null;
}
