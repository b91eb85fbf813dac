import { describe, expect, it } from 'vitest';
import type { CaptureInput } from '@portal/contract/features/capturas';
import type { ConfrontaDetail, ConfrontaSummary } from '@portal/contract/features/confrontas';
import {
  checkScan,
  confrontaRefOf,
  confrontasToKeep,
  draftConfronta,
  normalCode,
  parseConfrontaRef,
  withPendingCaptures,
} from './local-confronta.ts';

const KEY = '0b6f4a3e-2d51-4c47-9a55-0f3c1b2d4e5f';

const item = (itemId: number, codigo: string, estado: 'pendiente' | 'confrontado' = 'pendiente') => ({
  itemId,
  tipo: 'bulto' as const,
  codigo,
  estado,
  etiquetado: false,
  peso: null,
  confrontadoAt: null,
});

const kept: ConfrontaDetail = {
  confrontaId: 7,
  numeroControl: 'CTRL-7',
  patente: '3210',
  pedimento: null,
  remesa: null,
  clienteId: null,
  clienteNombre: null,
  estado: 'abierta',
  pendientes: 2,
  confrontados: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
  motivoCierre: null,
  items: [item(1, 'BX-1'), item(2, 'BX-2'), item(3, 'HAWB-9', 'confrontado')],
};

const scan = (codigo: string, confrontaId: number | string = 7): CaptureInput => ({
  clave: KEY,
  tipo: 'escaneo',
  confrontaId,
  escaneo: { codigo },
});

describe('a confrontation checked on the phone without network', () => {
  it('refuses a code the confrontation does not expect, confronts an expected one, and says when it was already', () => {
    expect(checkScan(kept, 'BX-9')).toBe('wrong');
    expect(checkScan(kept, ' bx-1 ')).toBe('ok');
    expect(checkScan(kept, 'hawb-9')).toBe('repeated');
    expect(normalCode('  bx-1 ')).toBe('BX-1');
  });

  it('applies the scans still waiting: counts move, a repeat changes nothing, and a scanned code is then a repeat', () => {
    const local = withPendingCaptures(kept, [scan('bx-2'), scan('BX-2'), scan('HAWB-9')]);
    expect([local.pendientes, local.confrontados]).toEqual([1, 2]);
    expect(local.items.map((i) => [i.codigo, i.estado])).toEqual([
      ['BX-1', 'pendiente'],
      ['BX-2', 'confrontado'],
      ['HAWB-9', 'confrontado'],
    ]);
    expect(checkScan(local, 'BX-2')).toBe('repeated');
    // The kept copy itself is untouched (it stays what the server said).
    expect(kept.items[1]!.estado).toBe('pendiente');
  });

  it('shows a conclusion still waiting as concluded, with its reason', () => {
    const conclusion: CaptureInput = { clave: KEY, tipo: 'concluir', confrontaId: 7, conclusion: { motivo: ' Falta uno ' } };
    expect(withPendingCaptures(kept, [scan('BX-1'), conclusion])).toMatchObject({
      estado: 'concluida',
      motivoCierre: 'Falta uno',
      pendientes: 1,
      confrontados: 2,
    });
  });

  it('builds a confrontation created offline from its capture: codes as the server stores them, every item pending', () => {
    const draft = draftConfronta(
      {
        clave: KEY,
        tipo: 'confronta',
        confronta: {
          numeroControl: ' CTRL-NEW ',
          patente: '3210',
          items: [
            { tipo: 'guiaHouse', codigo: 'hawb-1' },
            { tipo: 'bulto', codigo: 'b-1' },
          ],
        },
      },
      Date.UTC(2026, 10, 25, 12),
    );
    expect(draft).toMatchObject({
      numeroControl: 'CTRL-NEW',
      estado: 'abierta',
      pendientes: 2,
      confrontados: 0,
      createdAt: '2026-11-25T12:00:00.000Z',
    });
    expect(draft.items.map((i) => [i.itemId, i.codigo])).toEqual([
      [-1, 'HAWB-1'],
      [-2, 'B-1'],
    ]);
    expect(withPendingCaptures(draft, [scan('b-1', KEY)]).confrontados).toBe(1);
  });

  it('reads the confrontation a screen or a capture is about: a number or the key of its creation', () => {
    expect(parseConfrontaRef('12')).toBe(12);
    expect(parseConfrontaRef(KEY.toUpperCase())).toBe(KEY);
    expect([parseConfrontaRef(null), parseConfrontaRef('0'), parseConfrontaRef('abc'), parseConfrontaRef('1.5')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(confrontaRefOf(scan('BX-1', KEY))).toBe(KEY);
    expect(confrontaRefOf({ clave: KEY, tipo: 'carga', carga: { confrontaId: 3, gafete: 'G' } })).toBe(3);
    expect(confrontaRefOf({ clave: KEY, tipo: 'confronta', confronta: { numeroControl: 'X', patente: '3210', items: [] } })).toBeNull();
  });
});

describe('which confrontations of the list are kept on the phone', () => {
  const row = (confrontaId: number, estado: 'abierta' | 'concluida' = 'abierta', pendientes = 2, confrontados = 0): ConfrontaSummary => ({
    confrontaId,
    numeroControl: `C-${confrontaId}`,
    patente: '3210',
    pedimento: null,
    remesa: null,
    clienteNombre: null,
    estado,
    pendientes,
    confrontados,
    createdAt: '2026-11-25T10:00:00.000Z',
  });

  it('reads the first open ones whose copy is missing or changed, and refreshes kept ones the list shows changed', () => {
    const rows = [row(9), row(8, 'concluida'), row(7), row(6, 'abierta', 1, 1), row(5), row(4, 'concluida', 0, 2)];
    const copies = [
      { confrontaId: 7, estado: 'abierta' as const, pendientes: 2, confrontados: 0 },
      { confrontaId: 6, estado: 'abierta' as const, pendientes: 2, confrontados: 0 },
      { confrontaId: 4, estado: 'abierta' as const, pendientes: 0, confrontados: 2 },
    ];
    // 9: not kept; 7: unchanged; 6: scanned since; 5: beyond the first 3 open; 4: concluded since; 8: concluded, never kept.
    expect(confrontasToKeep(rows, copies, 3)).toEqual([9, 6, 4]);
    expect(confrontasToKeep(rows, [], 10)).toEqual([9, 7, 6, 5]);
  });
});
