import { defineCatalogue } from '../../define.ts';

/** Areas of the organisation chart: each at a level, ordered, and depending on another area (the tree). */
export const areasCatalogue = defineCatalogue({
  name: 'areas',
  apiPath: '/api/Organigrama/Areas',
  idField: 'areaId',
  resource: 'RecursosHumanos',
  table: 'org_areas',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    nivelJerarquicoId: { kind: 'reference', references: 'nivelesJerarquicos', required: true, sortable: true },
    areaDependeId: { kind: 'reference', references: 'areas', sortable: true },
    orden: { kind: 'integer', required: true, min: 0, max: 999, sortable: true },
    indice: { kind: 'text', maxLength: 20, searchable: true, sortable: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true },
  },
  listColumns: ['indice', 'nombre', 'nivelJerarquicoId', 'areaDependeId', 'orden'],
  routes: {
    list: '/apps/organization-chart/area/list',
    add: '/apps/organization-chart/area/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/organization-chart/area/edit/:areaId',
    editAction: 'read',
    tree: '/apps/organization-chart/chart',
  },
  menu: { group: 'humanResources', icon: 'sitemap' },
  tree: { parentField: 'areaDependeId', orderField: 'orden' },
});
