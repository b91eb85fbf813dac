import { i18n, currentLanguage } from '../i18n/i18n.ts';
import { notifySessionChanged } from '../session/session-store.ts';
import { loginPath } from '../session/safe-redirect.ts';
import { createApiClient } from './api-client.ts';

type SessionExpiredHandler = () => void;

// The app replaces this with a router navigation; a full reload is the safe fallback.
let onSessionExpired: SessionExpiredHandler = () => window.location.assign(loginPath({ reason: 'sessionExpired' }));

export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** The app's one API client: bearer token, Accept-Language, refresh on 401, problem errors. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  storage: window.localStorage,
  getLanguage: currentLanguage,
  networkErrorTitle: () => i18n.t('errors.network'),
  onSessionChanged: notifySessionChanged,
  onSessionExpired: () => onSessionExpired(),
  withRefreshLock: <T>(task: () => Promise<T>): Promise<T> =>
    navigator.locks ? (navigator.locks.request('portal-token-refresh', task) as Promise<T>) : task(),
});
