import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  auditoriaHallazgos,
  auditoriaOperaciones,
  pedimentoFacturas,
  pedimentoPartidas,
  pedimentos,
  roles,
  userRoles,
  userSecurityProfiles,
  users,
  type Database,
} from '@portal/db';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createProfile } from '../../platform/seed.ts';
import { authorize, requestAuthorization } from './audit-actions.service.ts';
import { auditPendingPedimentos } from './audit-run.service.ts';
import { UNRESTRICTED_SCOPE } from '../../platform/data-scope.ts';

/** The demo's authorizer (listed in the README with the other demo accounts). */
export const AUDIT_DEMO_USER = {
  userName: 'auditor',
  password: 'Auditor123!',
  email: 'auditor@demo.portal.mx',
  fullName: 'Verónica Elizondo Cantú',
};

/**
 * Who does what in the demo audits: the auditor authorizes (write), the operations clerk requests authorizations
 * (create), client users read their own customers' audits.
 */
export async function seedAuditProfiles(db: Database): Promise<void> {
  const auditor = await createProfile(db, 'Auditor de operaciones', 'Autoriza hallazgos de auditoría', [
    ['AuditoriaMolex', 'r', 'c', 'w'],
    ['Pedimentos', 'r'],
    // To filter the audit screen by customer (the filter's options are the customers' catalogue).
    ['Clientes', 'r'],
  ]);
  const requester = await createProfile(db, 'Seguimiento de auditoría', 'Consulta auditorías y solicita autorizaciones', [
    ['AuditoriaMolex', 'r', 'c'],
  ]);
  await createProfile(db, 'Auditoría del cliente', 'Consulta de las auditorías de sus operaciones', [['AuditoriaMolex', 'r']], ['client']);
  const [user] = await db
    .insert(users)
    .values({
      userName: AUDIT_DEMO_USER.userName,
      email: AUDIT_DEMO_USER.email,
      fullName: AUDIT_DEMO_USER.fullName,
      passwordHash: await hashPassword(AUDIT_DEMO_USER.password),
      status: 'active',
      emailConfirmed: true,
    })
    .returning({ userId: users.userId });
  const [staff] = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.name, 'editor'));
  if (staff) await db.insert(userRoles).values({ userId: user!.userId, roleId: staff.roleId });
  await db.insert(userSecurityProfiles).values({ userId: user!.userId, perfilSeguridadId: auditor });
  const [clerk] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'capturista'));
  if (clerk) await db.insert(userSecurityProfiles).values({ userId: clerk.userId, perfilSeguridadId: requester });
}

/**
 * Demo audits over the demo pedimentos (after they are imported): every pedimento audited, then a few findings
 * moved through their states by the demo users, so the follow-up, the logbook and the KPIs have something to show.
 * Once per database.
 */
export async function seedDemoAudits(deps: AppDeps, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
  const [existing] = await deps.db.select({ n: count() }).from(auditoriaOperaciones);
  if ((existing?.n ?? 0) > 0) return;
  await introduceDemoMistakes(deps.db);
  const audited = await auditPendingPedimentos(deps.db);
  const people = await deps.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['capturista', AUDIT_DEMO_USER.userName]));
  const clerk = people.find((p) => p.userName === 'capturista');
  const auditor = people.find((p) => p.userName === AUDIT_DEMO_USER.userName);
  if (clerk && auditor) {
    const findings = await deps.db
      .select({ id: auditoriaHallazgos.auditoriaHallazgoId, rowVersion: auditoriaHallazgos.rowVersion })
      .from(auditoriaHallazgos)
      .where(and(eq(auditoriaHallazgos.vigente, true), eq(auditoriaHallazgos.estado, 'pendiente')))
      .orderBy(asc(auditoriaHallazgos.auditoriaHallazgoId))
      .limit(3);
    const as = (p: { userId: number; userName: string }) => ({ ...p, scope: UNRESTRICTED_SCOPE });
    for (const [i, f] of findings.entries()) {
      await requestAuthorization(deps, as(clerk), f.id, { rowVersion: f.rowVersion, comentario: 'Se documentó con el proveedor' });
      if (i === 0)
        await authorize(deps, as(auditor), f.id, {
          rowVersion: f.rowVersion + 1,
          comentario: 'Procede: diferencia justificada',
          tipoAutorizacion: 'excepcion',
        });
    }
  }
  log.info(`demo audits: ${audited} pedimentos audited`);
}

/**
 * The generated demo pedimentos are flawless, so a few get the mistakes audits exist to catch (as if captured by
 * hand): an invoice value off by 5 %, a NICO not in the tariff, an item without origin country. The earliest paid
 * come first, so the audit screen's default range (January) shows some.
 */
async function introduceDemoMistakes(db: Database): Promise<void> {
  const chosen = await db
    .select({ pedimentoId: pedimentos.pedimentoId })
    .from(pedimentos)
    .orderBy(asc(pedimentos.fechaPago), asc(pedimentos.pedimentoId))
    .limit(6);
  const ids = chosen.map((c) => c.pedimentoId);
  const firstItem = (pedimentoId: number) => and(eq(pedimentoPartidas.pedimentoId, pedimentoId), eq(pedimentoPartidas.numero, 1));
  for (const [i, pedimentoId] of ids.entries()) {
    if (i % 3 === 0)
      await db
        .update(pedimentoFacturas)
        .set({ valorUsd: sql`round(${pedimentoFacturas.valorUsd} * 1.05, 2)` })
        .where(eq(pedimentoFacturas.pedimentoId, pedimentoId));
    if (i % 3 === 1) await db.update(pedimentoPartidas).set({ nico: '98' }).where(firstItem(pedimentoId));
    if (i % 3 === 2) await db.update(pedimentoPartidas).set({ paisOrigen: null }).where(firstItem(pedimentoId));
  }
  if (ids.length)
    await db
      .update(pedimentos)
      .set({ rowVersion: sql`${pedimentos.rowVersion} + 1` })
      .where(inArray(pedimentos.pedimentoId, ids));
}
