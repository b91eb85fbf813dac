import { describe, expect, it } from 'vitest';
import { sortedDownloads, type DownloadItem } from './download-order.ts';

const item = (id: string, state: DownloadItem['state'], startedAt: number): DownloadItem => ({
  id,
  name: id,
  progress: 0,
  state,
  startedAt,
});

describe('download manager order', () => {
  it('puts active downloads first, then the newest', () => {
    const list = [
      item('old-done', 'complete', 1),
      item('old-active', 'active', 2),
      item('new-done', 'complete', 5),
      item('new-active', 'active', 4),
      item('failed', 'failed', 3),
    ];
    expect(sortedDownloads(list).map((d) => d.id)).toEqual(['new-active', 'old-active', 'new-done', 'failed', 'old-done']);
  });
});
