import { defineCatalogue } from '../../define.ts';

/** Labour functions a job carries out (classify goods, check pedimentos, coordinate dispatch...). */
export const funcionesLaboralesCatalogue = defineCatalogue({
  name: 'funcionesLaborales',
  apiPath: '/api/RecursosHumanos/FuncionesLaborales',
  idField: 'funcionLaboralId',
  resource: 'RecursosHumanos',
  table: 'hr_funciones_laborales',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/laboral-function/list',
    add: '/apps/human-resources/laboral-function/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/laboral-function/edit/:funcionLaboralId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'checklist' },
});
