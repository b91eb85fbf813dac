import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  auditoriaOperaciones,
  enviosProveedor,
  envioProveedorLineas,
  expedienteAjustes,
  pedimentoDocumentos,
  pedimentos,
  previoLineas,
  previos,
  type Database,
} from '@portal/db';
import type { AuditInput } from './audit-rule-kit.ts';

type Sources = Pick<Required<AuditInput>, 'previos' | 'envioLineas' | 'documentos'>;
interface Pedimento {
  pedimentoId: number;
  clienteId: number | null;
}

const invoiceKey = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/**
 * What the three-way match, the shipment and the digital-record rules read besides the pedimento, for some
 * pedimentos: the previos that name them (warehouse), the customer's vendor-shipment lines of their 505 invoice
 * numbers (vendor shipments) and the file types of their records (transfers). Four queries per batch.
 */
export async function loadMatchSources(
  db: Database,
  list: Pedimento[],
  invoices: { pedimentoId: number; numero: string | null }[],
): Promise<Map<number, Sources>> {
  const ids = list.map((p) => p.pedimentoId);
  const clientes = [...new Set(list.map((p) => p.clienteId).filter((c): c is number => c !== null))];
  const numeros = [...new Set(invoices.map((f) => invoiceKey(f.numero)).filter((n): n is string => n !== null))];
  const [previoRows, documentos, envioRows] = await Promise.all([
    ids.length ? db.select().from(previos).where(inArray(previos.pedimentoId, ids)).orderBy(asc(previos.folio)) : [],
    ids.length
      ? db
          .selectDistinct({ pedimentoId: pedimentoDocumentos.pedimentoId, tipo: pedimentoDocumentos.tipo })
          .from(pedimentoDocumentos)
          .where(inArray(pedimentoDocumentos.pedimentoId, ids))
      : [],
    clientes.length && numeros.length
      ? db
          .select({ clienteId: enviosProveedor.clienteId, linea: envioProveedorLineas })
          .from(envioProveedorLineas)
          .innerJoin(enviosProveedor, eq(enviosProveedor.envioId, envioProveedorLineas.envioId))
          .where(and(inArray(enviosProveedor.clienteId, clientes), inArray(sql`lower(trim(${envioProveedorLineas.factura}))`, numeros)))
          .orderBy(asc(envioProveedorLineas.envioId), asc(envioProveedorLineas.renglon))
      : [],
  ]);
  const lineas = previoRows.length
    ? await db
        .select()
        .from(previoLineas)
        .where(
          inArray(
            previoLineas.previoId,
            previoRows.map((p) => p.previoId),
          ),
        )
        .orderBy(asc(previoLineas.previoId), asc(previoLineas.orden))
    : [];
  const sources = new Map<number, Sources>();
  for (const p of list) {
    const own = new Set(invoices.filter((f) => f.pedimentoId === p.pedimentoId).map((f) => invoiceKey(f.numero)));
    sources.set(p.pedimentoId, {
      previos: previoRows
        .filter((v) => v.pedimentoId === p.pedimentoId)
        .map((v) => ({
          folio: v.folio,
          tipoPrevio: v.tipoPrevio,
          pesoTotal: v.pesoTotal,
          lineas: lineas
            .filter((l) => l.previoId === v.previoId)
            .map((l) => ({
              numeroFactura: l.numeroFactura,
              numeroParte: l.numeroParte,
              cantidadFisica: l.cantidadFisica,
              cantidadFactura: l.cantidadFactura,
              paisOrigenFisico: l.paisOrigenFisico,
              paisOrigenFactura: l.paisOrigenFactura,
              peso: l.peso,
            })),
        })),
      envioLineas: envioRows
        .filter((r) => r.clienteId === p.clienteId && own.has(invoiceKey(r.linea.factura)))
        .map(({ linea: l }) => ({
          factura: l.factura,
          numeroParte: l.numeroParte,
          cantidad: l.cantidad,
          precioUnitario: l.precioUnitario,
          moneda: l.moneda,
          incoterm: l.incoterm,
          paisOrigen: l.paisOrigen,
        })),
      documentos: documentos.filter((d) => d.pedimentoId === p.pedimentoId).map((d) => d.tipo),
    });
  }
  return sources;
}

/** The file types the digital-records settings require (the column's default until an administrator saves them). */
export async function loadRequiredFileTypes(db: Database): Promise<string[]> {
  const [row] = await db
    .select({ tipos: expedienteAjustes.tiposRequeridos })
    .from(expedienteAjustes)
    .where(eq(expedienteAjustes.ajusteId, 1));
  return row?.tipos ?? (expedienteAjustes.tiposRequeridos.default as string[] | undefined) ?? [];
}

/**
 * Pedimentos whose other sources moved after their last audit: a previo naming them changed, a file was added
 * to their record, or a vendor shipment of the customer with one of their invoice numbers arrived. Each an
 * uncorrelated `in` (one hashed pass per query, not one per pedimento). Removals are not seen: a removed file or
 * an unlinked previo shows at the pedimento's next audit.
 */
export function sourcesChanged(): SQL {
  return sql`(${auditoriaOperaciones.auditadaAt} is null
    or ${pedimentos.pedimentoId} in (
      select v.pedimento_id from previos v
      join auditoria_operaciones o on o.pedimento_id = v.pedimento_id
      where v.updated_at > o.auditada_at)
    or ${pedimentos.pedimentoId} in (
      select d.pedimento_id from pedimento_documentos d
      join auditoria_operaciones o on o.pedimento_id = d.pedimento_id
      where d.created_at > o.auditada_at)
    or ${pedimentos.pedimentoId} in (
      select f.pedimento_id from envios_proveedor e
      join envio_proveedor_lineas l on l.envio_id = e.envio_id
      join pedimento_facturas f on lower(trim(f.cove)) = lower(trim(l.factura))
      join pedimentos p on p.pedimento_id = f.pedimento_id and p.cliente_id = e.cliente_id
      join auditoria_operaciones o on o.pedimento_id = f.pedimento_id
      where e.created_at > o.auditada_at))`;
}
