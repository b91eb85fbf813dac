import { defineCatalogue } from '../../define.ts';

/** Kinds of skills: technical, customs regulation, software, interpersonal. */
export const habilidadTiposCatalogue = defineCatalogue({
  name: 'habilidadTipos',
  apiPath: '/api/RecursosHumanos/HabilidadTipos',
  idField: 'habilidadTipoId',
  resource: 'RecursosHumanos',
  table: 'hr_habilidad_tipos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/hability-type/list',
    add: '/apps/human-resources/hability-type/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/hability-type/edit/:habilidadTipoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'tags' },
});
