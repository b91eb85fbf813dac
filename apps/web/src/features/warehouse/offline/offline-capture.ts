import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfrontaRef } from '@portal/contract/features/capturas';
import type { ConfrontaInput } from '@portal/contract/features/confrontas';
import type { PrevioFoto, PrevioInput, PrevioPhotoType } from '@portal/contract/features/previos';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { readSession } from '../../../shared/session/session-storage.ts';
import { addCapture, captureEvents, listCaptures, putPhoto, type StoredCapture } from './capture-store.ts';
import { syncCaptures, type ConfrontaCreated } from './capture-sync.ts';
import { confrontaRefOf } from './local-confronta.ts';

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
  confrontaId: ConfrontaRef;
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

/** A confrontation created without network: kept as a capture; its key stands for its number until it is sent. */
export async function captureConfrontaOffline(input: ConfrontaInput): Promise<string> {
  const clave = crypto.randomUUID();
  await addCapture({
    clave,
    body: { clave, tipo: 'confronta', confronta: input },
    titulo: i18n.t('offlineCapture.confrontaTitle', { control: input.numeroControl }),
    userId: currentUserId(),
  });
  trySync();
  return clave;
}

/**
 * What the phone holds about one confrontation (a number, or the key of its creation capture): the scans and the
 * conclusion still waiting, the creation capture of one created offline, and the ways to keep one more scan or the
 * conclusion. `isRead` is false until the queue was read once.
 */
export function useConfrontaCaptures(ref: ConfrontaRef | null) {
  const [state, setState] = useState<{ isRead: boolean; waiting: StoredCapture[]; draft: StoredCapture | null }>({
    isRead: false,
    waiting: [],
    draft: null,
  });
  useEffect(() => {
    let isMounted = true;
    const read = () =>
      void listCaptures().then(
        (list) => {
          if (!isMounted) return;
          setState({
            isRead: true,
            waiting: list.filter((c) => c.estado === 'pendiente' && ref !== null && confrontaRefOf(c.body) === ref),
            draft: (typeof ref === 'string' && list.find((c) => c.clave === ref && c.body.tipo === 'confronta')) || null,
          });
        },
        () => isMounted && setState((current) => ({ ...current, isRead: true })),
      );
    read();
    captureEvents.addEventListener('change', read);
    return () => {
      isMounted = false;
      captureEvents.removeEventListener('change', read);
    };
  }, [ref]);
  const enqueue = useCallback(
    async (codigo: string) => {
      if (ref === null) return;
      const clave = crypto.randomUUID();
      await addCapture({
        clave,
        body: { clave, tipo: 'escaneo', confrontaId: ref, escaneo: { codigo } },
        titulo: i18n.t('offlineCapture.scanTitle', { codigo }),
        userId: currentUserId(),
      });
      trySync();
    },
    [ref],
  );
  const conclude = useCallback(
    async (motivo: string | null, control: string) => {
      if (ref === null) return;
      const clave = crypto.randomUUID();
      await addCapture({
        clave,
        body: { clave, tipo: 'concluir', confrontaId: ref, conclusion: { motivo } },
        titulo: i18n.t('offlineCapture.concludeTitle', { control }),
        userId: currentUserId(),
      });
      trySync();
    },
    [ref],
  );
  const scans = state.waiting.filter((c) => c.body.tipo === 'escaneo').length;
  return { ...state, pending: scans, enqueue, conclude };
}

/**
 * A screen on a confrontation created offline (its key in the address) moves to the number the sync got for it, as
 * soon as the creation is sent.
 */
export function useConfrontaCreated(ref: ConfrontaRef | null, onCreated: (confrontaId: number) => void): void {
  const latest = useRef(onCreated);
  useEffect(() => {
    latest.current = onCreated;
  });
  useEffect(() => {
    if (typeof ref !== 'string') return undefined;
    const listener = (event: Event) => {
      const created = (event as CustomEvent<ConfrontaCreated>).detail;
      if (created.clave === ref) latest.current(created.confrontaId);
    };
    captureEvents.addEventListener('created', listener);
    return () => captureEvents.removeEventListener('created', listener);
  }, [ref]);
}
