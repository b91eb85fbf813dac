import { defineCatalogue } from '../../define.ts';

/**
 * Salary profiles: monthly base, benefits and variable pay (MXN). A salary profile may belong to a
 * profile (then it is listed on the profile's form); jobs pick one either way.
 */
export const perfilesSalarialesCatalogue = defineCatalogue({
  name: 'perfilesSalariales',
  apiPath: '/api/RecursosHumanos/PerfilesSalariales',
  idField: 'perfilSalarialId',
  resource: 'RecursosHumanos',
  table: 'hr_perfiles_salariales',
  displayField: 'nombre',
  parent: { catalogue: 'perfiles', field: 'perfilId', standalone: true },
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    perfilId: { kind: 'reference', references: 'perfiles', filterable: true, sortable: true },
    base: { kind: 'decimal', precision: 14, scale: 2, min: 0, required: true, sortable: true },
    tienePrestaciones: { kind: 'boolean', required: true, defaultValue: true, filterable: true },
    prestaciones: { kind: 'decimal', precision: 14, scale: 2, min: 0, sortable: true },
    variable: { kind: 'decimal', precision: 14, scale: 2, min: 0, sortable: true },
  },
  listColumns: ['nombre', 'perfilId', 'base', 'tienePrestaciones', 'prestaciones', 'variable'],
  routes: {
    list: '/apps/human-resources/profile-salary/list',
    add: '/apps/human-resources/profile-salary/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/profile-salary/edit/:perfilSalarialId',
    editAction: 'read',
  },
});
