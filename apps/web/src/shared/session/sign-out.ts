import { api } from '../api/api.ts';
import { clearSession, getSession } from './session-store.ts';

/**
 * Ends the session on the server (its refresh tokens are revoked), then always clears the local one,
 * even when the call fails: signing out must not depend on the server answering.
 */
export async function signOut(): Promise<void> {
  const { refreshToken } = getSession();
  try {
    await api.post('/jwt/logout', refreshToken ? { refreshToken } : {});
  } catch {
    // The local session goes anyway.
  } finally {
    clearSession();
  }
}
