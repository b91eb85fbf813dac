import { describe, expect, it } from 'vitest';
import { progressOf, sortedDownloads, type DownloadItem } from './download-order.ts';

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

  it('follows a known size up to 99 %, and creeps below 95 % when the size is unknown', () => {
    expect(progressOf(0, 1000)).toBe(0);
    expect(progressOf(500, 1000)).toBe(50);
    expect(progressOf(1000, 1000)).toBe(99);
    expect(progressOf(0, 0)).toBe(0);
    expect(progressOf(262_144, 0)).toBe(47);
    const steps = [1, 100_000, 1_000_000, 100_000_000].map((bytes) => progressOf(bytes, 0));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBe(95);
  });
});
