import type { CatalogueDefinition } from '../../define.ts';
import { tiposEquipoCatalogue } from './tipos-equipo.ts';
import { marcasCatalogue } from './marcas.ts';
import { modelosCatalogue } from './modelos.ts';
import { proveedoresTiCatalogue } from './proveedores-ti.ts';
import { proveedorTiContactosCatalogue } from './proveedor-ti-contactos.ts';
import { softwaresCatalogue } from './softwares.ts';
import { equiposCatalogue } from './equipos.ts';
import { bancosCatalogue } from './bancos.ts';
import { cuentasBancariasCatalogue } from './cuentas-bancarias.ts';

/** The area's catalogues, in order: a catalogue comes after every catalogue it refers to. */
export const IT_CATALOGUES: readonly CatalogueDefinition[] = [
  softwaresCatalogue,
  tiposEquipoCatalogue,
  marcasCatalogue,
  modelosCatalogue,
  proveedoresTiCatalogue,
  proveedorTiContactosCatalogue,
  equiposCatalogue,
  bancosCatalogue,
  cuentasBancariasCatalogue,
];

export {
  softwaresCatalogue,
  tiposEquipoCatalogue,
  marcasCatalogue,
  modelosCatalogue,
  proveedoresTiCatalogue,
  proveedorTiContactosCatalogue,
  equiposCatalogue,
  bancosCatalogue,
  cuentasBancariasCatalogue,
};
