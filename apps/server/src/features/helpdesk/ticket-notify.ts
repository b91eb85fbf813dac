import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { activeUsers, ticketCategoryUsers, tickets, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';

import { isFixerOf } from './helpdesk-access.ts';
import { ancestry } from './categories.service.ts';

/** Who fixes a ticket's category and how they hear about it. */
/** The fixer on guard now for the category (or its nearest ancestor that has one), with the fewest open tickets. */
export async function fixerOnGuard(db: Database, ticketCategoriaId: number, now = new Date()): Promise<number | null> {
  for (const categoryId of await ancestry(db, ticketCategoriaId)) {
    const [row] = await db
      .select({ userId: ticketCategoryUsers.userId })
      .from(ticketCategoryUsers)
      .innerJoin(activeUsers, eq(activeUsers.userId, ticketCategoryUsers.userId))
      .innerJoin(users, eq(users.userId, ticketCategoryUsers.userId))
      .where(
        and(
          eq(ticketCategoryUsers.ticketCategoriaId, categoryId),
          eq(ticketCategoryUsers.canFix, true),
          eq(activeUsers.activo, true),
          eq(users.status, 'active'),
          sql`${activeUsers.guardiaInicio} <= ${now.toISOString()}::timestamptz and ${activeUsers.guardiaFin} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(
        sql`(select count(*) from ${tickets} where ${tickets.usuarioAsignadoId} = ${ticketCategoryUsers.userId} and ${tickets.estatus} in ('abierto','asignado','enProceso','reabierto'))`,
        asc(ticketCategoryUsers.userId),
      )
      .limit(1);
    if (row) return row.userId;
  }
  return null;
}

export async function fixersOf(db: Database, ticketCategoriaId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: ticketCategoryUsers.userId })
    .from(ticketCategoryUsers)
    .where(
      and(inArray(ticketCategoryUsers.ticketCategoriaId, await ancestry(db, ticketCategoriaId)), eq(ticketCategoryUsers.canFix, true)),
    );
  return [...new Set(rows.map((r) => r.userId))];
}

export function route(ticketId: number): string {
  return `/apps/tickets/edit/${ticketId}`;
}

export async function notify(
  deps: AppDeps,
  recipients: (number | null | undefined)[],
  exclude: number,
  key: string,
  params: Record<string, string | number>,
): Promise<void> {
  const ids = [...new Set(recipients.filter((id): id is number => typeof id === 'number' && id !== exclude))];
  if (ids.length === 0) return;
  try {
    await deps.notifications.notifyUsers(ids, {
      text: { titleKey: `helpdesk.notify.${key}Title`, bodyKey: `helpdesk.notify.${key}Body`, params },
      route: route(Number(params.ticketId)),
      parameters: { ticketId: Number(params.ticketId) },
      origin: 'helpdesk.ticket',
    });
  } catch {
    // A notification that could not be stored never undoes the ticket change (it is logged by the service).
  }
}

export async function fullNameOf(db: Database, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await db
    .select({ fullName: users.fullName, userName: users.userName })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row ? row.fullName || row.userName : '';
}

export async function isFixerOfAny(db: Database, userId: number, categoryId: number): Promise<boolean> {
  for (const id of await ancestry(db, categoryId)) if (await isFixerOf(db, userId, id)) return true;
  return false;
}
