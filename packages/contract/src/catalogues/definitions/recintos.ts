import { defineCatalogue } from '../define.ts';

/** Bonded warehouses (recintos fiscalizados), each inside a customs office. */
export const recintosCatalogue = defineCatalogue({
  name: 'recintos',
  apiPath: '/api/GeneralDatos/Recintos',
  idField: 'recintoId',
  resource: 'GeneralDatos',
  // Whoever captures or reads previous inspections picks the bonded enclosure of each one (and filters the list by it).
  pickedBy: ['Previos'],
  table: 'recintos',
  displayField: 'nombre',
  fields: {
    clave: { kind: 'text', required: true, maxLength: 10, searchable: true, sortable: true, unique: true },
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    nombreCorto: { kind: 'text', maxLength: 60, searchable: true, sortable: true },
    aduanaId: { kind: 'reference', references: 'aduanas', required: true, filterable: true, sortable: true },
    habilitado: { kind: 'boolean', required: true, defaultValue: true, filterable: true, sortable: true },
  },
  listColumns: ['clave', 'nombre', 'nombreCorto', 'aduanaId', 'habilitado'],
  routes: { list: '/apps/bonden-warehouse/list', edit: '/apps/bonden-warehouse/edit', editAction: 'read' },
  menu: { group: 'customsData', icon: 'warehouse' },
});
