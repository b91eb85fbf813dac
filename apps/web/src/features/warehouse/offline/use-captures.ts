import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREVIOS_API, previoDetailSchema } from '@portal/contract/features/previos';
import { api } from '../../../shared/api/api.ts';
import { captureEvents, listCaptures, removeCapture, updateCapture, type StoredCapture } from './capture-store.ts';
import { syncCaptures } from './capture-sync.ts';
import { confrontaRefOf } from './local-confronta.ts';
import { registerServiceWorker } from './register-sw.ts';

/** The queue as the screens show it; sends it when a screen opens online and whenever the network returns. */
export function useCaptures() {
  const client = useQueryClient();
  const [captures, setCaptures] = useState<StoredCapture[]>([]);
  const [isSyncing, setSyncing] = useState(false);

  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      await syncCaptures();
    } finally {
      setSyncing(false);
    }
  }, []);

  useEffect(() => {
    let isMounted = true;
    const read = () =>
      void listCaptures().then(
        (list) => isMounted && setCaptures(list),
        () => undefined,
      );
    registerServiceWorker();
    const onOnline = () => void sync();
    const onSynced = () => ['previos', 'confrontas', 'cargas'].forEach((key) => void client.invalidateQueries({ queryKey: [key] }));
    read();
    captureEvents.addEventListener('change', read);
    captureEvents.addEventListener('synced', onSynced);
    window.addEventListener('online', onOnline);
    const timer = setTimeout(onOnline, 0);
    return () => {
      isMounted = false;
      clearTimeout(timer);
      captureEvents.removeEventListener('change', read);
      captureEvents.removeEventListener('synced', onSynced);
      window.removeEventListener('online', onOnline);
    };
  }, [sync, client]);

  /** A conflict solved by keeping the phone's copy: sent again over the version now stored. */
  const keepMine = useCallback(
    async (capture: StoredCapture) => {
      const body = capture.body;
      if (body.tipo === 'previo' && body.previoId) {
        const stored = await api.get(`${PREVIOS_API}/${body.previoId}`, { schema: previoDetailSchema });
        await updateCapture(capture.clave, {
          estado: 'pendiente',
          mensaje: null,
          body: { ...body, previo: { ...body.previo, rowVersion: stored.rowVersion } },
        });
      } else await updateCapture(capture.clave, { estado: 'pendiente', mensaje: null });
      await sync();
    },
    [sync],
  );

  /** A confrontation created offline goes with the captures about it (they could only be refused without it). */
  const discard = useCallback(async (capture: StoredCapture) => {
    const about = capture.body.tipo === 'confronta' ? (await listCaptures()).filter((c) => confrontaRefOf(c.body) === capture.clave) : [];
    for (const other of about) await removeCapture(other.clave, photoKeysOf(other));
    await removeCapture(capture.clave, photoKeysOf(capture));
  }, []);

  return { captures, pending: captures.filter((c) => c.estado === 'pendiente').length, isSyncing, sync, keepMine, discard };
}

/** The photos a capture keeps on the phone (to remove them with it). */
export function photoKeysOf(capture: StoredCapture): string[] {
  const body = capture.body;
  if (body.tipo === 'carga') return [body.clave];
  if (body.tipo !== 'previo') return [];
  const previo = body.previo;
  return [...(previo.lineas ?? []).flatMap((l) => l.fotos ?? []), previo.fotoGuiaId, previo.fotoDanioId].filter((k): k is string => !!k);
}
