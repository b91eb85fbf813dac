import { useCallback, useEffect, useState } from 'react';
import type { PrevioFoto, PrevioInput, PrevioPhotoType } from '@portal/contract/features/previos';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { readSession } from '../../../shared/session/session-storage.ts';
import { addCapture, captureEvents, listCaptures, putPhoto } from './capture-store.ts';
import { syncCaptures } from './capture-sync.ts';

/** No network: the request never reached the server (or the browser knows it is offline). */
export const isNetworkFailure = (error: unknown) => !navigator.onLine || (isApiError(error) && error.status === NETWORK_ERROR_STATUS);

const currentUserId = () => readSession(localStorage).userData?.userId ?? null;

/** Sends at once when there is network (a capture kept because the network blinked goes as soon as it can). */
const trySync = () => {
  if (navigator.onLine) void syncCaptures().catch(() => undefined);
};

/** A previo saved without network: new, or changes to the version the phone read (its rowVersion goes with it). */
export async function capturePrevioOffline(input: PrevioInput): Promise<void> {
  const clave = crypto.randomUUID();
  const guia = input.guiaMaster ?? input.guiaHouse ?? input.numeroContenedor;
  await addCapture({
    clave,
    body: { clave, tipo: 'previo', previoId: input.previoId ?? null, previo: input },
    titulo: guia ? i18n.t('offlineCapture.previoTitle', { guia }) : i18n.t('offlineCapture.newPrevio'),
    userId: currentUserId(),
  });
}

/** Photos taken without network: kept on the phone under their upload key, which stands for their id until sent. */
const localUrls = new Map<string, string>();

export async function keepPhotoOffline(file: Blob, tipo: PrevioPhotoType, clave: string): Promise<PrevioFoto> {
  await putPhoto({ clave, blob: file, tipo });
  localUrls.set(clave, URL.createObjectURL(file));
  return { fotoId: clave, tipo, ancho: 0, alto: 0 };
}

/** The phone's own copy of a photo not uploaded yet (null for photos the server has). */
export const localPhotoUrl = (fotoId: string): string | null => localUrls.get(fotoId) ?? null;

/** A load captured without network: badge, plates, number and the vehicle photo, sent in that order later. */
export async function captureLoadOffline(load: {
  confrontaId: number;
  gafete: string;
  placas: string;
  numeroEconomico: string;
  photo: Blob | null;
}): Promise<void> {
  const clave = crypto.randomUUID();
  if (load.photo) await putPhoto({ clave, blob: load.photo, tipo: 'vehiculo' });
  await addCapture({
    clave,
    body: {
      clave,
      tipo: 'carga',
      carga: { confrontaId: load.confrontaId, gafete: load.gafete },
      confirmar: { placas: load.placas, numeroEconomico: load.numeroEconomico },
    },
    titulo: i18n.t('offlineCapture.loadTitle', { gafete: load.gafete }),
    userId: currentUserId(),
  });
  trySync();
}

/** The scans of one confrontation waiting on the phone, and the way to keep one more. */
export function useScanCaptures(confrontaId: number) {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let isMounted = true;
    const read = () =>
      void listCaptures().then((list) => {
        if (!isMounted) return;
        setPending(list.filter((c) => c.estado === 'pendiente' && c.body.tipo === 'escaneo' && c.body.confrontaId === confrontaId).length);
      });
    read();
    captureEvents.addEventListener('change', read);
    return () => {
      isMounted = false;
      captureEvents.removeEventListener('change', read);
    };
  }, [confrontaId]);
  const enqueue = useCallback(
    async (codigo: string) => {
      const clave = crypto.randomUUID();
      await addCapture({
        clave,
        body: { clave, tipo: 'escaneo', confrontaId, escaneo: { codigo } },
        titulo: i18n.t('offlineCapture.scanTitle', { codigo }),
        userId: currentUserId(),
      });
      trySync();
    },
    [confrontaId],
  );
  return { pending, enqueue };
}
