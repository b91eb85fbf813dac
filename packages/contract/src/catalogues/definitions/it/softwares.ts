import { defineCatalogue } from '../../define.ts';

/** Software inventory: licences, their cost and expiry (highlighted 30 days ahead), access credentials and documents. */
export const softwaresCatalogue = defineCatalogue({
  name: 'softwares',
  apiPath: '/api/TI/Software',
  idField: 'softwareId',
  resource: 'Software',
  table: 'ti_software',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    serie: { kind: 'text', maxLength: 100, searchable: true, sortable: true },
    licencia: { kind: 'text', maxLength: 200, searchable: true, sortable: true },
    cantidadUsuarios: { kind: 'integer', min: 0, max: 100000, sortable: true },
    costo: { kind: 'decimal', precision: 14, scale: 2, min: 0, sortable: true },
    fechaCompra: { kind: 'date', sortable: true },
    fechaExpiracion: { kind: 'date', sortable: true, expiryWarningDays: 30 },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
    observaciones: { kind: 'longText', maxLength: 2000, wide: true },
    credenciales: { kind: 'secret', maxLength: 1000, wide: true },
    documentos: { kind: 'documents', wide: true },
  },
  listColumns: ['nombre', 'serie', 'licencia', 'cantidadUsuarios', 'fechaExpiracion', 'costo'],
  routes: {
    list: '/apps/ti/software/list',
    add: '/apps/ti/software/add',
    edit: '/apps/ti/software/details/:softwareId',
    // Spec point 2 lists the details route without an action: read (saving and revealing need write).
    editAction: 'read',
  },
  menu: { group: 'it', icon: 'key' },
});
