import { defineCatalogue } from '../../define.ts';

/** Languages a profile may ask for, with their ISO 639-1 code. */
export const idiomasCatalogue = defineCatalogue({
  name: 'idiomas',
  apiPath: '/api/RecursosHumanos/Idiomas',
  idField: 'idiomaId',
  resource: 'RecursosHumanos',
  table: 'hr_idiomas',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true, unique: true },
    clave: { kind: 'text', maxLength: 5, searchable: true, sortable: true, unique: true },
  },
  listColumns: ['nombre', 'clave'],
  routes: {
    list: '/apps/human-resources/language/list',
    add: '/apps/human-resources/language/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/language/edit/:idiomaId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'language' },
});
