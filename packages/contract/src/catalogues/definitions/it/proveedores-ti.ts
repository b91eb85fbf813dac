import { defineCatalogue } from '../../define.ts';

/** Providers of IT goods and services (hardware resellers, licences, links); their contacts are listed on their screen. */
export const proveedoresTiCatalogue = defineCatalogue({
  name: 'proveedoresTi',
  apiPath: '/api/TI/Proveedores',
  idField: 'proveedorTiId',
  resource: 'Provedorees',
  table: 'ti_proveedores',
  displayField: 'alias',
  fields: {
    alias: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true, unique: true },
    razonSocial: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    // Foreign software makers bill from abroad: a Mexican RFC (checked) or a foreign tax id.
    rfc: { kind: 'rfcOrTaxId', required: true, searchable: true, sortable: true, unique: true },
    direccion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['alias', 'razonSocial', 'rfc', 'direccion'],
  routes: {
    list: '/apps/ti/provider/list',
    add: '/apps/ti/provider/list/new',
    edit: '/apps/ti/provider/list/details/:proveedorTiId',
    // Spec point 2: details (edit).
    editAction: 'write',
  },
  menu: { group: 'it', icon: 'building' },
});
