import { defineCatalogue } from '../../define.ts';

/** The languages a profile asks for, with the mastery (%); each language once per profile. */
export const perfilIdiomasCatalogue = defineCatalogue({
  name: 'perfilIdiomas',
  apiPath: '/api/RecursosHumanos/PerfilIdiomas',
  idField: 'perfilIdiomaId',
  resource: 'RecursosHumanos',
  table: 'hr_perfil_idiomas',
  // A link record has no name of its own: the notes name it (the engine cannot show a reference's text here).
  displayField: 'observaciones',
  parent: { catalogue: 'perfiles', field: 'perfilId', standalone: true },
  fields: {
    perfilId: { kind: 'reference', references: 'perfiles', required: true, filterable: true, sortable: true },
    idiomaId: { kind: 'reference', references: 'idiomas', required: true, sortable: true, unique: true, uniqueWith: ['perfilId'] },
    porcentaje: { kind: 'decimal', precision: 5, scale: 2, min: 0, max: 100, required: true, sortable: true },
    observaciones: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['perfilId', 'idiomaId', 'porcentaje', 'observaciones'],
  routes: {
    list: '/apps/human-resources/profile-language/list',
    add: '/apps/human-resources/profile-language/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/profile-language/edit/:perfilIdiomaId',
    editAction: 'read',
  },
});
