import { defineCatalogue } from '../../define.ts';

/**
 * IT equipment inventory: what it is, its hardware, where it came from and when its warranties and
 * contract end (highlighted 30 days ahead). The spec names no resource: granted with equipment types.
 */
/** IPv4 in dotted decimal, or IPv6 (hex groups with colons, `::` shortening allowed). */
const IP_ADDRESS =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$|^(?=.*:.*:)(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}$/;

export const equiposCatalogue = defineCatalogue({
  name: 'equipos',
  apiPath: '/api/TI/Equipos',
  idField: 'equipoId',
  resource: 'TipoEquipo',
  table: 'ti_equipos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    tipoEquipoId: { kind: 'reference', references: 'tiposEquipo', required: true, sortable: true, filterable: true },
    marcaId: { kind: 'reference', references: 'marcas', sortable: true, filterable: true },
    modeloId: { kind: 'reference', references: 'modelos', sortable: true },
    serie: { kind: 'text', maxLength: 100, searchable: true, sortable: true, unique: true },
    cpu: { kind: 'text', maxLength: 120, searchable: true },
    ramGb: { kind: 'integer', min: 0, max: 4096, sortable: true },
    discoGb: { kind: 'integer', min: 0, max: 1000000, sortable: true },
    pantallaPulgadas: { kind: 'decimal', precision: 4, scale: 1, min: 0, max: 120 },
    // IPv4 or IPv6 text: the engine has no pattern check for text fields yet.
    ip: { kind: 'text', maxLength: 45, pattern: IP_ADDRESS, patternMessage: 'validation.ipAddress', searchable: true, sortable: true },
    imei: { kind: 'text', maxLength: 15, pattern: /^\d{15}$/, patternMessage: 'validation.imei', searchable: true },
    proveedorTiId: { kind: 'reference', references: 'proveedoresTi', sortable: true, filterable: true },
    costo: { kind: 'decimal', precision: 14, scale: 2, min: 0, sortable: true },
    fechaCompra: { kind: 'date', sortable: true },
    fechaGarantia: { kind: 'date', sortable: true, expiryWarningDays: 30 },
    fechaGarantiaExtendida: { kind: 'date', atLeast: 'fechaGarantia', sortable: true, expiryWarningDays: 30 },
    fechaFinContrato: { kind: 'date', sortable: true, expiryWarningDays: 30 },
    documentos: { kind: 'documents', wide: true },
  },
  listColumns: ['nombre', 'tipoEquipoId', 'modeloId', 'serie', 'fechaGarantia', 'fechaFinContrato'],
  routes: {
    list: '/apps/ti/equipment/list',
    add: '/apps/ti/equipment/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/ti/equipment/details/:equipoId',
    editAction: 'read',
  },
  menu: { group: 'it', icon: 'cpu' },
});
