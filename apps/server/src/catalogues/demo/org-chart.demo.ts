import type { Database } from '@portal/db';
import { insertAll } from '../catalogue.demo.ts';

/** Hierarchical levels, from the top: name and description. */
const LEVELS: [string, string][] = [
  ['Dirección general', 'Máxima autoridad de la agencia aduanal; responde ante el agente aduanal y los socios'],
  ['Dirección', 'Dirige un área de negocio o de soporte'],
  ['Gerencia', 'Gestiona un proceso y su equipo'],
  ['Coordinación', 'Coordina la operación diaria de un equipo'],
  ['Jefatura', 'Supervisa un turno, una aduana o una célula de trabajo'],
];

/**
 * The organisation chart of a customs broker: index (its place in the tree: "1.1.2" depends on "1.1"),
 * name, level (position in LEVELS) and description.
 */
const AREAS: [string, string, number, string][] = [
  ['1', 'Dirección General', 0, 'Dirección de la agencia aduanal, patente y relación con la autoridad'],
  ['1.1', 'Operaciones', 1, 'Despacho aduanero de importación y exportación en todas las aduanas'],
  ['1.1.1', 'Tráfico Aduanal', 2, 'Pedimentos, revalidación, previos y despacho'],
  ['1.1.1.1', 'Tráfico Aéreo', 4, 'Despacho en aduanas aeroportuarias (AICM, Guadalajara, Querétaro)'],
  ['1.1.1.2', 'Tráfico Terrestre', 4, 'Despacho en aduanas fronterizas (Nuevo Laredo, Tijuana, Ciudad Juárez)'],
  ['1.1.2', 'Clasificación Arancelaria', 2, 'Fracciones, NICO, regulaciones y restricciones no arancelarias'],
  ['1.1.2.1', 'Glosa', 3, 'Revisión de pedimentos antes y después del pago'],
  ['1.1.3', 'Almacén', 3, 'Recepción, confronta de guías y bultos y carga de unidades'],
  ['1.2', 'Comercio Exterior', 1, 'Programas IMMEX y PROSEC, padrones y certificaciones de los clientes'],
  ['1.2.1', 'Atención a Clientes', 2, 'Ejecutivos de cuenta y seguimiento de operaciones'],
  ['1.2.2', 'Cumplimiento y Padrones', 3, 'Padrón de importadores, encargos conferidos y anexo 24'],
  ['1.3', 'Administración y Finanzas', 1, 'Finanzas, contabilidad, personal y tecnología'],
  ['1.3.1', 'Contabilidad', 2, 'Contabilidad general, impuestos y cuentas de gastos'],
  ['1.3.1.1', 'Cuentas por Cobrar', 4, 'Facturación de honorarios y cobranza de anticipos'],
  ['1.3.2', 'Recursos Humanos', 2, 'Reclutamiento, nómina, capacitación y clima laboral'],
  ['1.3.3', 'Sistemas', 2, 'Infraestructura, sistema de pedimentos y portal'],
  ['1.3.3.1', 'Soporte Técnico', 4, 'Mesa de ayuda y equipos de cómputo'],
  ['1.4', 'Calidad', 2, 'Sistema de gestión de calidad, OEA y auditorías internas'],
];

const parentIndex = (index: string) => index.split('.').slice(0, -1).join('.');
const depth = (index: string) => index.split('.').length;

/** Demo rows of the area's catalogues (first run only): the levels, then the areas as a real tree, parents first. */
export async function seedOrgChartDemo(db: Database, userId: number): Promise<void> {
  const levelIds = await insertAll(
    db,
    'nivelesJerarquicos',
    LEVELS.map(([nombre, descripcion], i) => ({ nombre, orden: i + 1, descripcion })),
    userId,
  );
  const ids = new Map<string, number>();
  const deepest = Math.max(...AREAS.map(([index]) => depth(index)));
  for (let level = 1; level <= deepest; level += 1) {
    const rows = AREAS.filter(([index]) => depth(index) === level);
    const inserted = await insertAll(
      db,
      'areas',
      rows.map(([indice, nombre, nivel, descripcion]) => ({
        nombre,
        indice,
        nivelJerarquicoId: levelIds[nivel]!,
        areaDependeId: level === 1 ? null : ids.get(parentIndex(indice))!,
        orden: Number(indice.split('.').at(-1)),
        descripcion,
      })),
      userId,
    );
    rows.forEach(([index], i) => ids.set(index, inserted[i]!));
  }
}
