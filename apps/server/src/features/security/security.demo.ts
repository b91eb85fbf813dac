import { securityProfilePermissions, securityProfiles, type Database } from '@portal/db';

type Flags = { canRead: boolean; canWrite: boolean; canCreate: boolean; canDelete: boolean };
const all: Flags = { canRead: true, canWrite: true, canCreate: true, canDelete: true };
const read: Flags = { canRead: true, canWrite: false, canCreate: false, canDelete: false };

/** Two demo security profiles for the matrix and the profile screens. Called by seedDemo. */
export async function seedDemoSecurityProfiles(db: Database): Promise<void> {
  const demo: { nombre: string; descripcion: string; permisos: [string, string, Flags][] }[] = [
    {
      nombre: 'Oficial de seguridad',
      descripcion: 'Administra la matriz de permisos y los perfiles de seguridad',
      permisos: [
        ['Seguridad', 'Seguridad', all],
        ['Usuarios', 'Usuarios', read],
      ],
    },
    {
      nombre: 'Comunicación',
      descripcion: 'Publica y cancela boletines para el personal y los clientes',
      permisos: [['Boletines', 'Boletines', { canRead: true, canWrite: true, canCreate: true, canDelete: false }]],
    },
  ];
  for (const profile of demo) {
    const [row] = await db
      .insert(securityProfiles)
      .values({ nombre: profile.nombre, descripcion: profile.descripcion })
      .returning({ id: securityProfiles.perfilSeguridadId });
    await db
      .insert(securityProfilePermissions)
      .values(profile.permisos.map(([resource, title, flags]) => ({ perfilSeguridadId: row!.id, resource, title, ...flags })));
  }
}
