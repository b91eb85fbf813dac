import { defineCatalogue } from '../../define.ts';

export const INDICATOR_FREQUENCIES = ['mensual', 'bimestral', 'trimestral', 'semestral', 'anual'] as const;

/** Quality indicators (KPIs): how each is computed, its goal and how often it is measured. The spec lists only list and edit. */
export const indicadoresCatalogue = defineCatalogue({
  name: 'indicadores',
  apiPath: '/api/GeneralData/Indicadores',
  idField: 'indicadorId',
  resource: 'GeneralData',
  table: 'cal_indicadores',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true, unique: true },
    meta: { kind: 'decimal', precision: 14, scale: 2, sortable: true },
    unidad: { kind: 'text', maxLength: 30, sortable: true },
    frecuencia: { kind: 'enum', values: INDICATOR_FREQUENCIES, required: true, defaultValue: 'mensual', filterable: true, sortable: true },
    responsable: { kind: 'text', maxLength: 150, searchable: true, sortable: true },
    formula: { kind: 'longText', maxLength: 500, wide: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'meta', 'unidad', 'frecuencia', 'responsable'],
  routes: {
    list: '/apps/indicator/list',
    edit: '/apps/indicator/edit/:indicadorId',
    // The spec gives no action: read (the form saves only with create/write).
    editAction: 'read',
  },
  menu: { group: 'quality', icon: 'chart' },
});
