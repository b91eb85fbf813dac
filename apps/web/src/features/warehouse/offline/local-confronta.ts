import type { CaptureInput, ConfrontaRef } from '@portal/contract/features/capturas';
import {
  confrontaInputSchema,
  scanInputSchema,
  type ConfrontaDetail,
  type ConfrontaItem,
  type ConfrontaSummary,
} from '@portal/contract/features/confrontas';

/**
 * A confrontation on the phone without network (decisions 0101 and 0105): the copy read online (or, for one created
 * offline, its creation capture) with the captures still waiting in the queue applied over it. Pure: the screens
 * and the unit tests share it.
 */

type NewConfrontaCapture = Extract<CaptureInput, { tipo: 'confronta' }>;

/** The number of a confrontation, or the key of the capture that creates it offline (`?confronta=<uuid>`). */
export function parseConfrontaRef(value: string | null): ConfrontaRef | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
}

/** The confrontation a capture is about (null for a previo, and for the creation itself). */
export function confrontaRefOf(body: CaptureInput): ConfrontaRef | null {
  if (body.tipo === 'escaneo' || body.tipo === 'concluir') return body.confrontaId;
  if (body.tipo === 'carga') return body.carga.confrontaId;
  return null;
}

/** A code as the server compares it (the shared scan schema trims and upper-cases it). */
export function normalCode(codigo: string): string {
  const parsed = scanInputSchema.safeParse({ codigo });
  return parsed.success ? parsed.data.codigo : codigo.trim().toUpperCase();
}

export type ScanCheck = 'ok' | 'repeated' | 'wrong';

/**
 * What the server would answer to a scan, from the phone's copy: an expected pending code is confronted, an
 * expected confronted one is a repeat, anything else is the spec's "wrong guide or package". The expected items never
 * change after creation, so a wrong code is wrong whatever happened meanwhile.
 */
export function checkScan(confronta: Pick<ConfrontaDetail, 'items'>, codigo: string): ScanCheck {
  const item = confronta.items.find((i) => i.codigo === normalCode(codigo));
  if (!item) return 'wrong';
  return item.estado === 'confrontado' ? 'repeated' : 'ok';
}

const counted = (confronta: ConfrontaDetail, items: ConfrontaItem[]): ConfrontaDetail => ({
  ...confronta,
  items,
  pendientes: items.filter((i) => i.estado === 'pendiente').length,
  confrontados: items.filter((i) => i.estado === 'confrontado').length,
});

/**
 * The confrontation with what this phone captured about it and has not sent yet: its scans confronted (labelled,
 * weight as scanned), its conclusion. Applying a scan the copy already shows confronted changes nothing.
 */
export function withPendingCaptures(confronta: ConfrontaDetail, pending: CaptureInput[]): ConfrontaDetail {
  const scans = new Map<string, Extract<CaptureInput, { tipo: 'escaneo' }>['escaneo']>();
  let conclusion: Extract<CaptureInput, { tipo: 'concluir' }>['conclusion'] | null = null;
  for (const body of pending) {
    if (body.tipo === 'escaneo') scans.set(normalCode(body.escaneo.codigo), body.escaneo);
    if (body.tipo === 'concluir') conclusion = body.conclusion;
  }
  const items = confronta.items.map((item): ConfrontaItem => {
    const scan = item.estado === 'pendiente' ? scans.get(item.codigo) : undefined;
    if (!scan) return item;
    return { ...item, estado: 'confrontado', etiquetado: scan.etiquetado ?? true, peso: scan.peso ?? null };
  });
  const result = counted(confronta, items);
  if (!conclusion || result.estado !== 'abierta') return result;
  return { ...result, estado: 'concluida', motivoCierre: conclusion.motivo?.trim() || null };
}

/** A confrontation created offline, as its creation capture describes it: every expected item pending. */
export function draftConfronta(capture: NewConfrontaCapture, createdAt: number): ConfrontaDetail {
  const input = confrontaInputSchema.parse(capture.confronta);
  const items = input.items.map((item, i): ConfrontaItem => ({
    itemId: -(i + 1),
    tipo: item.tipo,
    codigo: item.codigo,
    estado: 'pendiente',
    etiquetado: false,
    peso: null,
    confrontadoAt: null,
  }));
  return counted(
    {
      confrontaId: 0,
      numeroControl: input.numeroControl,
      patente: input.patente,
      pedimento: input.pedimento,
      remesa: input.remesa,
      clienteId: input.clienteId,
      clienteNombre: null,
      estado: 'abierta',
      pendientes: 0,
      confrontados: 0,
      createdAt: new Date(createdAt).toISOString(),
      motivoCierre: null,
      items: [],
    },
    items,
  );
}

/** Open confrontations of the list shown whose details are kept on the phone (decision 0101). */
export const KEPT_FROM_LIST = 10;

/**
 * Which confrontations of the list shown online to read again and keep: the first `max` open ones, and any other
 * whose copy is kept; each only when its kept copy is missing or the row says it changed (state or counts: the
 * expected items never change, only their states).
 */
export function confrontasToKeep(
  rows: ConfrontaSummary[],
  kept: Pick<ConfrontaSummary, 'confrontaId' | 'estado' | 'pendientes' | 'confrontados'>[],
  max = KEPT_FROM_LIST,
): number[] {
  const copies = new Map(kept.map((copy) => [copy.confrontaId, copy]));
  const open = new Set(
    rows
      .filter((row) => row.estado === 'abierta')
      .slice(0, max)
      .map((row) => row.confrontaId),
  );
  return rows
    .filter((row) => open.has(row.confrontaId) || copies.has(row.confrontaId))
    .filter((row) => {
      const copy = copies.get(row.confrontaId);
      return !copy || copy.estado !== row.estado || copy.pendientes !== row.pendientes || copy.confrontados !== row.confrontados;
    })
    .map((row) => row.confrontaId);
}
