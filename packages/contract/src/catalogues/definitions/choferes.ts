import { defineCatalogue } from '../define.ts';

/**
 * Drivers and their unique badge (issue 14, decision 0102): the badge's code is printed as a QR code from the
 * driver's record and scanned to start a load; an unknown, inactive or busy badge is refused there.
 */
export const choferesCatalogue = defineCatalogue({
  name: 'choferes',
  apiPath: '/api/Confrontas/Choferes',
  idField: 'choferId',
  resource: 'Confrontas',
  table: 'choferes',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    // Unique regardless of case: a load looks the scanned code up the same way.
    gafete: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true, unique: true },
    licencia: { kind: 'text', maxLength: 30, searchable: true },
    telefono: { kind: 'phone' },
    activo: { kind: 'boolean', required: true, defaultValue: true, filterable: true, sortable: true },
  },
  listColumns: ['nombre', 'gafete', 'licencia', 'activo'],
  routes: {
    list: '/apps/confronts/drivers/list',
    add: '/apps/confronts/drivers/add',
    edit: '/apps/confronts/drivers/edit/:choferId',
    editAction: 'write',
    print: '/apps/confronts/drivers/badge/:choferId',
  },
  menu: { group: 'operations', icon: 'users' },
});
