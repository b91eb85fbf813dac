import { defineCatalogue } from '../../define.ts';

export const RAM_TYPES = ['correctiva', 'preventiva', 'mejora'] as const;
export const RAM_STATES = ['abierta', 'enProceso', 'cerrada', 'cancelada'] as const;

/**
 * RAM, "Reporte de Acción de Mejora": an improvement-action report on a problem against a requirement,
 * with its root cause, the action, who is responsible and its commitment and closing dates. The spec
 * shows "RAM list and edit" without paths: /apps/ram/list and /apps/ram/edit/:ramId (write) are ours.
 */
export const ramsCatalogue = defineCatalogue({
  name: 'rams',
  apiPath: '/api/AccionesMejora/Rams',
  idField: 'ramId',
  resource: 'AccionesMejora',
  table: 'cal_rams',
  displayField: 'folio',
  fields: {
    folio: { kind: 'text', required: true, maxLength: 20, searchable: true, sortable: true, unique: true },
    fecha: { kind: 'date', required: true, sortable: true },
    tipo: { kind: 'enum', values: RAM_TYPES, required: true, defaultValue: 'correctiva', filterable: true, sortable: true },
    estado: { kind: 'enum', values: RAM_STATES, required: true, defaultValue: 'abierta', filterable: true, sortable: true },
    accionMejoraProblemaId: { kind: 'reference', references: 'accionMejoraProblemas', required: true, sortable: true, filterable: true },
    requerimientoId: { kind: 'reference', references: 'requerimientos', required: true, sortable: true, filterable: true },
    indicadorId: { kind: 'reference', references: 'indicadores', sortable: true, filterable: true },
    responsable: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true },
    fechaCompromiso: { kind: 'date', atLeast: 'fecha', sortable: true },
    fechaCierre: { kind: 'date', atLeast: 'fecha', sortable: true },
    descripcion: { kind: 'longText', required: true, maxLength: 2000, searchable: true, wide: true },
    causaRaiz: { kind: 'longText', maxLength: 2000, searchable: true, wide: true },
    accion: { kind: 'longText', maxLength: 2000, searchable: true, wide: true },
  },
  listColumns: ['folio', 'fecha', 'accionMejoraProblemaId', 'responsable', 'fechaCompromiso', 'estado'],
  routes: {
    list: '/apps/ram/list',
    edit: '/apps/ram/edit/:ramId',
    editAction: 'write',
  },
  menu: { group: 'quality', icon: 'certificate' },
});
