import { defineCatalogue } from '../../define.ts';

/** Payment schemes: payroll, fees (honorarios), payroll plus commissions. */
export const esquemasPagoTipoCatalogue = defineCatalogue({
  name: 'esquemasPagoTipo',
  apiPath: '/api/RecursosHumanos/EsquemasPagoTipo',
  idField: 'esquemaPagoTipoId',
  resource: 'RecursosHumanos',
  table: 'hr_esquemas_pago_tipo',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 100, searchable: true, sortable: true, unique: true },
    descripcion: { kind: 'text', maxLength: 250, searchable: true },
  },
  listColumns: ['nombre', 'descripcion'],
  routes: {
    list: '/apps/human-resources/scheme-type-payment/list',
    add: '/apps/human-resources/scheme-type-payment/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/scheme-type-payment/edit/:esquemaPagoTipoId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'cash' },
});
