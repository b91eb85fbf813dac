import { CAPTURAS_API, captureResultSchema, type CaptureInput } from '@portal/contract/features/capturas';
import { CARGAS_API, cargaSchema } from '@portal/contract/features/confrontas';
import { api } from '../../../shared/api/api.ts';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';
import { readSession } from '../../../shared/session/session-storage.ts';
import { uploadPhotoResumable } from '../api/photo-upload.ts';
import { captureEvents, getPhoto, listCaptures, removeCapture, updateCapture, type StoredCapture } from './capture-store.ts';
import { confrontaRefOf } from './local-confronta.ts';

const post = (body: CaptureInput) => api.post(CAPTURAS_API, body, { schema: captureResultSchema });

/** The photos a previo capture names that are still only on the phone: uploaded (idempotent by key) and swapped. */
async function uploadPrevioPhotos(body: Extract<CaptureInput, { tipo: 'previo' }>): Promise<{ body: CaptureInput; keys: string[] }> {
  const keys: string[] = [];
  const swap = async (id: string | null | undefined) => {
    if (!id) return id ?? null;
    const local = await getPhoto(id);
    if (!local || local.tipo === 'vehiculo') return id;
    keys.push(id);
    return (await uploadPhotoResumable(local.blob, local.tipo, () => undefined, local.clave)).fotoId;
  };
  const previo = body.previo;
  const lineas = [];
  for (const line of previo.lineas ?? []) {
    const fotos: string[] = [];
    // A photo is its id here; the input also takes the photo object a GET gives (decision 0178).
    for (const ref of line.fotos ?? []) fotos.push((await swap(typeof ref === 'string' ? ref : ref.fotoId))!);
    lineas.push({ ...line, fotos });
  }
  const fotoGuiaId = await swap(previo.fotoGuiaId);
  const fotoDanioId = await swap(previo.fotoDanioId);
  return { body: { ...body, previo: { ...previo, lineas, fotoGuiaId, fotoDanioId } }, keys };
}

/** A load: started by the badge, then its photo, then confirmed (each step finds what an earlier try did). */
async function sendLoad(body: Extract<CaptureInput, { tipo: 'carga' }>): Promise<string[]> {
  const { confirmar, ...start } = body;
  const started = await post(start);
  const photo = await getPhoto(body.clave);
  if (!confirmar) return [];
  const carga = await api.get(`${CARGAS_API}/${started.recursoId}`, { schema: cargaSchema });
  if (carga.estado !== 'abierta') return photo ? [photo.clave] : [];
  if (photo && !carga.tieneFoto) {
    await uploadFile<unknown>(`${CARGAS_API}/${carga.cargaId}/Foto`, new File([photo.blob], 'vehiculo.jpg', { type: photo.blob.type }));
  }
  await post(body);
  return photo ? [photo.clave] : [];
}

/** The number a confrontation created offline got: the screen on its key moves to it. */
export interface ConfrontaCreated {
  clave: string;
  confrontaId: number;
}

async function send(capture: StoredCapture): Promise<string[]> {
  const body = capture.body;
  if (body.tipo === 'carga') return sendLoad(body);
  if (body.tipo === 'confronta') {
    const created = await post(body);
    const detail: ConfrontaCreated = { clave: body.clave, confrontaId: Number(created.recursoId) };
    captureEvents.dispatchEvent(new CustomEvent('created', { detail }));
    return [];
  }
  if (body.tipo === 'previo') {
    const ready = await uploadPrevioPhotos(body);
    await post(ready.body);
    return ready.keys;
  }
  await post(body);
  return [];
}

let running: Promise<SyncOutcome> | null = null;

export interface SyncOutcome {
  sent: number;
}

/**
 * Sends the pending captures in the order they were taken. Without network it stops and waits for the next try; a
 * conflict (409) or a refusal keeps the capture with the server's message, and the next ones still go. One run at a
 * time: a second call while one runs waits for it.
 */
export function syncCaptures(): Promise<SyncOutcome> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run(): Promise<SyncOutcome> {
  if (!navigator.onLine) return { sent: 0 };
  const userId = readSession(localStorage).userData?.userId ?? null;
  if (userId === null) return { sent: 0 };
  let sent = 0;
  // Captures waiting for the user's choice (refused, in conflict): those about a confrontation created offline by
  // one of them wait with it (discarding the creation discards them, see use-captures).
  const held = new Set<string>();
  for (const capture of await listCaptures()) {
    if (capture.estado !== 'pendiente') {
      held.add(capture.clave);
      continue;
    }
    if (capture.userId !== null && capture.userId !== userId) continue;
    const ref = confrontaRefOf(capture.body);
    if (typeof ref === 'string' && held.has(ref)) continue;
    try {
      const photoKeys = await send(capture);
      await removeCapture(capture.clave, photoKeys);
      sent += 1;
    } catch (error) {
      if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500 || error.status === 401) break;
      held.add(capture.clave);
      await updateCapture(capture.clave, {
        estado: error.status === 409 ? 'conflicto' : 'rechazada',
        mensaje: error.problem.detail ?? error.problem.title,
      });
    }
  }
  // The screens read again what the sent captures changed.
  if (sent > 0) captureEvents.dispatchEvent(new Event('synced'));
  return { sent };
}
