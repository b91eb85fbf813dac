import { catalogueTable } from './catalogues.ts';

// drizzle-kit finds tables by their exports: one line per catalogue of this area, named after its table.
export const tiSoftware = catalogueTable('softwares');
export const tiTiposEquipo = catalogueTable('tiposEquipo');
export const tiMarcas = catalogueTable('marcas');
export const tiModelos = catalogueTable('modelos');
export const tiProveedores = catalogueTable('proveedoresTi');
export const tiProveedorContactos = catalogueTable('proveedorTiContactos');
export const tiEquipos = catalogueTable('equipos');
export const tiBancos = catalogueTable('bancos');
export const tiCuentasBancarias = catalogueTable('cuentasBancarias');
