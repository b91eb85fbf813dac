import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  clasificacionComentarios,
  clasificacionSolicitudes,
  clientes,
  securityProfilePermissions,
  securityProfiles,
  users,
  type Database,
} from '@portal/db';

/** Who takes part in classifications in the demo: the staff profile classifies, the customer profile requests. */
const GRANTS: [string, { canRead: boolean; canWrite: boolean; canCreate: boolean; canDelete: boolean }][] = [
  ['Capturista de operaciones', { canRead: true, canWrite: true, canCreate: true, canDelete: false }],
  ['Cliente', { canRead: true, canWrite: false, canCreate: true, canDelete: false }],
];

/** Grants Clasificaciones to the demo profiles and leaves a few requests of the first customer, one answered. */
export async function seedClassificationsDemo(db: Database): Promise<void> {
  const profiles = await db
    .select({ id: securityProfiles.perfilSeguridadId, nombre: securityProfiles.nombre })
    .from(securityProfiles)
    .where(
      inArray(
        securityProfiles.nombre,
        GRANTS.map(([nombre]) => nombre),
      ),
    );
  for (const [nombre, flags] of GRANTS) {
    const profile = profiles.find((p) => p.nombre === nombre);
    if (profile)
      await db
        .insert(securityProfilePermissions)
        .values({ perfilSeguridadId: profile.id, resource: 'Clasificaciones', title: 'Clasificaciones', ...flags });
  }
  const [cliente] = await db.select({ id: clientes.id! }).from(clientes).orderBy(clientes.id!).limit(1);
  const people = await db
    .select({ id: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['cliente', 'capturista']));
  const requester = people.find((p) => p.userName === 'cliente')?.id;
  const classifier = people.find((p) => p.userName === 'capturista')?.id;
  if (!cliente || !requester) return;
  const rows = [
    { numeroParte: 'DEMO-CL-001', descripcion: 'Tornillo hexagonal de acero inoxidable M8', peso: '0.0150', unidadMedida: '06' },
    { numeroParte: 'DEMO-CL-002', descripcion: 'Arnés eléctrico con conectores para tablero', peso: '0.8000', unidadMedida: '06' },
    { numeroParte: 'DEMO-CL-003', descripcion: 'Empaque de hule vulcanizado', peso: '0.0200', unidadMedida: '06' },
  ];
  const created = await db
    .insert(clasificacionSolicitudes)
    .values(
      rows.map((row, i) => ({
        ...row,
        tipoSolicitud: 1,
        clienteId: cliente.id as number,
        solicitanteId: requester,
        tipoOperacion: '1',
        requiereFichaTecnica: i === 1,
      })),
    )
    .returning({ id: clasificacionSolicitudes.solicitudId });
  if (classifier && created[0]) {
    await db.insert(clasificacionComentarios).values([
      { solicitudId: created[0].id, userId: requester, texto: 'Se usa en el ensamble de soportes.' },
      { solicitudId: created[0].id, userId: classifier, texto: '¿Nos compartes la ficha técnica del acabado?' },
    ]);
    await db
      .update(clasificacionSolicitudes)
      .set({ clasificadorId: classifier, updatedAt: sql`now()` })
      .where(and(eq(clasificacionSolicitudes.solicitudId, created[0].id)));
  }
}
