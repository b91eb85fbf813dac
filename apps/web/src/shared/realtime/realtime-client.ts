import { io, type Socket } from 'socket.io-client';
import { HUB_PATH, RECEIVE_MESSAGE_EVENT, realtimeMessageSchema, STORAGE_KEYS, type RealtimeMessage } from '@portal/contract';
import { api } from '../api/api.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';
import { NOTIFICATIONS_API } from '@portal/contract/features/notifications';

type Listener = (message: RealtimeMessage) => void;

const listeners = new Set<Listener>();
let socket: Socket | null = null;
let connectedToken: string | null = null;
let refreshing = false;

function token(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

/** A refused or dropped connection usually means the token expired: any API call refreshes it, then reconnect. */
async function refreshAndReconnect(): Promise<void> {
  if (refreshing || !getSession().isSignedIn) return;
  refreshing = true;
  try {
    await api.get(`${NOTIFICATIONS_API}/SinLeer`);
  } catch {
    // The API client already signs out when the refresh fails.
  } finally {
    refreshing = false;
  }
  if (getSession().isSignedIn && socket && !socket.connected) socket.connect();
}

function connect(): void {
  if (socket) return;
  connectedToken = token();
  socket = io({
    path: HUB_PATH,
    // A function: every (re)connection presents the latest access token.
    auth: (cb) => cb({ token: token() ?? '' }),
    transports: ['websocket'],
    reconnectionDelayMax: 10_000,
  });
  socket.on(RECEIVE_MESSAGE_EVENT, (payload: unknown) => {
    const parsed = realtimeMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  socket.on('connect_error', (err) => {
    if (err.message === 'unauthorized') void refreshAndReconnect();
  });
  socket.on('disconnect', (reason) => {
    // The server ends a connection whose session ended; a refresh tells (and signs out if it is gone).
    if (reason === 'io server disconnect') void refreshAndReconnect();
  });
}

function disconnect(): void {
  socket?.disconnect();
  socket = null;
  connectedToken = null;
}

/** Follows the session: connected while signed in, reconnected with the new token after a sign-in as someone else. */
function syncWithSession(): void {
  const session = getSession();
  if (!session.isSignedIn) {
    disconnect();
    return;
  }
  if (!socket) connect();
  else if (!socket.connected && token() !== connectedToken) {
    connectedToken = token();
    socket.connect();
  }
}

let started = false;

/** Starts the hub connection for the signed-in session (idempotent). */
export function startRealtime(): void {
  if (started) return;
  started = true;
  subscribeSession(syncWithSession);
  syncWithSession();
}

/** Listens to `ReceiveMessage`; returns the unsubscribe function. */
export function onRealtimeMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isRealtimeConnected(): boolean {
  return socket?.connected ?? false;
}
