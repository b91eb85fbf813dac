import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';
import type { KeptList, KeptRequest, OptionsKeeper } from '../../../shared/forms/kept-options.ts';
import { readSession } from '../../../shared/session/session-storage.ts';

/**
 * The options the warehouse pickers (customer, enclosure, vendor, transport line, pedimento, parts) loaded online,
 * kept on the phone per signed-in user so that a capture screen opened without network can still offer them
 * (decision 0105). App storage of what the user already saw: the service worker still never keeps `/api` answers.
 */
export interface SavedItem {
  id: string;
  text: string;
  /** The record as the API answered it (a part fills in its description, fraction and unit). */
  record: unknown;
}

export interface SavedList {
  /** `${userId}|${source}` */
  key: string;
  userId: number;
  source: string;
  /** When the last answer came (shown as "list saved at"). */
  savedAt: number;
  items: SavedItem[];
}

/** Where the lists live: IndexedDB on the phone, a Map in the unit tests. */
export interface OptionsBackend {
  get(key: string): Promise<SavedList | undefined>;
  /** Reads, changes and writes one list in one transaction (two answers for one source do not lose each other). */
  update(key: string, change: (current: SavedList | undefined) => SavedList): Promise<void>;
  /** Removes the lists of every other user. */
  keepOnly(userId: number): Promise<void>;
}

/** Records kept per source: the newest answers first. */
export const MAX_SAVED = 300;
/** Records a picker offers offline at once (the API answers up to 50 as well). */
export const MAX_OFFERED = 50;

export const savedKey = (userId: number, source: string) => `${userId}|${source}`;

/** The newest answer first, then what was kept before and the answer did not name; at most `max`. */
export function mergeItems(kept: SavedItem[], answer: SavedItem[], max = MAX_SAVED): SavedItem[] {
  const merged = new Map<string, SavedItem>();
  for (const item of [...answer, ...kept]) if (!merged.has(item.id)) merged.set(item.id, item);
  return [...merged.values()].slice(0, max);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every typed word appears in the text, ignoring case and accents (as the API's search does). */
export function matchesSearch(text: string, search: string | undefined): boolean {
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const folded = fold(text);
  return words.every((word) => folded.includes(word));
}

export interface KeeperDeps {
  userId: () => number | null;
  isOnline: () => boolean;
  now: () => number;
}

/** The keeper the pickers use: the API when it answers (its answer kept), the kept list when it cannot be reached. */
export function createOptionsKeeper(backend: OptionsBackend, deps: KeeperDeps): OptionsKeeper {
  const save = async <T>(userId: number, request: KeptRequest<T>, items: T[]) => {
    const answer = items.map((record) => ({ ...request.entry(record), record }));
    const key = savedKey(userId, request.source);
    await backend.update(key, (current) => ({
      key,
      userId,
      source: request.source,
      savedAt: deps.now(),
      items: mergeItems(current?.items ?? [], answer),
    }));
    await backend.keepOnly(userId);
  };
  const load = async <T>(request: KeptRequest<T>): Promise<KeptList<T>> => {
    const userId = deps.userId();
    if (deps.isOnline() || userId === null) {
      try {
        const items = await request.fetch();
        // Keeping is best effort: a full or private-mode storage must not break the picker.
        if (userId !== null) await save(userId, request, items).catch(() => undefined);
        return { items, savedAt: null, offline: false };
      } catch (error) {
        if (userId === null || !(isApiError(error) && error.status === NETWORK_ERROR_STATUS)) throw error;
      }
    }
    const kept = await backend.get(savedKey(userId, request.source)).catch(() => undefined);
    const wanted = (item: SavedItem) => (request.ids ? request.ids.includes(item.id) : matchesSearch(item.text, request.search));
    const items = (kept?.items ?? []).filter(wanted).slice(0, MAX_OFFERED);
    return { items: items.map((item) => item.record as T), savedAt: kept?.savedAt ?? null, offline: true };
  };
  return { load };
}

interface OptionsDb extends DBSchema {
  listas: { key: string; value: SavedList; indexes: { userId: number } };
}

/**
 * A database of its own beside the queue's (`portal-warehouse`): the queue's needs no new version (a phone with
 * captures waiting is never upgraded for this), and these lists can be dropped at any time without touching it.
 */
export function idbOptionsBackend(name = 'portal-warehouse-options'): OptionsBackend {
  let database: Promise<IDBPDatabase<OptionsDb>> | null = null;
  const db = () =>
    (database ??= openDB<OptionsDb>(name, 1, {
      upgrade(store) {
        store.createObjectStore('listas', { keyPath: 'key' }).createIndex('userId', 'userId');
      },
      // Another tab wants a newer version: let it.
      blocking() {
        void database?.then((opened) => opened.close());
        database = null;
      },
    }));
  return {
    get: async (key) => (await db()).get('listas', key),
    update: async (key, change) => {
      const tx = (await db()).transaction('listas', 'readwrite');
      await tx.store.put(change(await tx.store.get(key)));
      await tx.done;
    },
    keepOnly: async (userId) => {
      const tx = (await db()).transaction('listas', 'readwrite');
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (cursor.value.userId !== userId) await cursor.delete();
      }
      await tx.done;
    },
  };
}

/** The one keeper of the warehouse screens. */
export const warehouseOptions = createOptionsKeeper(idbOptionsBackend(), {
  userId: () => readSession(localStorage).userData?.userId ?? null,
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
});
