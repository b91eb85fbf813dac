import { defineCatalogue } from '../../define.ts';

export const MOTIVOS_SOLICITUD_PERSONAL = ['nuevaPosicion', 'reemplazo', 'temporal', 'incrementoCarga'] as const;
export const ESTADOS_SOLICITUD_PERSONAL = ['pendiente', 'aprobada', 'rechazada', 'cubierta'] as const;

/**
 * Staff requests: an area asks for people for a job. The spec names the screens (list, new, edit) but
 * not their paths; ours follow the area's pattern, and saving needs write.
 */
export const solicitudesPersonalCatalogue = defineCatalogue({
  name: 'solicitudesPersonal',
  apiPath: '/api/RecursosHumanos/SolicitudesPersonal',
  idField: 'solicitudPersonalId',
  resource: 'RecursosHumanos',
  table: 'hr_solicitudes_personal',
  displayField: 'solicitante',
  fields: {
    puestoId: { kind: 'reference', references: 'puestos', required: true, filterable: true, sortable: true },
    areaId: { kind: 'reference', references: 'areas', filterable: true, sortable: true },
    vacantes: { kind: 'integer', required: true, min: 1, max: 99, defaultValue: 1, sortable: true },
    motivo: { kind: 'enum', values: MOTIVOS_SOLICITUD_PERSONAL, required: true, filterable: true, sortable: true },
    fechaSolicitud: { kind: 'date', required: true, sortable: true },
    fechaRequerida: { kind: 'date', atLeast: 'fechaSolicitud', sortable: true },
    solicitante: { kind: 'text', required: true, maxLength: 150, searchable: true, sortable: true },
    estado: {
      kind: 'enum',
      values: ESTADOS_SOLICITUD_PERSONAL,
      required: true,
      defaultValue: 'pendiente',
      filterable: true,
      sortable: true,
    },
    observaciones: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['fechaSolicitud', 'puestoId', 'vacantes', 'motivo', 'solicitante', 'estado'],
  routes: {
    list: '/apps/human-resources/staff-request/list',
    add: '/apps/human-resources/staff-request/add',
    edit: '/apps/human-resources/staff-request/edit/:solicitudPersonalId',
    editAction: 'write',
  },
  menu: { group: 'humanResources', icon: 'userPlus' },
});
