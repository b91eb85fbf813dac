import { referenceTextKey, type CatalogueDefinition, type FieldDefinition } from '@portal/contract';
import type { CatalogueItem } from './catalogue-api.ts';
import { formatDay as formatDate, formatDateTime } from '../shared/format/date.ts';

type Translate = (key: string) => string;

/** Dates as everywhere in the portal (spec point 9): one implementation, in shared/format. */
export { formatDate, formatDateTime };

/** The query key of one record of a catalogue (the form's, and its route's prefetch). */
export function recordQueryKey(definition: CatalogueDefinition, id: number | null) {
  return ['catalogue', definition.name, 'item', id] as const;
}

/** Filters a list offers as selects: enumerations, yes/no and references marked filterable (not a parent's field). */
export function filterFields(definition: CatalogueDefinition, parentField?: string): [string, FieldDefinition][] {
  return Object.entries(definition.fields).filter(
    ([name, field]) =>
      name !== parentField &&
      field.filterable &&
      (field.kind === 'enum' || field.kind === 'boolean' || field.kind === 'language' || field.kind === 'reference'),
  );
}

export function enumLabel(definition: CatalogueDefinition, field: string, value: string, t: Translate): string {
  if (definition.fields[field]?.kind === 'language') return t(`languages.${value}`);
  return t(`catalogues.${definition.name}.values.${field}.${value}`);
}

/** What a list cell shows for a field: the referenced record's name, a translated value, a local number or date. */
export function formatCell(
  definition: CatalogueDefinition,
  name: string,
  field: FieldDefinition,
  item: CatalogueItem,
  t: Translate,
  locale: string,
): string {
  const value = item[name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'reference':
      return String(item[referenceTextKey(name)] ?? value);
    case 'references':
      return ((item[referenceTextKey(name)] as string[] | undefined) ?? []).join(', ');
    case 'boolean':
      return t(value ? 'catalogue.yes' : 'catalogue.no');
    case 'enum':
    case 'language':
      return enumLabel(definition, name, String(value), t);
    case 'decimal':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: field.scale ?? 2 }).format(Number(value));
    case 'integer':
      return new Intl.NumberFormat(locale).format(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}

/** Fills a route pattern's `:params`; an id the pattern has no place for goes in the query. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  const used = new Set<string>();
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    used.add(name);
    return encodeURIComponent(String(params[name] ?? ''));
  });
  const rest = Object.entries(params).filter(([name]) => !used.has(name) && !pattern.includes(`:${name}`));
  return rest.length ? `${path}?${new URLSearchParams(rest.map(([k, v]) => [k, String(v)])).toString()}` : path;
}

/** The parameters of `pattern` other than the record's own id (a parent's id). */
export function parentParamNames(definition: CatalogueDefinition): string[] {
  return [...definition.routes.edit.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((name) => name !== definition.idField);
}

/** The id segment that opens a new record on the edit path of a catalogue without an add route. */
export const NEW_RECORD_ID = 'new';

/**
 * Where "New" goes: the add route, or, when the spec lists none ("list and edit only"), the edit
 * route with the id `new` (or without the id when the edit path has no place for it).
 */
export function addPathOf(definition: CatalogueDefinition, params: Record<string, string | number> = {}): string {
  if (definition.routes.add) return fillPath(definition.routes.add, params);
  const withId = definition.routes.edit.includes(`:${definition.idField}`);
  return fillPath(definition.routes.edit, withId ? { ...params, [definition.idField]: NEW_RECORD_ID } : params);
}

/** Days from today (local) to an ISO date; negative when past. */
export function daysUntil(value: string, today = new Date()): number {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const target = Date.UTC(y!, m! - 1, d!);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - now) / 86_400_000);
}

/**
 * A catalogue's title inside a sentence ("Error fetching customers"): its first letter in lower case, unless the
 * title opens with an acronym ("RAM", "SOC") or a single capital letter stands alone.
 */
export function titleInSentence(title: string): string {
  const [first, second] = [title.charAt(0), title.charAt(1)];
  if (!second || second !== second.toLowerCase()) return title;
  return first.toLowerCase() + title.slice(1);
}
