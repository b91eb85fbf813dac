import { defineCatalogue } from '../../define.ts';

/** Schooling levels (secundaria, preparatoria, licenciatura...), ordered from the lowest. */
export const escolaridadesCatalogue = defineCatalogue({
  name: 'escolaridades',
  apiPath: '/api/RecursosHumanos/Escolaridades',
  idField: 'escolaridadId',
  resource: 'RecursosHumanos',
  table: 'hr_escolaridades',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/scholarship/list',
    edit: '/apps/human-resources/scholarship/edit/:escolaridadId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'school' },
});
