import { useQuery } from '@tanstack/react-query';
import { TARIFA_API, TARIFA_MAX_AGE_MS, tarifaSchema, type Tarifa } from '@portal/contract/features/classifications';
import { api } from '../../../shared/api/api.ts';
import { isStateFresh, markStateSaved } from '../../../shared/settings/state-time.ts';

/**
 * The tariff kept in the browser (spec point 9): the codes in IndexedDB (a few megabytes, too many for local storage),
 * the time it was brought in the stateTime list; refreshed when older than a day.
 */
interface Cached {
  tarifa: Tarifa;
}

const DB_NAME = 'portal-cache';
const STORE = 'entries';
const KEY = 'tarifa';

function openCache(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

async function readCached(): Promise<Cached | undefined> {
  const db = await openCache();
  try {
    return await new Promise<Cached | undefined>((resolve, reject) => {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve(request.result as Cached | undefined);
      request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

async function writeCached(entry: Cached): Promise<void> {
  const db = await openCache();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(entry, KEY);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

/** The cached tariff when fresh, else a new copy from the server (stored for the next day); a browser without IndexedDB just asks. */
export async function loadTarifa(now = Date.now()): Promise<Tarifa> {
  const cached = await readCached().catch(() => undefined);
  if (cached && isStateFresh(KEY, TARIFA_MAX_AGE_MS, now)) return cached.tarifa;
  const tarifa = await api.get(TARIFA_API, { schema: tarifaSchema });
  await writeCached({ tarifa })
    .then(() => markStateSaved(KEY, now))
    .catch(() => undefined);
  return tarifa;
}

/** `0101210100` → `0101.21.01.00`. */
export function formatCodigo(codigo: string): string {
  return `${codigo.slice(0, 4)}.${codigo.slice(4, 6)}.${codigo.slice(6, 8)}.${codigo.slice(8, 10)}`;
}

/** The select's options: every code in force, shown with its text. */
export function useTarifaOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['tarifa'],
    queryFn: async () =>
      (await loadTarifa()).codigos.map((c) => ({ value: c.codigo, label: `${formatCodigo(c.codigo)} ${c.descripcion}` })),
    enabled,
    staleTime: TARIFA_MAX_AGE_MS,
    meta: { silent: true },
  });
}
