import { and, eq, ne } from 'drizzle-orm';
import type { PedimentoDetail, PedimentoLink } from '@portal/contract/features/pedimentos';
import { clientes, pedimentos, type Database } from '@portal/db';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findInScope, getPedimento } from './pedimentos.service.ts';

/**
 * Links a pedimento to its customer and sets the broker's reference: the pedimento must be in the caller's
 * scope, the customer too, the reference unique for that customer, and the row version the one the screen read.
 */
export async function linkPedimento(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  pedimentoId: number,
  input: PedimentoLink,
): Promise<PedimentoDetail> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { detail } = await findInScope(t, caller, pedimentoId);
    const [locked] = await t
      .select({ rowVersion: pedimentos.rowVersion })
      .from(pedimentos)
      .where(eq(pedimentos.pedimentoId, pedimentoId))
      .for('update');
    if (locked?.rowVersion !== input.rowVersion) throw problems.staleVersion();
    const clienteId = input.clienteId === undefined ? detail.clienteId : input.clienteId;
    const referencia = input.referencia === undefined ? detail.referencia : input.referencia;
    if (clienteId !== null && input.clienteId !== undefined) {
      const inScope = caller.scope.clientes === 'all' || caller.scope.clientes.includes(clienteId);
      const [exists] = inScope ? await t.select({ id: clientes.id! }).from(clientes).where(eq(clientes.id!, clienteId)) : [];
      if (!exists) throw problems.validation({ clienteId: ['pedimentos.customerNotFound'] });
    }
    if (clienteId !== null && referencia) {
      const [taken] = await t
        .select({ id: pedimentos.pedimentoId })
        .from(pedimentos)
        .where(and(eq(pedimentos.clienteId, clienteId), eq(pedimentos.referencia, referencia), ne(pedimentos.pedimentoId, pedimentoId)));
      if (taken) throw problems.validation({ referencia: ['pedimentos.referenceTaken'] });
    }
    await t
      .update(pedimentos)
      .set({ clienteId, referencia, rowVersion: input.rowVersion + 1 })
      .where(eq(pedimentos.pedimentoId, pedimentoId));
  });
  return getPedimento(db, caller, pedimentoId);
}
