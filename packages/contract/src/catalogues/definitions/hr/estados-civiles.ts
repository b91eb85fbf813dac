import { defineCatalogue } from '../../define.ts';

/** Civil status of employees and of job profiles. */
export const estadosCivilesCatalogue = defineCatalogue({
  name: 'estadosCiviles',
  apiPath: '/api/RecursosHumanos/EstadosCiviles',
  idField: 'estadoCivilId',
  resource: 'RecursosHumanos',
  table: 'hr_estados_civiles',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/civil-status/list',
    edit: '/apps/human-resources/civil-status/edit/:estadoCivilId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'users' },
});
