import { describe, expect, it } from 'vitest';
import { clienteDestinatariosCatalogue, lineasTransporteCatalogue, partesCatalogue } from '@portal/contract';
import { fillPath, formatCell, formatDate, parentParamNames, titleInSentence } from './catalogue-format.ts';

const t = (key: string) => `t(${key})`;

describe('catalogue formatting', () => {
  it('shows dates as DD/MM/yyyy', () => {
    expect(formatDate('2026-02-03')).toBe('03/02/2026');
  });
  it('shows reference texts, translated values and local numbers', () => {
    const item = { clienteId: 4, clienteTexto: 'ACME', estadoSincronizacion: 'pendiente', peso: '1234.5000' };
    expect(formatCell(partesCatalogue, 'clienteId', partesCatalogue.fields.clienteId!, item, t, 'es-MX')).toBe('ACME');
    expect(formatCell(partesCatalogue, 'estadoSincronizacion', partesCatalogue.fields.estadoSincronizacion!, item, t, 'es-MX')).toBe(
      't(catalogues.partes.values.estadoSincronizacion.pendiente)',
    );
    expect(formatCell(partesCatalogue, 'peso', partesCatalogue.fields.peso!, item, t, 'en-US')).toBe('1,234.5');
  });
  it('fills route patterns, putting an id without a place in the query', () => {
    expect(fillPath(partesCatalogue.routes.edit, { parteId: 7 })).toBe('/apps/parts/edit/7');
    expect(fillPath(lineasTransporteCatalogue.routes.edit, { lineaTransporteId: 3 })).toBe(
      '/apps/transportation-lines/edit?lineaTransporteId=3',
    );
    expect(fillPath(clienteDestinatariosCatalogue.routes.add!, { clienteId: 5 })).toBe('/apps/customers/edit/5/recipient/new');
    expect(parentParamNames(clienteDestinatariosCatalogue)).toEqual(['clienteId']);
  });
});

describe('titleInSentence', () => {
  it('lowers the first letter of a title, not of an acronym', () => {
    expect(titleInSentence('Customers')).toBe('customers');
    expect(titleInSentence('Líneas de transporte')).toBe('líneas de transporte');
    expect(titleInSentence('RAM')).toBe('RAM');
    expect(titleInSentence('SOC de proveedores')).toBe('SOC de proveedores');
    expect(titleInSentence('')).toBe('');
  });
});
