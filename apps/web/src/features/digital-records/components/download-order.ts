/** One download of this browser: progress 0 → 100, then complete (spec point 4). */
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
