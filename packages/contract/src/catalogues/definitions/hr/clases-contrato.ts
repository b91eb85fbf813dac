import { defineCatalogue } from '../../define.ts';

/** Contract classes: indefinite, fixed term, trial period, initial training. */
export const clasesContratoCatalogue = defineCatalogue({
  name: 'clasesContrato',
  apiPath: '/api/RecursosHumanos/ClasesContrato',
  idField: 'claseContratoId',
  resource: 'RecursosHumanos',
  table: 'hr_clases_contrato',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/class-contract/list',
    add: '/apps/human-resources/class-contract/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/class-contract/edit/:claseContratoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'file' },
});
