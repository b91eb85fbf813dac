import { STORAGE_KEYS } from '@portal/contract';
import {
  PHOTO_CHUNK_CONTENT_TYPE,
  PREVIO_FOTOS_API,
  fotoChunkStatusSchema,
  type FotoChunkStatus,
  type PrevioFoto,
  type PrevioPhotoType,
} from '@portal/contract/features/previos';
import { api } from '../../../shared/api/api.ts';
import { ApiError, NETWORK_ERROR_STATUS, readApiError } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

/** Chunk size: small enough that a drop on a phone's network loses little, large enough to keep requests few. */
const CHUNK_BYTES = 512 * 1024;
/** Tries in a row without progress before giving up (the queue tries again later when offline capture keeps it). */
const MAX_STALLS = 6;

function headers(extra: Record<string, string> = {}): Headers {
  const result = new Headers({ 'Accept-Language': currentLanguage(), Accept: 'application/json, application/problem+json', ...extra });
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  if (token) result.set('Authorization', `Bearer ${token}`);
  return result;
}

async function call(path: string, init: RequestInit): Promise<FotoChunkStatus> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: NETWORK_ERROR_STATUS });
  }
  if (!response.ok) throw await readApiError(response);
  return fotoChunkStatusSchema.parse(await response.json());
}

const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether sending again may help: no network, a server hiccup, or an offset the server does not hold. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === NETWORK_ERROR_STATUS || error.status >= 500 || error.status === 409 || error.status === 401);

/**
 * Sends a photo in chunks under an idempotency key (decision 0104). After a drop it asks the server how much arrived
 * and continues from there; the same key sent again (a retry, an offline queue's second try) gives the same photo.
 */
export async function uploadPhotoResumable(
  file: Blob,
  tipo: PrevioPhotoType,
  onProgress: (percent: number) => void,
  clave: string = crypto.randomUUID(),
): Promise<PrevioFoto> {
  const path = `${PREVIO_FOTOS_API}/Subidas/${clave}`;
  let offset = 0;
  let stalls = 0;
  for (;;) {
    try {
      const chunk = file.slice(offset, offset + CHUNK_BYTES, file.type);
      const status = await call(`${path}?tipo=${tipo}&offset=${offset}&total=${file.size}`, {
        method: 'PATCH',
        headers: headers({ 'Content-Type': PHOTO_CHUNK_CONTENT_TYPE }),
        body: chunk,
      });
      if (status.foto) {
        onProgress(100);
        return status.foto;
      }
      offset = status.recibidos ?? offset;
      stalls = 0;
      onProgress(Math.floor((offset / file.size) * 100));
    } catch (error) {
      stalls += 1;
      // Offline: the offline queue keeps the photo and resumes this key when the network returns (decision 0105).
      if (!isRetryable(error) || stalls > MAX_STALLS || !navigator.onLine) throw error;
      if ((error as ApiError).status === 401) await api.get('/api/Perfil/ReglasAcceso').catch(() => undefined);
      else await waitFor(Math.min(500 * 2 ** stalls, 8000));
      // Where to go on: what the server holds (a lost answer may have been stored after all).
      const held = await call(path, { method: 'GET', headers: headers() }).catch(() => null);
      if (held?.foto) return held.foto;
      if (held?.recibidos !== null && held?.recibidos !== undefined) offset = held.recibidos;
    }
  }
}
