import { defineCatalogue } from '../../define.ts';

/** Hierarchical levels of the organisation chart (direction, management, coordination…), by order. */
export const nivelesJerarquicosCatalogue = defineCatalogue({
  name: 'nivelesJerarquicos',
  apiPath: '/api/Organigrama/NivelesJerarquicos',
  idField: 'nivelJerarquicoId',
  resource: 'RecursosHumanos',
  table: 'org_niveles_jerarquicos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    orden: { kind: 'integer', required: true, min: 0, max: 999, sortable: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true },
  },
  listColumns: ['orden', 'nombre', 'descripcion'],
  routes: {
    list: '/apps/organization-chart/hierarchical-level/list',
    add: '/apps/organization-chart/hierarchical-level/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/organization-chart/hierarchical-level/edit/:nivelJerarquicoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'sitemap' },
});
