import { useSyncExternalStore } from 'react';
import type { AbilityRule, LoginResponse } from '@portal/contract';
import { eraseSession, readSession, writeAbility, writeSession, writeUserData, type Session } from './session-storage.ts';

/**
 * The browser session (tokens and user record in localStorage) as a subscribable store, so the
 * menu, guards and ability follow sign-in, token refresh, sign-out and other tabs.
 */
const listeners = new Set<() => void>();
let cachedKey = '';
let cached: Session = { isSignedIn: false, userData: null, accessToken: null, refreshToken: null };

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  const storage = browserStorage();
  if (!storage) return cached;
  // Same raw values give the same object, as useSyncExternalStore requires.
  const key = [storage.getItem('userData'), storage.getItem('accessToken'), storage.getItem('refreshToken')].join('\u0000');
  if (key !== cachedKey) {
    cachedKey = key;
    cached = readSession(storage);
  }
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || ['userData', 'accessToken', 'refreshToken'].includes(event.key)) notify();
  });
}

export function saveSession(tokens: LoginResponse): void {
  const storage = browserStorage();
  if (storage) writeSession(storage, tokens);
  notify();
}

export function clearSession(): void {
  const storage = browserStorage();
  if (storage) eraseSession(storage);
  notify();
}

export function saveAbility(rules: AbilityRule[]): void {
  const storage = browserStorage();
  if (storage) writeAbility(storage, rules);
  notify();
}

export function saveUserData(patch: Parameters<typeof writeUserData>[1]): void {
  const storage = browserStorage();
  if (storage) writeUserData(storage, patch);
  notify();
}

/** Lets code outside this module (the API client) announce that it changed the stored session. */
export const notifySessionChanged = notify;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
