import type { FastifyInstance } from 'fastify';

export interface ShutdownTarget {
  app: FastifyInstance;
  /** Closes the database once the app (hub, queue, requests) is done with it. */
  closeDatabase(): Promise<void>;
  timeoutMs: number;
  exit(code: number): void;
}

/**
 * Graceful stop on SIGTERM/SIGINT: the listening socket closes at once (new connections are refused;
 * a request arriving on a kept-alive connection is answered 503), the hub's sockets are ended, requests
 * in flight run to their end, then the job queue stops (letting a running job finish, up to 5 s) and the
 * database closes; exit 0. Requests still running after `timeoutMs` are cut: their connections are
 * destroyed, and the exit code is 1, so an orchestrator's log tells a clean stop from a forced one.
 */
export function installShutdown(target: ShutdownTarget): (signal: string) => Promise<void> {
  const { app } = target;
  let closing: Promise<void> | undefined;
  const shutdown = async (signal: string): Promise<void> => {
    const inFlight = await new Promise<number>((done) => app.server.getConnections((_, n) => done(n ?? 0)));
    app.log.info({ signal, connections: inFlight }, 'shutting down: no new connections, finishing requests in flight');
    let forced = false;
    const limit = setTimeout(() => {
      forced = true;
      app.log.warn({ timeoutMs: target.timeoutMs }, 'requests still running at the shutdown limit are cut');
      app.server.closeAllConnections();
    }, target.timeoutMs);
    limit.unref();
    // Should closing itself hang (a stuck job, an unreachable database), the process still ends.
    const last = setTimeout(() => target.exit(1), target.timeoutMs + 15_000);
    last.unref();
    let code = 0;
    try {
      await app.close();
      clearTimeout(limit);
      await target.closeDatabase();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      code = 1;
    }
    if (forced) code = 1;
    clearTimeout(last);
    app.log.info({ code }, 'stopped');
    target.exit(code);
  };
  return (signal) => (closing ??= shutdown(signal));
}
