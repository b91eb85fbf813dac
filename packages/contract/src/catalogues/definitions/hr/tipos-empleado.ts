import { defineCatalogue } from '../../define.ts';

/** Employee types: permanent, temporary, trainee, fees... */
export const tiposEmpleadoCatalogue = defineCatalogue({
  name: 'tiposEmpleado',
  apiPath: '/api/RecursosHumanos/TiposEmpleado',
  idField: 'tipoEmpleadoId',
  resource: 'RecursosHumanos',
  table: 'hr_tipos_empleado',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  // The users screen picks it for a user's employee data.
  pickedBy: ['Usuarios'],
  routes: {
    list: '/apps/human-resources/employee-type/list',
    edit: '/apps/human-resources/employee-type/edit/:tipoEmpleadoId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'tags' },
});
