import { defineCatalogue } from '../../define.ts';

/** Types of document that evidence a requirement (procedure, record, policy…). The spec lists only list and edit. */
export const requerimientoDocumentoTiposCatalogue = defineCatalogue({
  name: 'requerimientoDocumentoTipos',
  apiPath: '/api/AccionesMejora/RequerimientoDocumentoTipos',
  idField: 'requerimientoDocumentoTipoId',
  resource: 'AccionesMejora',
  table: 'cal_requerimiento_documento_tipos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/requirement-document-type/list',
    edit: '/apps/requirement-document-type/edit/:requerimientoDocumentoTipoId',
    editAction: 'write',
  },
  menu: { group: 'quality', icon: 'file' },
});
