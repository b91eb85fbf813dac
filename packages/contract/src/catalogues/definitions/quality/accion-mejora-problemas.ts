import { defineCatalogue } from '../../define.ts';

/** Problems that give rise to improvement actions (a late customs declaration, a wrong classification…). */
export const accionMejoraProblemasCatalogue = defineCatalogue({
  name: 'accionMejoraProblemas',
  apiPath: '/api/GeneralData/AccionMejoraProblemas',
  idField: 'accionMejoraProblemaId',
  resource: 'GeneralData',
  table: 'cal_accion_mejora_problemas',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/action-improvement-problem/list',
    edit: '/apps/action-improvement-problem/edit/:accionMejoraProblemaId',
    editAction: 'read',
  },
  menu: { group: 'quality', icon: 'alert' },
});
