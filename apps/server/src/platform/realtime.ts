import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import {
  HUB_PATH,
  JOIN_RECORD_EVENT,
  LEAVE_RECORD_EVENT,
  RECEIVE_MESSAGE_EVENT,
  RECORD_CHANGED_EVENT,
  RECORD_PRESENCE_EVENT,
  recordRoomSchema,
  type RealtimeMessage,
  type RecordChanged,
  type RecordPresence,
  type RecordRoom,
} from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokenFamilies, users, type DatabaseHandle } from '@portal/db';
import type { Caller } from './route-access.ts';

type Pool = NonNullable<DatabaseHandle['pool']>;

/**
 * The pool as the Postgres adapter sees it. The adapter keeps one client checked out for LISTEN and
 * reconnects on its 'end', but attaches no 'error' listener (a terminated backend would end the process)
 * and never gives the dead client back (each reconnection would leak a pool slot). Both are added here.
 */
function listenerPool(pool: Pool, onLost: (err: Error) => void): Pool {
  const connect = async () => {
    const client = await pool.connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
    };
    client.on('error', (err) => {
      onLost(err);
      releaseOnce(err);
    });
    client.once('end', () => releaseOnce(true));
    client.release = releaseOnce;
    return client;
  };
  // Only what the adapter calls; `query` stays the pool's own (it checks out clients through its own connect,
  // with a callback, which the wrapper above does not take).
  return { connect, query: pool.query.bind(pool) } as unknown as Pool;
}

/** What the features see of the hub. */
export interface Realtime {
  /** Sends `ReceiveMessage` to every connection of these users, on any server instance. */
  sendToUsers(userIds: readonly number[], message: RealtimeMessage): void;
  /** Connections to this instance (for the benchmark and health). */
  localConnections(): number;
  /** Lets screens join the rooms of one kind of record; `authorize` checks the caller's access and data scope. */
  registerRecordRoom(kind: string, authorize: RoomAuthorizer): void;
  /** Tells everyone in a record's room (on any instance) that it changed. */
  sendToRecord(kind: string, id: string | number, change: Omit<RecordChanged, 'kind' | 'id'>): void;
}

/** Whether a caller may see this record (exists and within the caller's scope). */
export type RoomAuthorizer = (caller: Caller, id: string) => Promise<boolean>;

const recordRoom = ({ kind, id }: RecordRoom) => `record:${kind}:${id}`;

const userRoom = (userId: number) => `user:${userId}`;

/** How often an open connection's session is checked again (sign-out, deactivation, deletion). */
const SESSION_RECHECK_MS = 60_000;

function tokenOf(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7);
  const query = socket.handshake.query.access_token;
  return typeof query === 'string' && query ? query : null;
}

/**
 * The Socket.IO hub at `/hub`. A connection authenticates with the access token, exactly as an API
 * request does (expired, revoked or deactivated: refused), and joins its user's room. Once open it
 * outlives the token (as a SignalR connection does) but not the session: the session is checked again
 * every minute and at once when embedded mode hears of a change, and a dead one ends the connection.
 * On PostgreSQL the rooms span every instance through the Postgres adapter (LISTEN/NOTIFY).
 */
export class RealtimeHub implements Realtime {
  readonly io: Server;
  private readonly socketsByUser = new Map<number, Set<Socket>>();
  /** Upgraded (WebSocket) connections: the HTTP server no longer tracks them, so closing must end them. */
  private readonly upgraded = new Set<Duplex>();

  private readonly recheckTimer: NodeJS.Timeout;
  private readonly roomAuthorizers = new Map<string, RoomAuthorizer>();

  constructor(
    httpServer: HttpServer,
    private readonly database: DatabaseHandle,
    private readonly authenticate: (token: string) => Promise<Caller | null>,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'debug'>,
  ) {
    httpServer.on('upgrade', (_request, socket: Duplex) => {
      this.upgraded.add(socket);
      socket.once('close', () => this.upgraded.delete(socket));
    });
    this.io = new Server(httpServer, {
      path: HUB_PATH,
      serveClient: false,
      // Same origin only: the web app is served by this server.
      cors: { origin: false },
      pingInterval: 25_000,
      pingTimeout: 20_000,
    });
    if (database.pool) {
      this.io.adapter(
        createAdapter(
          listenerPool(database.pool, (err) => this.log.warn({ err }, 'realtime listener connection lost; reconnecting')),
          {
            tableName: 'socket_io_attachments',
            errorHandler: (err) => this.log.error({ err }, 'realtime adapter error'),
          },
        ),
      );
    }
    this.io.use((socket, next) => {
      void this.admit(socket).then(
        (ok) => next(ok ? undefined : new Error('unauthorized')),
        (err: unknown) => {
          this.log.error({ err }, 'hub authentication failed');
          next(new Error('unauthorized'));
        },
      );
    });
    this.io.on('connection', (socket) => this.onConnection(socket));
    this.recheckTimer = setInterval(() => void this.recheckAll(), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  /** Whether the session a connection was opened with is still live (whatever its token's age). */
  private async isSessionLive(userId: number, familyId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: users.userId })
      .from(users)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.userId, users.userId))
      .where(
        and(
          eq(users.userId, userId),
          eq(refreshTokenFamilies.familyId, familyId),
          eq(users.status, 'active'),
          isNull(users.deletedAt),
          isNull(refreshTokenFamilies.revokedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  private async recheckAll(): Promise<void> {
    for (const userId of [...this.socketsByUser.keys()]) await this.recheckUser(userId).catch(() => undefined);
  }

  private async admit(socket: Socket): Promise<boolean> {
    const token = tokenOf(socket);
    if (!token) return false;
    const caller = await this.authenticate(token);
    if (!caller) return false;
    socket.data.userId = caller.userId;
    socket.data.familyId = caller.familyId;
    socket.data.caller = caller;
    const [user] = await this.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.userId, caller.userId));
    socket.data.fullName = user?.fullName ?? caller.userName;
    return true;
  }

  private onConnection(socket: Socket): void {
    const userId = socket.data.userId as number;
    void socket.join(userRoom(userId));
    let set = this.socketsByUser.get(userId);
    if (!set) this.socketsByUser.set(userId, (set = new Set()));
    set.add(socket);
    this.listenToRecordRooms(socket);
    socket.on('disconnect', () => {
      const own = this.socketsByUser.get(userId);
      own?.delete(socket);
      if (own && own.size === 0) this.socketsByUser.delete(userId);
    });
  }

  registerRecordRoom(kind: string, authorize: RoomAuthorizer): void {
    this.roomAuthorizers.set(kind, authorize);
  }

  sendToRecord(kind: string, id: string | number, change: Omit<RecordChanged, 'kind' | 'id'>): void {
    const room = { kind, id: String(id) };
    this.io.to(recordRoom(room)).emit(RECORD_CHANGED_EVENT, { ...room, ...change } satisfies RecordChanged);
  }

  /** Join (scope checked, answered through the ack), leave, and presence sent to the room on each of them. */
  private listenToRecordRooms(socket: Socket): void {
    socket.on(JOIN_RECORD_EVENT, (payload: unknown, ack?: unknown) => {
      const answer = (ok: boolean) => typeof ack === 'function' && (ack as (a: { ok: boolean }) => void)({ ok });
      const parsed = recordRoomSchema.safeParse(payload);
      const authorize = parsed.success ? this.roomAuthorizers.get(parsed.data.kind) : undefined;
      if (!parsed.success || !authorize) return answer(false);
      void authorize(socket.data.caller as Caller, parsed.data.id)
        .catch(() => false)
        .then(async (ok) => {
          if (ok && socket.connected) {
            await socket.join(recordRoom(parsed.data));
            await this.sendPresence(parsed.data);
          }
          answer(ok && socket.connected);
        });
    });
    socket.on(LEAVE_RECORD_EVENT, (payload: unknown) => {
      const parsed = recordRoomSchema.safeParse(payload);
      if (!parsed.success) return;
      void Promise.resolve(socket.leave(recordRoom(parsed.data))).then(() => this.sendPresence(parsed.data));
    });
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter((room) => room.startsWith('record:'));
      // After the socket has left them: the presence sent no longer names it.
      setImmediate(() => {
        for (const room of rooms) {
          const [, kind, id] = room.split(':') as [string, string, string];
          void this.sendPresence({ kind, id });
        }
      });
    });
  }

  private async sendPresence(room: RecordRoom): Promise<void> {
    const sockets = await this.io.in(recordRoom(room)).fetchSockets();
    const byUser = new Map<number, string>();
    for (const s of sockets) byUser.set(s.data.userId as number, s.data.fullName as string);
    const present = [...byUser].map(([userId, nombre]) => ({ userId, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre));
    this.io.to(recordRoom(room)).emit(RECORD_PRESENCE_EVENT, { ...room, users: present } satisfies RecordPresence);
  }

  /** Re-checks one user's connections on this instance (sign-out, deactivation): the refused are dropped. */
  async recheckUser(userId: number): Promise<void> {
    const sockets = [...(this.socketsByUser.get(userId) ?? [])];
    for (const socket of sockets) {
      const live = await this.isSessionLive(userId, socket.data.familyId as string).catch(() => true);
      if (!live) socket.disconnect(true);
    }
  }

  sendToUsers(userIds: readonly number[], message: RealtimeMessage): void {
    if (userIds.length === 0) return;
    this.io.to([...new Set(userIds)].map(userRoom)).emit(RECEIVE_MESSAGE_EVENT, message);
  }

  localConnections(): number {
    return this.io.of('/').sockets.size;
  }

  async close(): Promise<void> {
    clearInterval(this.recheckTimer);
    this.io.disconnectSockets(true);
    // Closing the io server would close the HTTP server too; Fastify owns that one. Close the engine's
    // transports so open WebSockets do not keep the HTTP server from closing.
    this.io.engine.close();
    for (const socket of this.upgraded) socket.destroy();
    this.upgraded.clear();
    const adapter = this.io.of('/').adapter as { close?: () => Promise<void> | void };
    await adapter.close?.();
  }
}
