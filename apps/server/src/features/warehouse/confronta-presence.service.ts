import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { PRESENCE_WINDOW_SECONDS } from '@portal/contract/features/confrontas';
import { confrontaPresencia, users, type Database } from '@portal/db';
import type { Caller } from '../../platform/route-access.ts';
import { findConfronta } from './confrontas.service.ts';

/**
 * Marks the caller present on a confrontation and answers who else is (seen in the last 20 s). Screens call it
 * every few seconds together with the confrontation itself, so each checker sees the others and their scans
 * without a reload (docs/decisions/0101-confrontas.md).
 */
export async function touchPresence(db: Database, caller: Caller, confrontaId: number) {
  await findConfronta(db, caller, confrontaId);
  await db
    .insert(confrontaPresencia)
    .values({ confrontaId, userId: caller.userId })
    .onConflictDoUpdate({ target: [confrontaPresencia.confrontaId, confrontaPresencia.userId], set: { seenAt: sql`now()` } });
  return db
    .select({ userId: users.userId, nombre: users.fullName })
    .from(confrontaPresencia)
    .innerJoin(users, eq(users.userId, confrontaPresencia.userId))
    .where(
      and(
        eq(confrontaPresencia.confrontaId, confrontaId),
        ne(confrontaPresencia.userId, caller.userId),
        gt(confrontaPresencia.seenAt, sql`now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})`),
      ),
    )
    .orderBy(users.fullName);
}
