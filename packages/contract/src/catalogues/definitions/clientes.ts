import { defineCatalogue } from '../define.ts';

/** Customers (spec point 3): the companies the brokerage works for; scoped by their own id. */
export const clientesCatalogue = defineCatalogue({
  name: 'clientes',
  apiPath: '/api/Clientes',
  idField: 'clienteId',
  idScope: 'clienteId',
  resource: 'Clientes',
  table: 'clientes',
  displayField: 'nombreCorto',
  fields: {
    nombreCorto: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true },
    razonSocial: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    rfc: { kind: 'rfc', required: true, searchable: true, sortable: true, unique: true },
    direccion: { kind: 'longText', maxLength: 500, wide: true },
    claveCliente: { kind: 'text', maxLength: 20, searchable: true, sortable: true, unique: true },
    claveSysExpert: { kind: 'text', maxLength: 20, searchable: true, sortable: true },
    plantillaParte: { kind: 'text', maxLength: 60 },
    plantillaDescripcion: { kind: 'text', maxLength: 60 },
    plantillaFraccion: { kind: 'text', maxLength: 60 },
    plantillaNico: { kind: 'text', maxLength: 60 },
    plantillaNicoFraccion: { kind: 'text', maxLength: 60 },
  },
  pickedBy: ['Boletines', 'Usuarios', 'Clasificaciones', 'Proveedores'],
  listColumns: ['nombreCorto', 'razonSocial', 'rfc', 'claveCliente', 'claveSysExpert'],
  routes: { list: '/apps/customers/list', add: '/apps/customers/add', edit: '/apps/customers/edit/:clienteId', editAction: 'write' },
  menu: { group: 'operations', icon: 'building' },
});
