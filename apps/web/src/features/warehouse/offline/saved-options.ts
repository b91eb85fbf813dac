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
  /** When this record was answered (items kept before this field existed: the list's time). */
  savedAt?: number;
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

/** One record as the screen shows it: the API's answer, or (without network) the copy kept on the phone. */
export interface KeptRecord<T> {
  /** Null: without network and nothing kept for this id. */
  record: T | null;
  /** Without network: when this record was last read online. */
  savedAt: number | null;
  offline: boolean;
}

export interface RecordRequest<T> {
  /** The kind of record (`/api/Confrontas`): one kept list per source and user, the records by id. */
  source: string;
  id: string;
  fetch: () => Promise<T>;
  text: (record: T) => string;
  /** Records kept for this source, the newest first (records are larger than options). */
  max?: number;
}

/** A kept record and when it was read online. */
export interface SavedRecord<T> {
  id: string;
  record: T;
  savedAt: number;
}

/**
 * Besides the pickers' options, the records a warehouse screen reads by id (a confrontation with its expected items),
 * kept in the same storage under the same rules (per user, best effort), each with the time it was read.
 */
export interface RecordKeeper {
  loadRecord<T>(request: RecordRequest<T>): Promise<KeptRecord<T>>;
  /** Keeps records read online elsewhere (the list keeps the details of its open confrontations). */
  keepRecords<T>(source: string, records: T[], entry: (record: T) => { id: string; text: string }, max?: number): Promise<void>;
  /** What is kept for a source (nothing asked of the API). */
  keptRecords<T>(source: string): Promise<SavedRecord<T>[]>;
}

const isUnreachable = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;

/**
 * The keeper the pickers use: the API when it answers (its answer kept), the kept list when it cannot be reached.
 * The same keeper keeps the records the warehouse screens read by id.
 */
export function createOptionsKeeper(backend: OptionsBackend, deps: KeeperDeps): OptionsKeeper & RecordKeeper {
  const save = async (userId: number, source: string, answer: SavedItem[], max = MAX_SAVED) => {
    const key = savedKey(userId, source);
    const savedAt = deps.now();
    await backend.update(key, (current) => ({
      key,
      userId,
      source,
      savedAt,
      items: mergeItems(
        current?.items ?? [],
        answer.map((item) => ({ ...item, savedAt })),
        max,
      ),
    }));
    await backend.keepOnly(userId);
  };
  /** The API's answer, or null when it cannot be reached and the kept copy should answer instead. */
  const ask = async <T>(userId: number | null, fetch: () => Promise<T>): Promise<{ answer: T } | null> => {
    if (!deps.isOnline() && userId !== null) return null;
    try {
      return { answer: await fetch() };
    } catch (error) {
      if (userId === null || !isUnreachable(error)) throw error;
      return null;
    }
  };
  const kept = (userId: number, source: string) => backend.get(savedKey(userId, source)).catch(() => undefined);

  const load = async <T>(request: KeptRequest<T>): Promise<KeptList<T>> => {
    const userId = deps.userId();
    const asked = await ask(userId, request.fetch);
    if (asked) {
      const items = asked.answer;
      // Keeping is best effort: a full or private-mode storage must not break the picker.
      const answer = items.map((record) => ({ ...request.entry(record), record }));
      if (userId !== null) await save(userId, request.source, answer).catch(() => undefined);
      return { items, savedAt: null, offline: false };
    }
    const list = await kept(userId!, request.source);
    const wanted = (item: SavedItem) => (request.ids ? request.ids.includes(item.id) : matchesSearch(item.text, request.search));
    const items = (list?.items ?? []).filter(wanted).slice(0, MAX_OFFERED);
    return { items: items.map((item) => item.record as T), savedAt: list?.savedAt ?? null, offline: true };
  };

  const loadRecord = async <T>(request: RecordRequest<T>): Promise<KeptRecord<T>> => {
    const userId = deps.userId();
    const asked = await ask(userId, request.fetch);
    if (asked) {
      const record = asked.answer;
      if (userId !== null) {
        await save(userId, request.source, [{ id: request.id, text: request.text(record), record }], request.max).catch(() => undefined);
      }
      return { record, savedAt: null, offline: false };
    }
    const list = await kept(userId!, request.source);
    const item = list?.items.find((i) => i.id === request.id);
    return { record: (item?.record as T | undefined) ?? null, savedAt: item ? (item.savedAt ?? list!.savedAt) : null, offline: true };
  };

  const keepRecords = async <T>(source: string, records: T[], entry: (record: T) => { id: string; text: string }, max?: number) => {
    const userId = deps.userId();
    if (userId === null || records.length === 0) return;
    await save(
      userId,
      source,
      records.map((record) => ({ ...entry(record), record })),
      max,
    );
  };

  const keptRecords = async <T>(source: string): Promise<SavedRecord<T>[]> => {
    const userId = deps.userId();
    if (userId === null) return [];
    const list = await kept(userId, source);
    return (list?.items ?? []).map((item) => ({ id: item.id, record: item.record as T, savedAt: item.savedAt ?? list!.savedAt }));
  };

  return { load, loadRecord, keepRecords, keptRecords };
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
