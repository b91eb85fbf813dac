import { defineCatalogue } from '../../define.ts';

/** Kinds of IT equipment (laptop, desktop, printer, phone…): equipment and models are classified by them. */
export const tiposEquipoCatalogue = defineCatalogue({
  name: 'tiposEquipo',
  apiPath: '/api/TI/TiposEquipo',
  idField: 'tipoEquipoId',
  resource: 'TipoEquipo',
  table: 'ti_tipos_equipo',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'longText', maxLength: 500, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/ti/typeequipment/list',
    add: '/apps/ti/typeequipment/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/ti/typeequipment/details/:tipoEquipoId',
    // The spec gives the details screen no action: read (the form saves only with create/write).
    editAction: 'read',
  },
  menu: { group: 'it', icon: 'device' },
});
