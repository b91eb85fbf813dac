import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PrevioDetail, PrevioFoto } from '@portal/contract/features/previos';
import {
  clientes,
  lineasTransporte,
  pedimentos,
  previoFotos,
  previoLineas,
  previos,
  proveedores,
  recintos,
  users,
  type Database,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';

/** A previo is the caller's when its customer (and vendor) are in the caller's data scope. */
export const previoScope = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: previos.clienteId, proveedorId: previos.proveedorId });

export type PrevioRow = typeof previos.$inferSelect;

/** The previo with that id in the caller's scope; 404 otherwise (never reveal that it exists). */
export async function findPrevio(db: Database, caller: Pick<Caller, 'scope'>, previoId: string): Promise<PrevioRow> {
  const [row] = await db
    .select()
    .from(previos)
    .where(and(eq(previos.previoId, previoId), previoScope(caller)));
  if (!row) throw problems.notFound();
  return row;
}

const concluder = alias(users, 'concluder');

const toFoto = (f: typeof previoFotos.$inferSelect): PrevioFoto => ({
  fotoId: f.fotoId,
  tipo: f.tipo as PrevioFoto['tipo'],
  ancho: f.ancho,
  alto: f.alto,
});

/** The whole previo as the API answers it: its names, lines with their photos, guide and damage photos. */
export async function readPrevioDetail(db: Database, row: PrevioRow, showLink: boolean): Promise<PrevioDetail> {
  const [names] = await db
    .select({
      clienteNombre: clientes.nombreCorto!,
      recintoNombre: recintos.nombre!,
      proveedorNombre: proveedores.nombreCorto!,
      lineaTransporteNombre: lineasTransporte.nombre!,
      pedimentoNumero: pedimentos.numero,
      concluidoPorNombre: concluder.fullName,
    })
    .from(previos)
    .leftJoin(clientes, eq(clientes.id!, previos.clienteId))
    .leftJoin(recintos, eq(recintos.id!, previos.recintoId))
    .leftJoin(proveedores, eq(proveedores.id!, previos.proveedorId))
    .leftJoin(lineasTransporte, eq(lineasTransporte.id!, previos.lineaTransporteId))
    .leftJoin(pedimentos, eq(pedimentos.pedimentoId, previos.pedimentoId))
    .leftJoin(concluder, eq(concluder.userId, previos.concluidoPor))
    .where(eq(previos.previoId, row.previoId));
  const lines = await db.select().from(previoLineas).where(eq(previoLineas.previoId, row.previoId)).orderBy(asc(previoLineas.orden));
  const fotos = await db
    .select()
    .from(previoFotos)
    .where(eq(previoFotos.previoId, row.previoId))
    .orderBy(asc(previoFotos.orden), asc(previoFotos.createdAt));
  const fotoOf = (fotoId: string | null) => {
    const found = fotoId ? fotos.find((f) => f.fotoId === fotoId) : undefined;
    return found ? toFoto(found) : null;
  };
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const linkIsLive = row.enlaceToken && row.enlaceExpiraAt && row.enlaceExpiraAt > new Date();
  return {
    previoId: row.previoId,
    folio: row.folio,
    rowVersion: row.rowVersion,
    estado: row.estado as PrevioDetail['estado'],
    clienteId: row.clienteId,
    recintoId: row.recintoId,
    procesador: row.procesador,
    lineaTransporteId: row.lineaTransporteId,
    proveedorId: row.proveedorId,
    pedimentoId: row.pedimentoId,
    fechaEntrada: row.fechaEntrada,
    fechaPrevio: row.fechaPrevio,
    guiaMaster: row.guiaMaster,
    guiaHouse: row.guiaHouse,
    numeroContenedor: row.numeroContenedor,
    candadoInicial: row.candadoInicial,
    candadoFinal: row.candadoFinal,
    discrepancia: row.discrepancia,
    horaInicio: row.horaInicio,
    terminado: row.terminado,
    tipoCarga: row.tipoCarga as PrevioDetail['tipoCarga'],
    tipoPrevio: row.tipoPrevio as PrevioDetail['tipoPrevio'],
    horaSolicitudMercancia: row.horaSolicitudMercancia,
    horaEntregaMercancia: row.horaEntregaMercancia,
    bultos: row.bultos,
    pesoTotal: text(row.pesoTotal),
    etiquetas: row.etiquetas,
    cuantificado: row.cuantificado,
    bultoDaniado: row.bultoDaniado,
    danio: row.danio,
    fotoGuiaId: row.fotoGuiaId,
    fotoDanioId: row.fotoDanioId,
    documentos: row.documentos,
    observacionesGenerales: row.observacionesGenerales,
    clienteNombre: text(names?.clienteNombre),
    recintoNombre: text(names?.recintoNombre),
    proveedorNombre: text(names?.proveedorNombre),
    lineaTransporteNombre: text(names?.lineaTransporteNombre),
    pedimentoNumero: names?.pedimentoNumero ?? null,
    concluidoAt: row.concluidoAt?.toISOString() ?? null,
    concluidoPorNombre: names?.concluidoPorNombre ?? null,
    fotoGuia: fotoOf(row.fotoGuiaId),
    fotoDanio: fotoOf(row.fotoDanioId),
    lineas: lines.map(({ previoId: _p, orden: _o, ...line }) => ({
      ...line,
      cantidadFisica: String(line.cantidadFisica),
      cantidadFactura: String(line.cantidadFactura),
      peso: text(line.peso),
      fotos: fotos.filter((f) => f.lineaId === line.lineaId).map(toFoto),
    })),
    enlace: showLink && linkIsLive ? { token: row.enlaceToken!, expiraAt: row.enlaceExpiraAt!.toISOString() } : null,
  };
}

/** Photos the caller may attach: their own unclaimed uploads, or photos already on this previo. */
export async function claimablePhotos(db: Database, userId: number, previoId: string | null, fotoIds: string[]) {
  if (fotoIds.length === 0) return [];
  const rows = await db.select().from(previoFotos).where(inArray(previoFotos.fotoId, fotoIds));
  return rows.filter((f) => (f.previoId === null && f.createdBy === userId) || (previoId !== null && f.previoId === previoId));
}
