import { defineCatalogue } from '../../define.ts';

/** Brands of IT equipment (Dell, HP, Lenovo…). The spec lists the edit screen at two paths. */
export const marcasCatalogue = defineCatalogue({
  name: 'marcas',
  apiPath: '/api/TI/Marcas',
  idField: 'tipoMarcaId',
  resource: 'Marcas',
  table: 'ti_marcas',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/ti/brands/list',
    add: '/apps/ti/brands/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/ti/brands/edit/:tipoMarcaId',
    // Spec point 2: /edit without an action (read), /list/details (edit).
    editAliases: [{ path: '/apps/ti/brands/list/details/:tipoMarcaId', action: 'write' }],
    editAction: 'read',
  },
  menu: { group: 'it', icon: 'tags' },
});
