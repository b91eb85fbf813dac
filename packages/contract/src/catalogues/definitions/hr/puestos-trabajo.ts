import { defineCatalogue } from '../../define.ts';
import { GENEROS } from './generos.ts';

/** Work stations of a work area with what the person in them needs (spec point 3). */
export const puestosTrabajoCatalogue = defineCatalogue({
  name: 'puestosTrabajo',
  apiPath: '/api/RecursosHumanos/PuestosTrabajo',
  idField: 'puestoTrabajoId',
  resource: 'RecursosHumanos',
  table: 'hr_puestos_trabajo',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true, uniqueWith: ['areaTrabajoId'] },
    areaTrabajoId: { kind: 'reference', references: 'areasTrabajo', required: true, filterable: true, sortable: true },
    actividadesPerfil: { kind: 'longText', maxLength: 2000, searchable: true, wide: true },
    edad: { kind: 'text', maxLength: 40 },
    escolaridadId: { kind: 'reference', references: 'escolaridades', sortable: true },
    experiencia: { kind: 'text', maxLength: 200 },
    genero: { kind: 'enum', values: GENEROS, required: true, defaultValue: 'indistinto', filterable: true },
    horario: { kind: 'text', maxLength: 120 },
    salario: { kind: 'decimal', precision: 14, scale: 2, min: 0, sortable: true },
  },
  listColumns: ['nombre', 'areaTrabajoId', 'escolaridadId', 'genero', 'salario'],
  routes: {
    list: '/apps/human-resources/work-station/list',
    edit: '/apps/human-resources/work-station/edit/:puestoTrabajoId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'briefcase' },
});
