import { defineCatalogue } from '../define.ts';

/** Recipients of a customer's digital records; shown and edited on the customer's screens. */
export const clienteDestinatariosCatalogue = defineCatalogue({
  name: 'clienteDestinatarios',
  apiPath: '/api/ClienteDestinatarios',
  idField: 'clienteDestinatarioExpedienteDigitalId',
  resource: 'Clientes',
  table: 'cliente_destinatarios',
  displayField: 'nombreCompleto',
  parent: { catalogue: 'clientes', field: 'clienteId' },
  fields: {
    clienteId: { kind: 'reference', references: 'clientes', required: true, scope: 'clienteId', filterable: true },
    clave: { kind: 'text', required: true, maxLength: 20, searchable: true, sortable: true, unique: true, uniqueWith: ['clienteId'] },
    nombreCompleto: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true },
    alias: { kind: 'text', maxLength: 60, searchable: true, sortable: true },
    email: { kind: 'email', required: true, searchable: true, sortable: true },
    idioma: { kind: 'language', required: true, defaultValue: 'es-MX', filterable: true },
  },
  listColumns: ['clave', 'nombreCompleto', 'alias', 'email', 'idioma'],
  routes: {
    list: '/apps/customers/edit/:clienteId',
    add: '/apps/customers/edit/:clienteId/recipient/new',
    edit: '/apps/customers/edit/:clienteId/recipient/edit/:clienteDestinatarioExpedienteDigitalId',
    // The spec gives these two routes no action: read (the form saves only with create/write).
    addAction: 'read',
    editAction: 'read',
  },
});
