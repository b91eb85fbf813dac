/** One download of this browser (a file, a zip, a list's export): progress 0 → 100, then complete (spec point 4). */
export interface DownloadItem {
  id: string;
  name: string;
  progress: number;
  state: 'active' | 'complete' | 'failed';
  startedAt: number;
}

/** Active ones first, then the newest. */
export function sortedDownloads(list: DownloadItem[]): DownloadItem[] {
  return [...list].sort((a, b) => Number(b.state === 'active') - Number(a.state === 'active') || b.startedAt - a.startedAt);
}

/**
 * How far a download is: against its known size (or the response's length); a streamed export has neither, so
 * its bar creeps towards 95 % as bytes arrive (half way at 256 kB) and jumps to 100 when the file is complete.
 */
export function progressOf(received: number, total: number): number {
  if (total > 0) return Math.min(99, Math.floor((received / total) * 100));
  return Math.min(95, Math.floor(95 * (1 - 2 ** (-received / 262_144))));
}
