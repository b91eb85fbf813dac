import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CaptureInput } from '@portal/contract/features/capturas';
import type { PrevioPhotoType } from '@portal/contract/features/previos';

/**
 * What the phone captured without network (decision 0105): captures and their photos wait in IndexedDB (through
 * `idb`) until the sync sends them. A capture is `pendiente` until the server stores it (then it is removed),
 * `conflicto` when someone else changed the record meanwhile (409: kept, the user decides), `rechazada` when the
 * server refused it for another reason (a broken rule, a wrong code): kept and shown with the server's message.
 */
export type CaptureState = 'pendiente' | 'conflicto' | 'rechazada';

export interface StoredCapture {
  clave: string;
  /** The body for the sync endpoint (a load's `confirmar` is sent once its photo is there). */
  body: CaptureInput;
  estado: CaptureState;
  /** The server's message when refused or in conflict. */
  mensaje: string | null;
  /** A few words for the list of pending captures (folio, code, badge). */
  titulo: string;
  createdAt: number;
  /** Who captured it: another user signed in on the same phone does not send it. */
  userId: number | null;
}

export interface StoredPhoto {
  /** Also the photo's upload key, and its id inside the capture until it is uploaded. */
  clave: string;
  blob: Blob;
  tipo: PrevioPhotoType | 'vehiculo';
}

interface CaptureDb extends DBSchema {
  capturas: { key: string; value: StoredCapture; indexes: { createdAt: number } };
  fotos: { key: string; value: StoredPhoto };
}

let database: Promise<IDBPDatabase<CaptureDb>> | null = null;
const db = () =>
  (database ??= openDB<CaptureDb>('portal-warehouse', 1, {
    upgrade(store) {
      store.createObjectStore('capturas', { keyPath: 'clave' }).createIndex('createdAt', 'createdAt');
      store.createObjectStore('fotos', { keyPath: 'clave' });
    },
  }));

/** Tells the screens (the pending indicator) that the queue changed. */
export const captureEvents = new EventTarget();
const changed = () => captureEvents.dispatchEvent(new Event('change'));

export async function addCapture(capture: Omit<StoredCapture, 'estado' | 'mensaje' | 'createdAt'>): Promise<void> {
  await (await db()).put('capturas', { ...capture, estado: 'pendiente', mensaje: null, createdAt: Date.now() });
  changed();
}

export async function listCaptures(): Promise<StoredCapture[]> {
  return (await db()).getAllFromIndex('capturas', 'createdAt');
}

export async function updateCapture(clave: string, change: Partial<Pick<StoredCapture, 'estado' | 'mensaje' | 'body'>>): Promise<void> {
  const store = await db();
  const current = await store.get('capturas', clave);
  if (!current) return;
  await store.put('capturas', { ...current, ...change });
  changed();
}

/** Removes a capture and the photos it names. */
export async function removeCapture(clave: string, photoKeys: string[] = []): Promise<void> {
  const tx = (await db()).transaction(['capturas', 'fotos'], 'readwrite');
  await Promise.all([tx.objectStore('capturas').delete(clave), ...photoKeys.map((k) => tx.objectStore('fotos').delete(k)), tx.done]);
  changed();
}

export async function putPhoto(photo: StoredPhoto): Promise<void> {
  await (await db()).put('fotos', photo);
}

export async function getPhoto(clave: string): Promise<StoredPhoto | undefined> {
  return (await db()).get('fotos', clave);
}

export async function removePhoto(clave: string): Promise<void> {
  await (await db()).delete('fotos', clave);
}
