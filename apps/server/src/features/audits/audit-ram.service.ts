import { and, eq, sql } from 'drizzle-orm';
import { translate, type Language } from '@portal/contract';
import { GRUPO_EVENTO } from '@portal/contract/features/audits';
import { auditoriaHallazgos, calRams, catalogueAudit, users, type Database } from '@portal/db';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { recordEvent } from './audit-events.ts';
import { hallazgoColumns, hallazgoRows, operacionScope, toHallazgo, type HallazgoRow } from './audit-lists.service.ts';

type Actor = Pick<Caller, 'scope' | 'userId' | 'userName' | 'ability'>;

/**
 * Opens an improvement action (RAM, quality catalogues) from a finding: the RAM carries the finding's folio,
 * pedimento and message, the finding keeps the RAM's id (linked both ways), and the logbook records it. Needs
 * create on AccionesMejora besides the route's write on AuditoriaMolex.
 */
export async function openRam(
  db: Database,
  caller: Actor,
  hallazgoId: number,
  body: { accionMejoraProblemaId: number; requerimientoId: number; indicadorId?: number | null | undefined },
  language: Language,
): Promise<{ ramId: number; folio: string }> {
  if (!caller.ability.can('create', 'AccionesMejora')) throw problems.forbidden('create', 'AccionesMejora');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = (await hallazgoRows(tx)
      .from(hallazgoColumns)
      .where(and(eq(auditoriaHallazgos.auditoriaHallazgoId, hallazgoId), operacionScope(caller)))
      .for('update', { of: auditoriaHallazgos })) as HallazgoRow[];
    if (!row) throw problems.notFound();
    const finding = toHallazgo(language, row);
    if (finding.ramId !== null)
      throw new ProblemError({ status: 409, detailKey: 'audits.problems.ramExists', params: { folio: `AUD-${hallazgoId}` } });
    for (const [field, id] of [
      ['accionMejoraProblemaId', body.accionMejoraProblemaId],
      ['requerimientoId', body.requerimientoId],
      ['indicadorId', body.indicadorId],
    ] as const) {
      if (!id) continue;
      const table =
        field === 'accionMejoraProblemaId'
          ? 'cal_accion_mejora_problemas'
          : field === 'requerimientoId'
            ? 'cal_requerimientos'
            : 'cal_indicadores';
      const idColumn =
        field === 'accionMejoraProblemaId'
          ? 'accion_mejora_problema_id'
          : field === 'requerimientoId'
            ? 'requerimiento_id'
            : 'indicador_id';
      const found = await tx.execute(sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(idColumn)} = ${id}`);
      const rows = Array.isArray(found) ? found : (found as { rows: unknown[] }).rows;
      if (rows.length === 0) throw problems.validation({ [field]: ['validation.invalidValue'] });
    }
    const [actor] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.userId, caller.userId));
    const today = new Date().toISOString().slice(0, 10);
    const values = {
      folio: `AUD-${hallazgoId}`,
      fecha: today,
      tipo: 'correctiva',
      estado: 'abierta',
      accionMejoraProblemaId: body.accionMejoraProblemaId,
      requerimientoId: body.requerimientoId,
      indicadorId: body.indicadorId ?? null,
      responsable: (actor?.fullName || caller.userName).slice(0, 150),
      fechaCompromiso: finding.fechaCompromiso < today ? today : finding.fechaCompromiso,
      descripcion: translate(language, 'audits.ramDescription', {
        folio: hallazgoId,
        pedimento: finding.pedimento,
        mensaje: finding.mensaje,
      }).slice(0, 2000),
      createdBy: caller.userId,
      updatedBy: caller.userId,
    };
    const [ram] = (await tx
      .insert(calRams)
      .values(values as never)
      .returning({ id: calRams.id! } as never)) as { id: number }[];
    await tx
      .insert(catalogueAudit)
      .values({ catalogue: 'rams', recordId: ram!.id, action: 'create', userId: caller.userId, after: values });
    await tx
      .update(auditoriaHallazgos)
      .set({ ramId: ram!.id, rowVersion: sql`${auditoriaHallazgos.rowVersion} + 1`, updatedAt: new Date() })
      .where(eq(auditoriaHallazgos.auditoriaHallazgoId, hallazgoId));
    await recordEvent(tx, {
      auditoriaOperacionId: finding.auditoriaOperacionId,
      auditoriaHallazgoId: hallazgoId,
      grupoEventoId: GRUPO_EVENTO.seguimiento,
      tipo: 'accionMejora',
      comentario: values.folio,
      userId: caller.userId,
    });
    return { ramId: ram!.id, folio: values.folio };
  });
}
