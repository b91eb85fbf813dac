import { defineCatalogue } from '../define.ts';

export const SYNC_STATES = ['pendiente', 'sincronizado', 'error'] as const;

/** Parts (spec point 3): a customer's part numbers with their tariff classification. */
export const partesCatalogue = defineCatalogue({
  name: 'partes',
  apiPath: '/api/Partes',
  idField: 'parteId',
  resource: 'Partes',
  table: 'partes',
  displayField: 'numeroParte',
  fields: {
    clienteId: { kind: 'reference', references: 'clientes', required: true, scope: 'clienteId', filterable: true, sortable: true },
    numeroParte: { kind: 'text', required: true, maxLength: 50, searchable: true, sortable: true, unique: true, uniqueWith: ['clienteId'] },
    descripcion: { kind: 'text', required: true, maxLength: 500, searchable: true, sortable: true, wide: true },
    peso: { kind: 'decimal', precision: 14, scale: 4, min: 0, sortable: true },
    fraccion: { kind: 'fraccion', required: true, searchable: true, sortable: true, filterable: true },
    nico: { kind: 'nico', required: true },
    unidadMedida: { kind: 'text', maxLength: 3, optionsDomain: 'UnidadesMedida', filterable: true },
    proveedorId: { kind: 'reference', references: 'proveedores', filterable: true },
    tipoOperacion: { kind: 'text', maxLength: 20, optionsDomain: 'OperacionTipos', filterable: true },
    claveDocumento: { kind: 'text', maxLength: 3, optionsDomain: 'DocumentoClavesUnicos', filterable: true },
    tipoMaterial: { kind: 'text', maxLength: 30, optionsDomain: 'ParteMaterialTipos', filterable: true },
    estadoSincronizacion: {
      kind: 'enum',
      values: SYNC_STATES,
      required: true,
      defaultValue: 'pendiente',
      filterable: true,
      sortable: true,
    },
  },
  listColumns: ['clienteId', 'numeroParte', 'descripcion', 'fraccion', 'nico', 'estadoSincronizacion'],
  routes: {
    list: '/apps/parts/list',
    add: '/apps/parts/add',
    edit: '/apps/parts/edit/:parteId',
    editAction: 'write',
    log: '/apps/parts/log/:parteId',
  },
  menu: { group: 'operations', icon: 'package' },
});
