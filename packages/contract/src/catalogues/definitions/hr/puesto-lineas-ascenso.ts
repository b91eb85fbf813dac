import { defineCatalogue } from '../../define.ts';

/** Promotion lines into a job: from which organisation-chart area people rise to it, in order. */
export const puestoLineasAscensoCatalogue = defineCatalogue({
  name: 'puestoLineasAscenso',
  apiPath: '/api/RecursosHumanos/PuestoLineasAscenso',
  idField: 'puestoLineaAscensoId',
  resource: 'RecursosHumanos',
  table: 'hr_puesto_lineas_ascenso',
  // A link record has no name of its own: the notes name it (the engine cannot show a reference's text here).
  displayField: 'observaciones',
  parent: { catalogue: 'puestos', field: 'puestoId', standalone: true },
  fields: {
    puestoId: { kind: 'reference', references: 'puestos', required: true, filterable: true, sortable: true },
    desdeAreaId: { kind: 'reference', references: 'areas', required: true, sortable: true },
    orden: { kind: 'integer', required: true, min: 1, max: 99, sortable: true },
    observaciones: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['puestoId', 'orden', 'desdeAreaId', 'observaciones'],
  routes: {
    list: '/apps/human-resources/job-line-position/list',
    add: '/apps/human-resources/job-line-position/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/job-line-position/edit/:puestoLineaAscensoId',
    editAction: 'read',
  },
});
