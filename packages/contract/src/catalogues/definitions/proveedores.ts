import { defineCatalogue } from '../define.ts';

/** Vendors (spec point 3): Mexican or foreign suppliers of the customers; scoped by their own id. */
export const proveedoresCatalogue = defineCatalogue({
  name: 'proveedores',
  apiPath: '/api/Proveedores',
  idField: 'proveedorId',
  idScope: 'proveedorId',
  resource: 'Proveedores',
  table: 'proveedores',
  displayField: 'nombreCorto',
  fields: {
    nombreCorto: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true },
    razonSocial: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    rfc: { kind: 'rfcOrTaxId', required: true, searchable: true, sortable: true, unique: true },
    direccion: { kind: 'longText', maxLength: 500, wide: true },
    clientes: { kind: 'references', references: 'clientes', wide: true },
  },
  pickedBy: ['Usuarios', 'Clasificaciones'],
  listColumns: ['nombreCorto', 'razonSocial', 'rfc', 'clientes'],
  routes: { list: '/apps/vendors/list', add: '/apps/vendors/add', edit: '/apps/vendors/edit/:proveedorId', editAction: 'write' },
  menu: { group: 'operations', icon: 'truck' },
});
