import { defineCatalogue } from '../../define.ts';

/** Types of quality requirement (legal, customer, standard, internal…). The spec lists only list and edit. */
export const requerimientoCalidadTiposCatalogue = defineCatalogue({
  name: 'requerimientoCalidadTipos',
  apiPath: '/api/AccionesMejora/RequerimientoCalidadTipos',
  idField: 'requerimientoCalidadTipoId',
  resource: 'AccionesMejora',
  table: 'cal_requerimiento_calidad_tipos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/requirement-quality-type/list',
    edit: '/apps/requirement-quality-type/edit/:requerimientoCalidadTipoId',
    editAction: 'write',
  },
  menu: { group: 'quality', icon: 'tags' },
});
