import { defineCatalogue } from '../../define.ts';

/** The academic training a profile asks for; each training once per profile. */
export const perfilFormacionesAcademicasCatalogue = defineCatalogue({
  name: 'perfilFormacionesAcademicas',
  apiPath: '/api/RecursosHumanos/PerfilFormacionesAcademicas',
  idField: 'perfilFormacionAcademicaId',
  resource: 'RecursosHumanos',
  table: 'hr_perfil_formaciones_academicas',
  // A link record has no name of its own: the notes name it (the engine cannot show a reference's text here).
  displayField: 'observaciones',
  parent: { catalogue: 'perfiles', field: 'perfilId', standalone: true },
  fields: {
    perfilId: { kind: 'reference', references: 'perfiles', required: true, filterable: true, sortable: true },
    formacionAcademicaId: {
      kind: 'reference',
      references: 'formacionesAcademicas',
      required: true,
      sortable: true,
      unique: true,
      uniqueWith: ['perfilId'],
    },
    observaciones: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['perfilId', 'formacionAcademicaId', 'observaciones'],
  routes: {
    list: '/apps/human-resources/profile-academic-training/list',
    add: '/apps/human-resources/profile-academic-training/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/profile-academic-training/edit/:perfilFormacionAcademicaId',
    editAction: 'read',
  },
});
