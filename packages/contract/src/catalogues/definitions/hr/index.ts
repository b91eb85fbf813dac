import type { CatalogueDefinition } from '../../define.ts';
import { departamentosCatalogue } from './departamentos.ts';
import { areasTrabajoCatalogue } from './areas-trabajo.ts';
import { escolaridadesCatalogue } from './escolaridades.ts';
import { estadosCivilesCatalogue } from './estados-civiles.ts';
import { lugaresTrabajoCatalogue } from './lugares-trabajo.ts';
import { puestosTrabajoCatalogue } from './puestos-trabajo.ts';
import { tiposEmpleadoCatalogue } from './tipos-empleado.ts';
import { clasesContratoCatalogue } from './clases-contrato.ts';
import { dedicacionesLaboralesCatalogue } from './dedicaciones-laborales.ts';
import { esquemasPagoTipoCatalogue } from './esquemas-pago-tipo.ts';
import { formacionesAcademicasCatalogue } from './formaciones-academicas.ts';
import { funcionesLaboralesCatalogue } from './funciones-laborales.ts';
import { habilidadTiposCatalogue } from './habilidad-tipos.ts';
import { habilidadesCatalogue } from './habilidades.ts';
import { idiomasCatalogue } from './idiomas.ts';
import { horariosCatalogue } from './horarios.ts';
import { perfilesCatalogue } from './perfiles.ts';
import { perfilFormacionesAcademicasCatalogue } from './perfil-formaciones-academicas.ts';
import { perfilHabilidadesCatalogue } from './perfil-habilidades.ts';
import { perfilIdiomasCatalogue } from './perfil-idiomas.ts';
import { perfilesSalarialesCatalogue } from './perfiles-salariales.ts';
import { periodoPagoTiposCatalogue } from './periodo-pago-tipos.ts';
import { puestosCatalogue } from './puestos.ts';
import { puestoFuncionesLaboralesCatalogue } from './puesto-funciones-laborales.ts';
import { puestoHorariosCatalogue } from './puesto-horarios.ts';
import { puestoLineasAscensoCatalogue } from './puesto-lineas-ascenso.ts';
import { solicitudesPersonalCatalogue } from './solicitudes-personal.ts';

/**
 * The area's catalogues, in order: a catalogue comes after every catalogue it refers to (jobs and staff
 * requests refer to the organisation chart's `areas`, registered before this list).
 */
export const HR_CATALOGUES: readonly CatalogueDefinition[] = [
  departamentosCatalogue,
  areasTrabajoCatalogue,
  escolaridadesCatalogue,
  estadosCivilesCatalogue,
  lugaresTrabajoCatalogue,
  puestosTrabajoCatalogue,
  tiposEmpleadoCatalogue,
  clasesContratoCatalogue,
  dedicacionesLaboralesCatalogue,
  esquemasPagoTipoCatalogue,
  formacionesAcademicasCatalogue,
  funcionesLaboralesCatalogue,
  habilidadTiposCatalogue,
  habilidadesCatalogue,
  idiomasCatalogue,
  horariosCatalogue,
  perfilesCatalogue,
  perfilFormacionesAcademicasCatalogue,
  perfilHabilidadesCatalogue,
  perfilIdiomasCatalogue,
  perfilesSalarialesCatalogue,
  periodoPagoTiposCatalogue,
  puestosCatalogue,
  puestoFuncionesLaboralesCatalogue,
  puestoHorariosCatalogue,
  puestoLineasAscensoCatalogue,
  solicitudesPersonalCatalogue,
];

export { GENEROS } from './generos.ts';
export { MOTIVOS_SOLICITUD_PERSONAL, ESTADOS_SOLICITUD_PERSONAL } from './solicitudes-personal.ts';
