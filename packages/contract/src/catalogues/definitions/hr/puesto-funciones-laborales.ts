import { defineCatalogue } from '../../define.ts';

/** The labour functions of a job; each function once per job. */
export const puestoFuncionesLaboralesCatalogue = defineCatalogue({
  name: 'puestoFuncionesLaborales',
  apiPath: '/api/RecursosHumanos/PuestoFuncionesLaborales',
  idField: 'puestoFuncionLaboralId',
  resource: 'RecursosHumanos',
  table: 'hr_puesto_funciones_laborales',
  // A link record has no name of its own: the notes name it (the engine cannot show a reference's text here).
  displayField: 'observaciones',
  parent: { catalogue: 'puestos', field: 'puestoId', standalone: true },
  fields: {
    puestoId: { kind: 'reference', references: 'puestos', required: true, filterable: true, sortable: true },
    funcionLaboralId: {
      kind: 'reference',
      references: 'funcionesLaborales',
      required: true,
      sortable: true,
      unique: true,
      uniqueWith: ['puestoId'],
    },
    observaciones: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['puestoId', 'funcionLaboralId', 'observaciones'],
  routes: {
    list: '/apps/human-resources/job-laboral-function/list',
    add: '/apps/human-resources/job-laboral-function/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/job-laboral-function/edit/:puestoFuncionLaboralId',
    editAction: 'read',
  },
});
