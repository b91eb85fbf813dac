import { describe, expect, it } from 'vitest';
import { AuthStateCache } from './route-access.ts';

const state = { userName: 'u', status: 'active', deletedAt: null, stamp: 1, revokedAt: null };

function enabledCache(maxEntries?: number) {
  const cache = new AuthStateCache(maxEntries);
  cache.enable();
  return cache;
}

describe('AuthStateCache', () => {
  it('drops every session of a user on a change, and only theirs', () => {
    const cache = enabledCache();
    cache.set(1, 'a', state, cache.generation(1));
    cache.set(1, 'b', state, cache.generation(1));
    cache.set(2, 'c', state, cache.generation(2));
    cache.evictUser(1);
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(2, 'c')).toBe(state);
  });

  it('refuses a read that started before a change from storing what it saw', () => {
    const cache = enabledCache();
    const before = cache.generation(1);
    cache.evictUser(1); // the change lands while the read is in flight
    cache.set(1, 'a', state, before);
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it('stays within its size', () => {
    const cache = enabledCache(2);
    cache.set(1, 'a', state, cache.generation(1));
    cache.set(2, 'b', state, cache.generation(2));
    cache.set(3, 'c', state, cache.generation(3));
    expect(cache.get(3, 'c')).toBe(state);
    expect([cache.get(1, 'a'), cache.get(2, 'b')]).toEqual([undefined, undefined]);
  });

  it('serves nothing while the notifications are not heard, and starts empty when they are again', () => {
    const cache = enabledCache();
    cache.set(1, 'a', state, cache.generation(1));
    cache.disable();
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.set(1, 'a', state, cache.generation(1));
    cache.enable();
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it('refuses a read in flight across a forget-everything (a write answered by this process)', () => {
    const cache = enabledCache();
    const before = cache.generation(1);
    cache.invalidateAll();
    cache.set(1, 'a', state, before);
    expect(cache.get(1, 'a')).toBeUndefined();
  });
});
