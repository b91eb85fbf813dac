import { defineCatalogue } from '../../define.ts';

/** The skills a profile asks for, with the experience (years and months) and mastery (%); each skill once per profile. */
export const perfilHabilidadesCatalogue = defineCatalogue({
  name: 'perfilHabilidades',
  apiPath: '/api/RecursosHumanos/PerfilHabilidades',
  idField: 'perfilHabilidadId',
  resource: 'RecursosHumanos',
  table: 'hr_perfil_habilidades',
  // A link record has no name of its own: the notes name it (the engine cannot show a reference's text here).
  displayField: 'observaciones',
  parent: { catalogue: 'perfiles', field: 'perfilId', standalone: true },
  fields: {
    perfilId: { kind: 'reference', references: 'perfiles', required: true, filterable: true, sortable: true },
    habilidadId: { kind: 'reference', references: 'habilidades', required: true, sortable: true, unique: true, uniqueWith: ['perfilId'] },
    anios: { kind: 'integer', min: 0, max: 50, sortable: true },
    meses: { kind: 'integer', min: 0, max: 11 },
    porcentaje: { kind: 'decimal', precision: 5, scale: 2, min: 0, max: 100, sortable: true },
    observaciones: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['perfilId', 'habilidadId', 'anios', 'meses', 'porcentaje', 'observaciones'],
  routes: {
    list: '/apps/human-resources/profile-hability/list',
    add: '/apps/human-resources/profile-hability/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/profile-hability/edit/:perfilHabilidadId',
    editAction: 'read',
  },
});
