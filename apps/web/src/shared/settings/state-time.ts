import { STORAGE_KEYS } from '@portal/contract';

/**
 * Spec point 9's "stateTime list" in browser storage: when each state the browser keeps (the tariff of classifications,
 * spec point 9: "refreshed when older than 1 day") was last brought from the server. The state itself lives where it
 * fits (the tariff, a few megabytes, in IndexedDB); this list says whether it is still fresh. A missing, broken or
 * blocked list means nothing is fresh: the state is asked for again, never served from an unknown age.
 */
export interface StateTime {
  state: string;
  time: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Every entry of the list; an unreadable list is empty. */
export function readStateTimes(store: Store | null = defaultStore()): StateTime[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEYS.stateTime) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is StateTime =>
        typeof entry === 'object' && entry !== null && typeof entry.state === 'string' && Number.isFinite(entry.time),
    );
  } catch {
    return [];
  }
}

/** Notes that `state` was brought from the server at `time` (replacing its earlier entry). */
export function markStateSaved(state: string, time: number, store: Store | null = defaultStore()): void {
  const entries = readStateTimes(store).filter((entry) => entry.state !== state);
  try {
    store?.setItem(STORAGE_KEYS.stateTime, JSON.stringify([...entries, { state, time }]));
  } catch {
    // Blocked or full storage: the state is simply asked for again next time.
  }
}

/** Whether `state` was brought less than `maxAgeMs` before `now` (a time in the future, a changed clock, is not fresh). */
export function isStateFresh(state: string, maxAgeMs: number, now: number, store: Store | null = defaultStore()): boolean {
  const saved = readStateTimes(store).find((entry) => entry.state === state)?.time;
  return saved !== undefined && saved <= now && now - saved < maxAgeMs;
}
