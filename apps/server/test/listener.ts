import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf, type Database } from '@portal/db';
import { LISTENER_NAME } from '../src/platform/auth-state-listener.ts';

/** The process id of this database's change listener connection (PostgreSQL), if it is connected. */
export async function listenerPid(db: Database): Promise<number | undefined> {
  const rows = rowsOf<{ pid: number }>(
    await db.execute(sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`),
  );
  return rows[0]?.pid;
}

/** Cuts the listener's connection from the server side, as a PostgreSQL restart or a network cut would. */
export async function cutListener(pid: number | undefined): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}
