import { defineCatalogue } from '../../define.ts';

/**
 * Jobs: where they sit in the organisation chart, how they are hired and paid, and whom they report to.
 * Their functions, schedules and promotion lines are listed on the job's form (standalone children).
 */
export const puestosCatalogue = defineCatalogue({
  name: 'puestos',
  apiPath: '/api/RecursosHumanos/Puestos',
  idField: 'puestoId',
  resource: 'RecursosHumanos',
  table: 'hr_puestos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    areaId: { kind: 'reference', references: 'areas', filterable: true, sortable: true },
    claseContratoId: { kind: 'reference', references: 'clasesContrato', required: true, filterable: true, sortable: true },
    dedicacionLaboralId: { kind: 'reference', references: 'dedicacionesLaborales', filterable: true, sortable: true },
    perfilId: { kind: 'reference', references: 'perfiles', required: true, filterable: true, sortable: true },
    perfilSalarialId: { kind: 'reference', references: 'perfilesSalariales', sortable: true },
    reportaAId: { kind: 'reference', references: 'puestos', filterable: true, sortable: true },
    esquemaPagoTipoId: { kind: 'reference', references: 'esquemasPagoTipo', filterable: true, sortable: true },
    periodoPagoTipoId: { kind: 'reference', references: 'periodoPagoTipos', filterable: true, sortable: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'areaId', 'claseContratoId', 'perfilId', 'reportaAId'],
  // The users screen picks it for a user's employee data.
  pickedBy: ['Usuarios'],
  routes: {
    list: '/apps/human-resources/job/list',
    add: '/apps/human-resources/job/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/job/edit/:puestoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'briefcase' },
});
