import { defineCatalogue } from '../../define.ts';

/** Academic training (degrees and careers: Licenciatura en Comercio Internacional...), at a schooling level. */
export const formacionesAcademicasCatalogue = defineCatalogue({
  name: 'formacionesAcademicas',
  apiPath: '/api/RecursosHumanos/FormacionesAcademicas',
  idField: 'formacionAcademicaId',
  resource: 'RecursosHumanos',
  table: 'hr_formaciones_academicas',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true, unique: true },
    escolaridadId: { kind: 'reference', references: 'escolaridades', sortable: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'escolaridadId', 'descripcion'],
  routes: {
    list: '/apps/human-resources/academic-training/list',
    add: '/apps/human-resources/academic-training/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/academic-training/edit/:formacionAcademicaId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'school' },
});
