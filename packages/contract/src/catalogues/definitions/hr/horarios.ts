import { defineCatalogue } from '../../define.ts';

/** Work schedules: the start and end of the turn (HH:mm). */
export const horariosCatalogue = defineCatalogue({
  name: 'horarios',
  apiPath: '/api/RecursosHumanos/Horarios',
  idField: 'horarioId',
  resource: 'RecursosHumanos',
  table: 'hr_horarios',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    inicioTurno: { kind: 'time', required: true, sortable: true },
    finTurno: { kind: 'time', required: true, sortable: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'inicioTurno', 'finTurno', 'descripcion'],
  routes: {
    list: '/apps/human-resources/schedule/list',
    add: '/apps/human-resources/schedule/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/schedule/edit/:horarioId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'clock' },
});
