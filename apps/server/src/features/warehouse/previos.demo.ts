import { asc, eq } from 'drizzle-orm';
import {
  choferes,
  clientes,
  confrontaItems,
  confrontas,
  previoLineas,
  previoObservaciones,
  previos,
  userSecurityProfiles,
  users,
  type Database,
} from '@portal/db';
import { createProfile } from '../../platform/seed.ts';

/**
 * Warehouse demo: a "Bodega" profile (previous inspections and confrontations) for the demo capturista, and one
 * open previo of the first customer with a line still waiting for its photo, so the capture screen has work; two
 * drivers (one inactive) and an open confrontation of patent 3210 to scan and load.
 */
export async function seedWarehouseDemo(db: Database, adminUserId: number): Promise<void> {
  const profile = await createProfile(db, 'Bodega', 'Previos, confrontas y cargas en el recinto', [
    ['Previos', 'r', 'w', 'c'],
    ['Confrontas', 'r', 'w', 'c'],
  ]);
  const [staff] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'capturista'));
  if (staff) await db.insert(userSecurityProfiles).values({ userId: staff.userId, perfilSeguridadId: profile });
  const [customer] = await db.select({ id: clientes.id! }).from(clientes).orderBy(asc(clientes.id!)).limit(1);
  if (!customer) return;
  const [previo] = await db
    .insert(previos)
    .values({
      clienteId: Number(customer.id),
      fechaPrevio: new Date().toISOString().slice(0, 10),
      guiaMaster: '13912345675',
      numeroContenedor: 'CSQU3054383',
      procesador: 'José Luis Zamora Garza',
      tipoCarga: 'contenerizada',
      tipoPrevio: 'total',
      bultos: 4,
      createdBy: adminUserId,
    })
    .returning({ previoId: previos.previoId });
  await db.insert(previoLineas).values({
    previoId: previo!.previoId,
    orden: 0,
    numeroFactura: 'F-2026-118',
    descripcion: 'Tornillo hexagonal de acero 3/8"',
    cantidadFisica: '1200',
    cantidadFactura: '1200',
    unidad: 'PZA',
  });
  await db.insert(previoObservaciones).values({
    previoId: previo!.previoId,
    texto: 'Falta la foto de la mercancía y la de la guía.',
    requiereRevision: true,
    createdBy: adminUserId,
  });
  await db.insert(choferes).values([
    { nombre: 'Ramón Treviño Garza', gafete: 'GAF-1001', licencia: 'NL-0457812', activo: true },
    { nombre: 'Arturo Salinas Peña', gafete: 'GAF-1002', activo: false },
  ]);
  const [confronta] = await db
    .insert(confrontas)
    .values({ numeroControl: 'CTRL-2026-0001', patente: '3210', pedimento: '6000101', remesa: '1', createdBy: adminUserId })
    .returning({ id: confrontas.confrontaId });
  await db.insert(confrontaItems).values(
    [
      ['guiaMaster', '13912345675'],
      ['guiaHouse', 'HAWB-5521'],
      ['bulto', 'BULTO-001'],
      ['bulto', 'BULTO-002'],
      ['bulto', 'BULTO-003'],
    ].map(([tipo, codigo]) => ({ confrontaId: confronta!.id, tipo: tipo!, codigo: codigo! })),
  );
}
