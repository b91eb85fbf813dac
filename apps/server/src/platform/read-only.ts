import { problems } from './problem.ts';

type Row = Record<string, unknown>;

/** Timestamps compare by instant (a client may send back `…Z` where the store gave `+00:00`), the rest by value. */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (stored instanceof Date || (typeof sent === 'string' && typeof stored === 'string' && /^\d{4}-\d\d-\d\dT/.test(stored))) {
    const a = new Date(sent as string).getTime();
    const b = new Date(stored as string | Date).getTime();
    return !Number.isNaN(a) && a === b;
  }
  return JSON.stringify(sent ?? null) === JSON.stringify(stored ?? null);
}

/**
 * A PUT takes back the body its GET gave: server-managed fields (timestamps, display texts, flags the server
 * computes) are ignored when they are what is stored, and a changed one is a 400 naming it. Returns the input
 * without them. Call it after the version check, so a stale copy is a 409, not a 400.
 */
export function withoutReadOnly(input: Row, stored: Row, names: readonly string[]): Row {
  const changed = names.filter((name) => name in input && input[name] !== undefined && !sameValue(input[name], stored[name]));
  if (changed.length > 0) throw problems.validation(Object.fromEntries(changed.map((name) => [name, ['validation.readOnly']])));
  const rest = { ...input };
  for (const name of names) delete rest[name];
  return rest;
}

/**
 * `withoutReadOnly` for a PUT whose service reads the record itself (`put` from the contract's `putBody`): only a
 * body that carries some of the read-only fields costs a read (`load`, the record as its GET answers it). `volatile`
 * fields change with time alone (time left on an SLA, "on guard now") and are dropped whatever they say. A copy
 * older than the stored one is not compared: its fields are dropped and the update answers the stale version (409).
 */
export async function acceptingGetBody<T extends object>(
  input: T,
  put: { readOnly: readonly string[]; item: { safeParse(value: unknown): { success: boolean; data?: unknown } } },
  load: () => Promise<object>,
  volatile: readonly string[] = [],
): Promise<T> {
  const { readOnly } = put;
  const rest = { ...input } as Row;
  for (const name of volatile) delete rest[name];
  const compared = readOnly.filter((name) => !volatile.includes(name));
  if (!compared.some((name) => rest[name] !== undefined)) return rest as T;
  // Read as the GET answers it: through its schema, which leaves out what the answer does not carry.
  const loaded = await load();
  const parsed = put.item.safeParse(JSON.parse(JSON.stringify(loaded)));
  const stored = (parsed.success ? parsed.data : (loaded ?? {})) as Row;
  const stale = rest.rowVersion !== undefined && stored.rowVersion !== undefined && rest.rowVersion !== stored.rowVersion;
  if (stale) {
    for (const name of compared) delete rest[name];
    return rest as T;
  }
  return withoutReadOnly(rest, stored, compared) as T;
}
