import { defineCatalogue } from '../../define.ts';

/** The schedules of a job and the days each applies; each schedule once per job. */
export const puestoHorariosCatalogue = defineCatalogue({
  name: 'puestoHorarios',
  apiPath: '/api/RecursosHumanos/PuestoHorarios',
  idField: 'puestoHorarioId',
  resource: 'RecursosHumanos',
  table: 'hr_puesto_horarios',
  displayField: 'dias',
  parent: { catalogue: 'puestos', field: 'puestoId', standalone: true },
  fields: {
    puestoId: { kind: 'reference', references: 'puestos', required: true, filterable: true, sortable: true },
    horarioId: { kind: 'reference', references: 'horarios', required: true, sortable: true, unique: true, uniqueWith: ['puestoId'] },
    dias: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
  },
  listColumns: ['puestoId', 'horarioId', 'dias'],
  routes: {
    list: '/apps/human-resources/job-schedule/list',
    add: '/apps/human-resources/job-schedule/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/job-schedule/edit/:puestoHorarioId',
    editAction: 'read',
  },
});
