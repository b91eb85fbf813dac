import { defineCatalogue } from '../../define.ts';

/**
 * Models of a brand for a type of equipment (Dell · Laptop · Latitude 5440). The spec names no
 * resource for models: they are granted with brands (Marcas).
 */
export const modelosCatalogue = defineCatalogue({
  name: 'modelos',
  apiPath: '/api/TI/Modelos',
  idField: 'tipoEquipoMarcaModeloId',
  resource: 'Marcas',
  table: 'ti_modelos',
  displayField: 'nombre',
  fields: {
    marcaId: { kind: 'reference', references: 'marcas', required: true, sortable: true, filterable: true },
    tipoEquipoId: { kind: 'reference', references: 'tiposEquipo', required: true, sortable: true, filterable: true },
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true, uniqueWith: ['marcaId'] },
  },
  listColumns: ['marcaId', 'tipoEquipoId', 'nombre'],
  routes: {
    list: '/apps/ti/model/list',
    add: '/apps/ti/model/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/ti/model/edit/:tipoEquipoMarcaModeloId',
    editAction: 'read',
  },
  menu: { group: 'it', icon: 'cpu' },
});
