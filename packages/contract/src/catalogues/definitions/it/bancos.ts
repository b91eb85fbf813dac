import { defineCatalogue } from '../../define.ts';

/** Banks by their 3-digit SAT/Banxico code (the first three digits of a CLABE). Listed under Banco, written under CuentaBancaria. */
export const bancosCatalogue = defineCatalogue({
  name: 'bancos',
  apiPath: '/api/TI/Bancos',
  idField: 'bancoId',
  resource: 'Banco',
  writeResource: 'CuentaBancaria',
  table: 'ti_bancos',
  displayField: 'nombreCorto',
  fields: {
    clave: {
      kind: 'text',
      required: true,
      maxLength: 3,
      pattern: /^\d{3}$/,
      patternMessage: 'validation.bankCode',
      searchable: true,
      sortable: true,
      unique: true,
    },
    nombreCorto: { kind: 'text', required: true, maxLength: 60, searchable: true, sortable: true, unique: true },
    nombre: { kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true },
  },
  listColumns: ['clave', 'nombreCorto', 'nombre'],
  routes: {
    list: '/apps/ti/bank/list',
    add: '/apps/ti/bank/add',
    // Spec: add and edit need write on CuentaBancaria.
    addAction: 'write',
    edit: '/apps/ti/bank/edit/:bancoId',
    editAction: 'write',
  },
  menu: { group: 'it', icon: 'bank' },
});
