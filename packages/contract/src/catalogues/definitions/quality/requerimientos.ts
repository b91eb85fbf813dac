import { defineCatalogue } from '../../define.ts';

/** Requirements of the quality system (a standard's clause, a law, a customer's demand) and the document that evidences each. */
export const requerimientosCatalogue = defineCatalogue({
  name: 'requerimientos',
  apiPath: '/api/AccionesMejora/Requerimientos',
  idField: 'requerimientoId',
  resource: 'AccionesMejora',
  table: 'cal_requerimientos',
  displayField: 'nombre',
  fields: {
    clave: { kind: 'text', required: true, maxLength: 20, searchable: true, sortable: true, unique: true },
    nombre: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    requerimientoCalidadTipoId: {
      kind: 'reference',
      references: 'requerimientoCalidadTipos',
      required: true,
      sortable: true,
      filterable: true,
    },
    requerimientoDocumentoTipoId: {
      kind: 'reference',
      references: 'requerimientoDocumentoTipos',
      required: true,
      sortable: true,
      filterable: true,
    },
    norma: { kind: 'text', maxLength: 100, searchable: true, sortable: true },
    vigente: { kind: 'boolean', required: true, defaultValue: true, filterable: true },
    descripcion: { kind: 'longText', maxLength: 2000, searchable: true, wide: true },
  },
  listColumns: ['clave', 'nombre', 'requerimientoCalidadTipoId', 'requerimientoDocumentoTipoId', 'norma', 'vigente'],
  routes: {
    list: '/apps/requirement/list',
    add: '/apps/requirement/new',
    edit: '/apps/requirement/edit/:requerimientoId',
    editAction: 'write',
  },
  menu: { group: 'quality', icon: 'checklist' },
});
