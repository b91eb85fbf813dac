import { defineCatalogue } from '../define.ts';

/** Customs offices the company works at (spec point 3); `clave` is the SAT code, also the data-scope key. */
export const aduanasCatalogue = defineCatalogue({
  name: 'aduanas',
  apiPath: '/api/GeneralDatos/Aduanas',
  idField: 'aduanaId',
  resource: 'GeneralDatos',
  table: 'catalogo_aduanas',
  displayField: 'nombre',
  fields: {
    clave: {
      kind: 'text',
      required: true,
      maxLength: 3,
      searchable: true,
      sortable: true,
      unique: true,
      scope: 'aduana',
      optionsDomain: 'Aduanas',
    },
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    nombreCorto: { kind: 'text', maxLength: 60, searchable: true, sortable: true },
    aduana: { kind: 'text', maxLength: 3, searchable: true, sortable: true },
    habilitado: { kind: 'boolean', required: true, defaultValue: true, filterable: true, sortable: true },
  },
  listColumns: ['clave', 'nombre', 'nombreCorto', 'aduana', 'habilitado'],
  routes: { list: '/apps/custom/list', edit: '/apps/custom/edit', editAction: 'read' },
  menu: { group: 'customsData', icon: 'building' },
});
