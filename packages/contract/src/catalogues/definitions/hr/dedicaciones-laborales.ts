import { defineCatalogue } from '../../define.ts';

/** Labour dedication of a job: full time, part time, by the hour. */
export const dedicacionesLaboralesCatalogue = defineCatalogue({
  name: 'dedicacionesLaborales',
  apiPath: '/api/RecursosHumanos/DedicacionesLaborales',
  idField: 'dedicacionLaboralId',
  resource: 'RecursosHumanos',
  table: 'hr_dedicaciones_laborales',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/laboral-dedication/list',
    add: '/apps/human-resources/laboral-dedication/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/laboral-dedication/edit/:dedicacionLaboralId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'clock' },
});
