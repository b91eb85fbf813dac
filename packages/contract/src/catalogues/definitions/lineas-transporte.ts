import { defineCatalogue } from '../define.ts';

export const TIPOS_ADUANA = ['aerea', 'maritima', 'terrestre', 'ferroviaria'] as const;

/** Transport lines (spec point 3); the spec fixes a singular DELETE path. */
export const lineasTransporteCatalogue = defineCatalogue({
  name: 'lineasTransporte',
  apiPath: '/api/GeneralDatos/LineasTransporte',
  deletePath: '/api/GeneralDatos/LineaTransporte',
  idField: 'lineaTransporteId',
  resource: 'GeneralDatos',
  // Whoever captures or reads previous inspections picks the transport line of each one (and filters the list by it).
  pickedBy: ['Previos'],
  table: 'lineas_transporte',
  displayField: 'nombre',
  fields: {
    tipoAduana: { kind: 'enum', values: TIPOS_ADUANA, required: true, filterable: true, sortable: true },
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    nombreCorto: { kind: 'text', maxLength: 60, searchable: true, sortable: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'nombreCorto', 'tipoAduana', 'descripcion'],
  routes: { list: '/apps/transportation-lines/list', edit: '/apps/transportation-lines/edit', editAction: 'read' },
  menu: { group: 'customsData', icon: 'plane' },
});
