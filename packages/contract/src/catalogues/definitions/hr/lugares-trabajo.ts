import { defineCatalogue } from '../../define.ts';

/** Places people work at: offices, customs-office branches, warehouses. */
export const lugaresTrabajoCatalogue = defineCatalogue({
  name: 'lugaresTrabajo',
  apiPath: '/api/RecursosHumanos/LugaresTrabajo',
  idField: 'lugarTrabajoId',
  resource: 'RecursosHumanos',
  table: 'hr_lugares_trabajo',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    direccion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'direccion'],
  // The users screen picks it for a user's employee data.
  pickedBy: ['Usuarios'],
  routes: {
    list: '/apps/human-resources/work-place/list',
    edit: '/apps/human-resources/work-place/edit/:lugarTrabajoId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'building' },
});
