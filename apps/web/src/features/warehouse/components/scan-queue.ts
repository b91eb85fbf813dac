import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error.ts';

/**
 * Scans taken without network wait in the browser's storage, per confrontation, and are sent in order when
 * the network returns (the `online` event, or the screen opening again). Sending a code twice cannot count it
 * twice: the server answers `repetido` for an item already confronted, so a retry is harmless.
 */
const keyOf = (confrontaId: number) => `portal.warehouse.pendingScans.${confrontaId}`;

export function readQueue(confrontaId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(confrontaId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(confrontaId: number, codes: string[]): void {
  if (codes.length === 0) localStorage.removeItem(keyOf(confrontaId));
  else localStorage.setItem(keyOf(confrontaId), JSON.stringify(codes));
}

export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;

/** The pending scans of a confrontation and the sender that drains them. */
export function useScanQueue(confrontaId: number, send: (code: string) => Promise<unknown>, onRefused: (error: unknown) => void) {
  const [pending, setPending] = useState<string[]>(() => readQueue(confrontaId));
  const isFlushing = useRef(false);

  const enqueue = useCallback(
    (code: string) => {
      const next = [...readQueue(confrontaId), code];
      writeQueue(confrontaId, next);
      setPending(next);
    },
    [confrontaId],
  );

  const flush = useCallback(async () => {
    if (isFlushing.current || !navigator.onLine) return;
    isFlushing.current = true;
    try {
      for (let queue = readQueue(confrontaId); queue.length > 0; queue = readQueue(confrontaId)) {
        try {
          await send(queue[0]!);
        } catch (error) {
          if (isNetworkFailure(error)) return;
          // Refused by the server (a wrong code scanned offline): reported, and not retried.
          onRefused(error);
        }
        const rest = readQueue(confrontaId).slice(1);
        writeQueue(confrontaId, rest);
        setPending(rest);
      }
    } finally {
      isFlushing.current = false;
    }
  }, [confrontaId, send, onRefused]);

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    // A queue left by an earlier visit is sent as soon as the screen opens online.
    const timer = setTimeout(onOnline, 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);

  return { pending, enqueue, flush };
}
