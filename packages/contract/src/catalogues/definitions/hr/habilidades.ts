import { defineCatalogue } from '../../define.ts';

/** Skills, each of a skill type (tariff classification, SAAI M3, Excel, negotiation...). */
export const habilidadesCatalogue = defineCatalogue({
  name: 'habilidades',
  apiPath: '/api/RecursosHumanos/Habilidades',
  idField: 'habilidadId',
  resource: 'RecursosHumanos',
  table: 'hr_habilidades',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    habilidadTipoId: { kind: 'reference', references: 'habilidadTipos', required: true, filterable: true, sortable: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'habilidadTipoId', 'descripcion'],
  routes: {
    list: '/apps/human-resources/hability/list',
    add: '/apps/human-resources/hability/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/hability/edit/:habilidadId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'certificate' },
});
