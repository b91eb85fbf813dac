import { defineCatalogue } from '../../define.ts';

/** Bank accounts (the company's, or an IT provider's for payments), with a CLABE checked by its control digit. */
export const cuentasBancariasCatalogue = defineCatalogue({
  name: 'cuentasBancarias',
  apiPath: '/api/TI/CuentasBancarias',
  idField: 'proveedorTiCuentaBancariaId',
  resource: 'CuentaBancaria',
  table: 'ti_cuentas_bancarias',
  displayField: 'nombreCorto',
  fields: {
    nombreCorto: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true },
    bancoId: { kind: 'reference', references: 'bancos', required: true, sortable: true, filterable: true },
    proveedorTiId: { kind: 'reference', references: 'proveedoresTi', sortable: true, filterable: true },
    razonSocial: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
    rfc: { kind: 'rfc', searchable: true, sortable: true },
    numeroCuenta: { kind: 'text', maxLength: 20, searchable: true, sortable: true },
    clabe: { kind: 'clabe', required: true, searchable: true },
    // Never a full card number: the last four digits, optionally masked (PCI DSS).
    tarjeta: {
      kind: 'text',
      maxLength: 19,
      pattern: /^(?:\d{4} ?)?(?:\*{4} ?){0,3}\d{4}$/,
      patternMessage: 'validation.cardNumber',
      searchable: true,
    },
    codigoPostal: { kind: 'text', maxLength: 5, pattern: /^\d{5}$/, patternMessage: 'validation.postalCode' },
  },
  listColumns: ['nombreCorto', 'bancoId', 'razonSocial', 'numeroCuenta', 'clabe', 'proveedorTiId'],
  routes: {
    list: '/apps/ti/account-bank/list',
    add: '/apps/ti/account-bank/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/ti/account-bank/edit/:proveedorTiCuentaBancariaId',
    editAction: 'write',
  },
  menu: { group: 'it', icon: 'cash' },
});
