import { eq, inArray } from 'drizzle-orm';
import { bulletinCustomers, bulletinRoles, bulletins, roles, users, type Database } from '@portal/db';

/** Demo bulletins: public and internal ones, one of them cancelled. Called by seedDemo. */
export async function seedDemoBulletins(db: Database): Promise<void> {
  const [admin] = await db.select({ id: users.userId }).from(users).where(eq(users.userName, 'admin'));
  const createdBy = admin?.id ?? null;
  const roleRows = await db
    .select()
    .from(roles)
    .where(inArray(roles.name, ['editor', 'subscriber', 'client']));
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.roleId;
  const demo = [
    {
      boletinTipo: 'normativa',
      titulo: 'Actualización de las Reglas Generales de Comercio Exterior',
      contenido:
        '<p>Se publicaron modificaciones a las <strong>RGCE</strong>. Revise los cambios en el anexo 22 antes de transmitir pedimentos.</p><ul><li>Nuevas claves de documento</li><li>Cambios en identificadores</li></ul>',
      esPublico: true,
      roles: ['editor', 'subscriber', 'client'],
      clientes: [1],
    },
    {
      boletinTipo: 'aviso',
      titulo: 'Horario extendido en la aduana de Nuevo Laredo',
      contenido: '<p>Durante la temporada alta la aduana opera de <em>7:00 a 23:00 h</em>. Programe sus cruces con anticipación.</p>',
      esPublico: true,
      roles: ['client'],
      clientes: [],
    },
    {
      boletinTipo: 'operativo',
      titulo: 'Cambio de procedimiento de previos en almacén',
      contenido: '<p>A partir del lunes toda foto de previo debe incluir la etiqueta del bulto visible.</p>',
      esPublico: false,
      roles: ['editor'],
      clientes: [],
    },
    {
      boletinTipo: 'mantenimiento',
      titulo: 'Mantenimiento programado del portal',
      contenido: '<p>El portal no estará disponible el domingo de 2:00 a 4:00 h.</p>',
      esPublico: false,
      roles: ['editor', 'subscriber'],
      clientes: [],
      cancelado: true,
    },
  ];
  for (const item of demo) {
    const [row] = await db
      .insert(bulletins)
      .values({
        boletinTipo: item.boletinTipo,
        titulo: item.titulo,
        contenido: item.contenido,
        esPublico: item.esPublico,
        createdBy,
        ...(item.cancelado
          ? { canceladoAt: new Date(), canceladoPor: createdBy, motivoCancelacion: 'Se reprogramó el mantenimiento' }
          : {}),
      })
      .returning({ id: bulletins.boletinId });
    const boletinId = row!.id;
    const ids = item.roles.map(roleId).filter((id): id is number => id !== undefined);
    if (ids.length > 0) await db.insert(bulletinRoles).values(ids.map((id) => ({ boletinId, roleId: id })));
    if (item.clientes.length > 0) await db.insert(bulletinCustomers).values(item.clientes.map((clienteId) => ({ boletinId, clienteId })));
  }
}
