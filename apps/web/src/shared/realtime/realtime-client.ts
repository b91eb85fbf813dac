import { io, type Socket } from 'socket.io-client';
import {
  HUB_PATH,
  JOIN_RECORD_EVENT,
  LEAVE_RECORD_EVENT,
  RECEIVE_MESSAGE_EVENT,
  RECORD_CHANGED_EVENT,
  RECORD_PRESENCE_EVENT,
  realtimeMessageSchema,
  recordChangedSchema,
  recordJoinAckSchema,
  recordPresenceSchema,
  STORAGE_KEYS,
  type RealtimeMessage,
  type RecordChanged,
  type RecordPresence,
  type RecordRoom,
} from '@portal/contract';
import { api } from '../api/api.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';
import { NOTIFICATIONS_API } from '@portal/contract/features/notifications';

type Listener = (message: RealtimeMessage) => void;

/** What a screen on one record hears from its room. */
export interface RecordRoomHandlers {
  onPresence(presence: RecordPresence): void;
  onChange(change: RecordChanged): void;
  /** The room was joined (again, after a reconnection: what was missed meanwhile should be read again). */
  onJoined?(isAllowed: boolean): void;
}
interface RoomEntry {
  room: RecordRoom;
  handlers: Set<RecordRoomHandlers>;
}
const rooms = new Map<string, RoomEntry>();
const roomKey = (room: RecordRoom) => `${room.kind}:${room.id}`;

function sendJoin(entry: RoomEntry): void {
  if (!socket?.connected) return;
  socket.emit(JOIN_RECORD_EVENT, entry.room, (ack: unknown) => {
    const isAllowed = recordJoinAckSchema.safeParse(ack).data?.ok ?? false;
    for (const h of entry.handlers) h.onJoined?.(isAllowed);
  });
}

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
  // (Re)connected: the rooms joined so far are joined again (a new connection is in none).
  socket.on('connect', () => {
    for (const entry of rooms.values()) sendJoin(entry);
  });
  socket.on(RECORD_PRESENCE_EVENT, (payload: unknown) => {
    const parsed = recordPresenceSchema.safeParse(payload);
    if (parsed.success) for (const h of rooms.get(roomKey(parsed.data))?.handlers ?? []) h.onPresence(parsed.data);
  });
  socket.on(RECORD_CHANGED_EVENT, (payload: unknown) => {
    const parsed = recordChangedSchema.safeParse(payload);
    if (parsed.success) for (const h of rooms.get(roomKey(parsed.data))?.handlers ?? []) h.onChange(parsed.data);
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

/**
 * Joins the hub room of one record (a previo, a confrontation) while the returned function is not called: the
 * server checks the caller's scope, then sends who is there and what others change. Survives reconnections.
 */
export function joinRecordRoom(room: RecordRoom, handlers: RecordRoomHandlers): () => void {
  const key = roomKey(room);
  let entry = rooms.get(key);
  if (!entry) rooms.set(key, (entry = { room, handlers: new Set() }));
  entry.handlers.add(handlers);
  sendJoin({ room, handlers: new Set([handlers]) });
  return () => {
    const current = rooms.get(key);
    current?.handlers.delete(handlers);
    if (current && current.handlers.size === 0) {
      rooms.delete(key);
      if (socket?.connected) socket.emit(LEAVE_RECORD_EVENT, room);
    }
  };
}
