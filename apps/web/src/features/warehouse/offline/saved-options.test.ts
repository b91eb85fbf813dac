import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';
import {
  createOptionsKeeper,
  MAX_OFFERED,
  matchesSearch,
  mergeItems,
  savedKey,
  type OptionsBackend,
  type SavedItem,
  type SavedList,
} from './saved-options.ts';

interface Option {
  value: number;
  text: string;
}

/** The IndexedDB backend's contract over a Map. */
function memoryBackend(): OptionsBackend & { lists: Map<string, SavedList> } {
  const lists = new Map<string, SavedList>();
  return {
    lists,
    get: async (key) => lists.get(key),
    update: async (key, change) => void lists.set(key, change(lists.get(key))),
    keepOnly: async (userId) => {
      for (const [key, list] of lists) if (list.userId !== userId) lists.delete(key);
    },
  };
}

function setup(start: { userId?: number | null; online?: boolean } = {}) {
  const state = { userId: start.userId === undefined ? 7 : start.userId, online: start.online ?? true, now: 1_000 };
  const backend = memoryBackend();
  const keeper = createOptionsKeeper(backend, { userId: () => state.userId, isOnline: () => state.online, now: () => state.now });
  const load = (fetch: () => Promise<Option[]>, query: { search?: string; ids?: string[]; source?: string } = {}) =>
    keeper.load<Option>({
      source: query.source ?? 'options:clientes',
      search: query.search,
      ids: query.ids,
      fetch,
      entry: (option) => ({ id: String(option.value), text: option.text }),
    });
  return { state, backend, load, keeper };
}

const customers: Option[] = [
  { value: 1, text: 'Aceros del Bajío' },
  { value: 2, text: 'Electrónica Fronteriza' },
  { value: 3, text: 'Textiles de Occidente' },
];
const networkDown = () => Promise.reject(new ApiError({ type: 'about:blank', title: 'Network error', status: NETWORK_ERROR_STATUS }));

describe('options kept for the warehouse pickers', () => {
  it('answers and keeps what the API answered online', async () => {
    const { backend, load } = setup();
    expect(await load(async () => customers)).toEqual({ items: customers, savedAt: null, offline: false });
    const kept = backend.lists.get(savedKey(7, 'options:clientes'))!;
    expect([kept.userId, kept.savedAt, kept.items.map((i) => [i.id, i.text])]).toEqual([
      7,
      1_000,
      customers.map((c) => [String(c.value), c.text]),
    ]);
    expect(kept.items[0]!.record).toEqual(customers[0]);
  });

  it('offers the kept list without network, filtered by the typed text (case and accents ignored), with the time it was saved', async () => {
    const { state, load } = setup();
    await load(async () => customers);
    state.online = false;
    state.now = 9_000;
    const fetch = vi.fn(networkDown);
    expect(await load(fetch)).toEqual({ items: customers, savedAt: 1_000, offline: true });
    expect(await load(fetch, { search: 'ELECTRONICA  front' })).toEqual({ items: [customers[1]], savedAt: 1_000, offline: true });
    expect(await load(fetch, { ids: ['3'] })).toEqual({ items: [customers[2]], savedAt: 1_000, offline: true });
    // The browser says it is offline: the API is not even called.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back when the browser thinks it is online but the request never gets an answer', async () => {
    const { load } = setup();
    await load(async () => customers);
    expect(await load(networkDown)).toEqual({ items: customers, savedAt: 1_000, offline: true });
  });

  it('lets other errors through (the server answered)', async () => {
    const { load } = setup();
    await load(async () => customers);
    const refused = new ApiError({ type: 'about:blank', title: 'Forbidden', status: 403 });
    await expect(load(() => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('keeps one list per user: another user on the phone sees none of them, and theirs replace them', async () => {
    const { state, backend, load } = setup();
    await load(async () => customers);
    await load(async () => [{ value: 9, text: 'Recinto 9' }], { source: 'options:recintos' });
    state.userId = 8;
    state.online = false;
    expect(await load(networkDown)).toEqual({ items: [], savedAt: null, offline: true });
    state.online = true;
    await load(async () => [customers[0]!]);
    expect([...backend.lists.values()].map((l) => [l.userId, l.source])).toEqual([[8, 'options:clientes']]);
  });

  it('keeps nothing and offers nothing when nobody is signed in', async () => {
    const { state, backend, load } = setup({ userId: null });
    expect((await load(async () => customers)).items).toEqual(customers);
    expect(backend.lists.size).toBe(0);
    state.online = false;
    await expect(load(networkDown)).rejects.toBeInstanceOf(ApiError);
  });

  it('adds each answer to what was kept for the same source (the newest first) and keeps one list per source', async () => {
    const { state, backend, load } = setup();
    await load(async () => customers);
    state.now = 2_000;
    await load(
      async () => [
        { value: 2, text: 'Electrónica Fronteriza del Norte' },
        { value: 4, text: 'Zapatos León' },
      ],
      { search: 'e' },
    );
    await load(async () => [{ value: 40, text: 'Part 40' }], { source: '/api/Partes?clienteId=4' });
    const kept = backend.lists.get(savedKey(7, 'options:clientes'))!;
    expect([kept.savedAt, kept.items.map((i) => i.text)]).toEqual([
      2_000,
      ['Electrónica Fronteriza del Norte', 'Zapatos León', 'Aceros del Bajío', 'Textiles de Occidente'],
    ]);
    expect(backend.lists.get(savedKey(7, '/api/Partes?clienteId=4'))!.items.map((i) => i.id)).toEqual(['40']);
  });

  it('offers at most as many as the API would', async () => {
    const { state, load } = setup();
    const many = Array.from({ length: 120 }, (_, i) => ({ value: i, text: `Cliente ${i}` }));
    await load(async () => many);
    state.online = false;
    expect((await load(networkDown)).items).toHaveLength(MAX_OFFERED);
  });

  it('still answers online when the phone cannot keep the list (storage full, private mode)', async () => {
    const { backend, load } = setup();
    backend.update = () => Promise.reject(new Error('QuotaExceededError'));
    expect((await load(async () => customers)).items).toEqual(customers);
  });
});

describe('merging and searching kept options', () => {
  const item = (id: string, text = id): SavedItem => ({ id, text, record: { id } });
  it('puts the newest answer first, drops repeats and keeps at most the limit', () => {
    expect(mergeItems([item('a'), item('b', 'old b')], [item('b', 'new b'), item('c')], 3).map((i) => i.text)).toEqual(['new b', 'c', 'a']);
    expect(mergeItems([item('a'), item('b')], [item('c')], 2).map((i) => i.id)).toEqual(['c', 'a']);
  });
  it('matches every typed word ignoring case and accents', () => {
    expect(matchesSearch('Aceros del Bajío', 'bajio acer')).toBe(true);
    expect(matchesSearch('Aceros del Bajío', '')).toBe(true);
    expect(matchesSearch('Aceros del Bajío', undefined)).toBe(true);
    expect(matchesSearch('Aceros del Bajío', 'bajio norte')).toBe(false);
  });
});

describe('records kept for the warehouse screens (a confrontation with its items)', () => {
  interface Confronta {
    confrontaId: number;
    numeroControl: string;
    pendientes: number;
  }
  const SOURCE = '/api/Confrontas';
  const c7: Confronta = { confrontaId: 7, numeroControl: 'CTRL-7', pendientes: 3 };
  const c8: Confronta = { confrontaId: 8, numeroControl: 'CTRL-8', pendientes: 1 };
  const entry = (c: Confronta) => ({ id: String(c.confrontaId), text: c.numeroControl });
  const read = (keeper: ReturnType<typeof setup>['keeper'], id: number, fetch: () => Promise<Confronta>) =>
    keeper.loadRecord({ source: SOURCE, id: String(id), fetch, text: (c) => c.numeroControl, max: 2 });

  it('keeps each record read online, with the time it was read, and answers the kept copy offline', async () => {
    const { state, keeper } = setup();
    expect(await read(keeper, 7, async () => c7)).toEqual({ record: c7, savedAt: null, offline: false });
    state.now = 5_000;
    await keeper.keepRecords(SOURCE, [c8], entry);
    state.online = false;
    const fetch = vi.fn(async () => c7);
    expect(await read(keeper, 7, fetch)).toEqual({ record: c7, savedAt: 1_000, offline: true });
    expect(await read(keeper, 8, fetch)).toEqual({ record: c8, savedAt: 5_000, offline: true });
    expect(await read(keeper, 9, fetch)).toEqual({ record: null, savedAt: null, offline: true });
    expect(fetch).not.toHaveBeenCalled();
    expect((await keeper.keptRecords<Confronta>(SOURCE)).map((k) => [k.id, k.savedAt])).toEqual([
      ['8', 5_000],
      ['7', 1_000],
    ]);
  });

  it('replaces a record read again, keeps at most the limit (the newest), and falls back only when the API cannot be reached', async () => {
    const { state, keeper } = setup();
    await read(keeper, 7, async () => c7);
    await read(keeper, 8, async () => c8);
    state.now = 2_000;
    const scanned = { ...c7, pendientes: 2 };
    await read(keeper, 7, async () => scanned);
    await keeper.keepRecords(SOURCE, [{ confrontaId: 9, numeroControl: 'CTRL-9', pendientes: 0 }], entry, 2);
    expect((await keeper.keptRecords<Confronta>(SOURCE)).map((k) => k.record)).toEqual([
      { confrontaId: 9, numeroControl: 'CTRL-9', pendientes: 0 },
      scanned,
    ]);
    expect(await read(keeper, 7, networkDown)).toEqual({ record: scanned, savedAt: 2_000, offline: true });
    const refused = new ApiError({ type: 'about:blank', title: 'Not found', status: 404 });
    await expect(read(keeper, 7, () => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('keeps the records per user, as the options', async () => {
    const { state, keeper } = setup();
    await read(keeper, 7, async () => c7);
    state.userId = 8;
    state.online = false;
    expect(await read(keeper, 7, networkDown)).toEqual({ record: null, savedAt: null, offline: true });
    expect(await keeper.keptRecords(SOURCE)).toEqual([]);
    state.userId = null;
    await keeper.keepRecords(SOURCE, [c8], entry);
    expect(await keeper.keptRecords(SOURCE)).toEqual([]);
  });
});
