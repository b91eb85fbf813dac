import { defineCatalogue } from '../../define.ts';

/** Pay periods: weekly, fortnightly, monthly. */
export const periodoPagoTiposCatalogue = defineCatalogue({
  name: 'periodoPagoTipos',
  apiPath: '/api/RecursosHumanos/PeriodoPagoTipos',
  idField: 'periodoPagoTipoId',
  resource: 'RecursosHumanos',
  table: 'hr_periodo_pago_tipos',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    dias: { kind: 'integer', min: 1, max: 31, sortable: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'dias', 'descripcion'],
  routes: {
    list: '/apps/human-resources/payment-type-period/list',
    add: '/apps/human-resources/payment-type-period/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/payment-type-period/edit/:periodoPagoTipoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'cash' },
});
