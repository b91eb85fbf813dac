import { defineCatalogue } from '../../define.ts';

/** Departments of the brokerage; a department may report to a supervising department. */
export const departamentosCatalogue = defineCatalogue({
  name: 'departamentos',
  apiPath: '/api/RecursosHumanos/Departamentos',
  idField: 'departamentoId',
  resource: 'RecursosHumanos',
  table: 'hr_departamentos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    departamentoSupervisorId: { kind: 'reference', references: 'departamentos', sortable: true },
    responsable: { kind: 'text', maxLength: 150, searchable: true, sortable: true },
    descripcion: { kind: 'longText', maxLength: 500, wide: true },
  },
  listColumns: ['nombre', 'departamentoSupervisorId', 'responsable'],
  // The users screen picks it for a user's employee data.
  pickedBy: ['Usuarios'],
  routes: {
    list: '/apps/human-resources/departament/list',
    edit: '/apps/human-resources/departament/edit/:departamentoId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'building' },
});
