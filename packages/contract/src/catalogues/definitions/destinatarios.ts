import { defineCatalogue } from '../define.ts';

/** Receivers (spec point 3) of a customer's shipments. */
export const destinatariosCatalogue = defineCatalogue({
  name: 'destinatarios',
  apiPath: '/api/Destinatarios',
  idField: 'destinatarioId',
  resource: 'Destinatarios',
  table: 'destinatarios',
  displayField: 'nombreCorto',
  fields: {
    clienteId: { kind: 'reference', references: 'clientes', required: true, scope: 'clienteId', filterable: true, sortable: true },
    nombreCorto: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true },
    razonSocial: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    rfc: { kind: 'rfcOrTaxId', searchable: true, sortable: true },
    direccion: { kind: 'longText', maxLength: 500, wide: true },
  },
  listColumns: ['clienteId', 'nombreCorto', 'razonSocial', 'rfc'],
  routes: { list: '/apps/receivers/list', add: '/apps/receivers/add', edit: '/apps/receivers/edit/:destinatarioId', editAction: 'write' },
  menu: { group: 'operations', icon: 'users' },
});
