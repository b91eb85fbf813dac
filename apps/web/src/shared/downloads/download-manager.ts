import { useSyncExternalStore } from 'react';
import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { api } from '../api/api.ts';
import { showToast } from '../ui/toast.ts';
import { progressOf, type DownloadItem } from './download-order.ts';

export { sortedDownloads, type DownloadItem } from './download-order.ts';

/** Kept in this browser so the list survives a reload (the key predates the manager's move to shared/). */
const STORAGE_KEY = 'digitalRecordDownloads';
const listeners = new Set<() => void>();

function read(): DownloadItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as DownloadItem[];
    // A transfer cut by a reload cannot go on: it is shown as failed, to be started again.
    return Array.isArray(parsed) ? parsed.map((item) => (item.state === 'active' ? { ...item, state: 'failed' } : item)) : [];
  } catch {
    return [];
  }
}

let items: DownloadItem[] = typeof localStorage === 'undefined' ? [] : read();

function write(next: DownloadItem[]): void {
  items = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function update(id: string, change: Partial<DownloadItem>): void {
  write(items.map((item) => (item.id === id ? { ...item, ...change } : item)));
}

export function useDownloads(): DownloadItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
  );
}

export function removeDownload(id: string): void {
  write(items.filter((item) => item.id !== id));
}

export function removeCompleted(): void {
  write(items.filter((item) => item.state !== 'complete'));
}

/** The file name of a `Content-Disposition` header (RFC 5987 form first). */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Malformed encoding: use the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

export interface DownloadOptions {
  /** The size when known beforehand (a stored file, a zip); otherwise the response's length, if any. */
  sizeBytes?: number | null;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The bytes received so far, as they arrive. */
  onBytes?: (received: number) => void;
}

/**
 * Every download of the portal goes through here (single files, zips, list exports): an item in the manager whose
 * bar follows the bytes, the file handed to the browser at the end, the item then complete. Rejects when it
 * cannot start or breaks (the item is then failed).
 */
export async function startDownload(path: string, name: string, options: DownloadOptions = {}): Promise<void> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  write([...items, { id, name, progress: 0, state: 'active', startedAt: Date.now() }]);
  try {
    const response = await api.fetchResponse(path, { method: options.method ?? 'GET', body: options.body });
    const total = options.sizeBytes ?? Number(response.headers.get('content-length') ?? 0);
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    let shown = 0;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      options.onBytes?.(received);
      const percent = progressOf(received, total);
      if (percent !== shown) update(id, { progress: (shown = percent) });
    }
    const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileNameOf(response.headers.get('content-disposition'), name);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    update(id, { name: anchor.download, progress: 100, state: 'complete' });
  } catch (err) {
    update(id, { state: 'failed' });
    throw err;
  }
}

/** The red toast of a download that could not start (spec point 8), with the server's reason when there is one. */
export function notifyDownloadFailed(error: unknown): void {
  const reason = isApiError(error) ? `${error.status}: ${error.problem.detail ?? error.problem.title}` : '';
  showToast('red', [i18n.t('downloads.failedToStart'), reason].filter(Boolean).join(' — '));
}
