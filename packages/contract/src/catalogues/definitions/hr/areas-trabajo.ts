import { defineCatalogue } from '../../define.ts';

/** Work areas inside a department (classification, glossing, traffic...), each with its manager. */
export const areasTrabajoCatalogue = defineCatalogue({
  name: 'areasTrabajo',
  apiPath: '/api/RecursosHumanos/AreasTrabajo',
  idField: 'areaTrabajoId',
  resource: 'RecursosHumanos',
  table: 'hr_areas_trabajo',
  displayField: 'nombre',
  fields: {
    nombre: {
      kind: 'text',
      required: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      unique: true,
      uniqueWith: ['departamentoId'],
    },
    departamentoId: { kind: 'reference', references: 'departamentos', required: true, filterable: true, sortable: true },
    responsable: { kind: 'text', maxLength: 150, searchable: true, sortable: true },
    descripcion: { kind: 'longText', maxLength: 500, wide: true },
  },
  listColumns: ['nombre', 'departamentoId', 'responsable'],
  // The users screen picks it for a user's employee data.
  pickedBy: ['Usuarios'],
  routes: {
    list: '/apps/human-resources/work-area/list',
    edit: '/apps/human-resources/work-area/edit/:areaTrabajoId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'sitemap' },
});
