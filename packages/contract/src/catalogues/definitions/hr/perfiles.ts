import { defineCatalogue } from '../../define.ts';
import { GENEROS } from './generos.ts';

/**
 * Job profiles: who a job asks for. Their academic training, skills, languages and salary profiles are
 * listed on the profile's form (standalone children). The engine has no cross-field rule, so a minimum
 * age above the maximum is not refused yet.
 */
export const perfilesCatalogue = defineCatalogue({
  name: 'perfiles',
  apiPath: '/api/RecursosHumanos/Perfiles',
  idField: 'perfilId',
  resource: 'RecursosHumanos',
  table: 'hr_perfiles',
  displayField: 'nombre',
  fields: {
    nombre: { kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true, unique: true },
    genero: { kind: 'enum', values: GENEROS, required: true, defaultValue: 'indistinto', filterable: true },
    estadoCivilId: { kind: 'reference', references: 'estadosCiviles', sortable: true },
    edadMinima: { kind: 'integer', min: 18, max: 99, sortable: true },
    edadMaxima: { kind: 'integer', min: 18, max: 99, atLeast: 'edadMinima', sortable: true },
    descripcion: { kind: 'longText', maxLength: 1000, searchable: true, wide: true },
  },
  listColumns: ['nombre', 'genero', 'edadMinima', 'edadMaxima'],
  routes: {
    list: '/apps/human-resources/profile/list',
    add: '/apps/human-resources/profile/add',
    // Spec point 2 gives this add route no action: read (the form saves only with create).
    addAction: 'read',
    edit: '/apps/human-resources/profile/edit/:perfilId',
    editAction: 'read',
  },
  menu: { group: 'humanResources', icon: 'users' },
});
