import { defineCatalogue } from '../../define.ts';

/** Contacts of an IT provider; listed and edited under the provider's details screen. */
export const proveedorTiContactosCatalogue = defineCatalogue({
  name: 'proveedorTiContactos',
  apiPath: '/api/TI/ProveedorContactos',
  idField: 'proveedorTiContactoId',
  resource: 'Provedorees',
  table: 'ti_proveedor_contactos',
  displayField: 'nombre',
  parent: { catalogue: 'proveedoresTi', field: 'proveedorTiId' },
  fields: {
    proveedorTiId: { kind: 'reference', references: 'proveedoresTi', required: true, filterable: true },
    nombre: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true },
    puesto: { kind: 'text', maxLength: 100, searchable: true, sortable: true },
    telefono: { kind: 'phone' },
    email: { kind: 'email', searchable: true, sortable: true },
  },
  listColumns: ['nombre', 'puesto', 'telefono', 'email'],
  routes: {
    list: '/apps/ti/provider/list/details/:proveedorTiId',
    add: '/apps/ti/provider/list/details/:proveedorTiId/contact/new',
    edit: '/apps/ti/provider/list/details/:proveedorTiId/contact/edit/:proveedorTiContactoId',
    // Spec point 2: contact/edit (edit).
    editAction: 'write',
  },
});
