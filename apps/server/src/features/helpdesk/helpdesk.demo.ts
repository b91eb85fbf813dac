import { inArray } from 'drizzle-orm';
import { slaDueDate, type TicketPriority, type TicketStatus } from '@portal/contract/features/helpdesk';
import {
  activeUsers,
  incidents,
  roles,
  ticketCategories,
  ticketCategoryUsers,
  ticketLog,
  tickets,
  userRoles,
  userSecurityProfiles,
  users,
  type Database,
} from '@portal/db';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createProfile } from '../../platform/seed.ts';

/** Help-desk staff of the demo (listed in the README with the other demo accounts). */
export const HELPDESK_DEMO_USERS = [
  { userName: 'soporte', password: 'Soporte123!', email: 'soporte@demo.portal.mx', fullName: 'Ricardo Salinas Duarte' },
  { userName: 'redes', password: 'Redes123!', email: 'redes@demo.portal.mx', fullName: 'Paola Treviño Garza' },
];

const HOUR = 3_600_000;

/** Demo rows of the help desk: a category tree with SLA, fixers, guard shifts, tickets in every state. */
export async function seedHelpdeskDemo(db: Database, now = new Date()): Promise<void> {
  const fixerProfile = await createProfile(db, 'Soporte técnico', 'Atiende los tickets de la mesa de ayuda', [
    ['MesaAyuda', 'r'],
    ['Users', 'r'],
    ['Incidencias', 'r'],
  ]);
  const staff: Record<string, number> = {};
  // A staff role, so that they land on the start page after signing in.
  const [maintainer] = await db
    .select({ id: roles.roleId })
    .from(roles)
    .where(inArray(roles.name, ['maintainer']));
  for (const demo of HELPDESK_DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({
        userName: demo.userName,
        email: demo.email,
        fullName: demo.fullName,
        passwordHash: await hashPassword(demo.password),
        status: 'active',
        emailConfirmed: true,
      })
      .returning({ id: users.userId });
    staff[demo.userName] = row!.id;
    await db.insert(userSecurityProfiles).values({ userId: row!.id, perfilSeguridadId: fixerProfile });
    if (maintainer) await db.insert(userRoles).values({ userId: row!.id, roleId: maintainer.id });
  }
  const existing = await db
    .select({ id: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['admin', 'capturista']));
  const idOf = (name: string) => staff[name] ?? existing.find((u) => u.userName === name)?.id;
  const soporte = idOf('soporte')!;
  const redes = idOf('redes')!;
  const capturista = idOf('capturista');
  const admin = idOf('admin');

  const category = async (
    nombre: string,
    abreviatura: string,
    slaHoras: number,
    parent: { id: number; ruta: string } | null,
    descripcion: string,
    evidenciaRecomendada = '',
  ) => {
    const ruta = parent ? `${parent.ruta} / ${nombre}` : nombre;
    const [row] = await db
      .insert(ticketCategories)
      .values({ nombre, abreviatura, slaHoras, ticketCategoriaPadreId: parent?.id ?? null, ruta, descripcion, evidenciaRecomendada })
      .returning({ id: ticketCategories.ticketCategoriaId });
    return { id: row!.id, ruta, slaHoras };
  };
  const sistemas = await category('Sistemas', 'SIS', 8, null, 'Equipos de cómputo, cuentas y software');
  const correo = await category(
    'Correo electrónico',
    'MAIL',
    4,
    sistemas,
    'Envío y recepción de correo, buzones compartidos',
    'Captura del mensaje de error',
  );
  const impresoras = await category(
    'Impresoras y escáneres',
    'IMP',
    24,
    sistemas,
    'Impresión de pedimentos y digitalización',
    'Foto del equipo y del error',
  );
  const red = await category('VPN y red', 'RED', 4, sistemas, 'Conexión a la red de la oficina y a la VPN');
  const operacion = await category('Operación aduanera', 'OPE', 12, null, 'Sistemas de la operación aduanera');
  const vucem = await category(
    'SAAI / VUCEM',
    'VUC',
    2,
    operacion,
    'Validación, firma y transmisión de pedimentos',
    'Acuse o mensaje de rechazo',
  );
  await category('Pedimentos', 'PED', 8, operacion, 'Captura y consulta de pedimentos');
  await category('Instalaciones', 'INS', 48, null, 'Mobiliario, aire acondicionado, accesos');

  const assign = (ticketCategoriaId: number, userId: number, tipoAsignacion: string, canFix: boolean) =>
    db.insert(ticketCategoryUsers).values({ ticketCategoriaId, userId, tipoAsignacion, canRead: true, canFix });
  for (const c of [sistemas, correo, impresoras]) await assign(c.id, soporte, 'responsable', true);
  await assign(red.id, redes, 'responsable', true);
  await assign(red.id, soporte, 'auxiliar', true);
  await assign(vucem.id, redes, 'responsable', true);
  await assign(operacion.id, redes, 'responsable', true);
  if (admin) await assign(sistemas.id, admin, 'observador', false);

  // Ricardo is on guard now; Paola takes the next shift.
  await db.insert(activeUsers).values([
    {
      userId: soporte,
      activo: true,
      guardiaInicio: new Date(now.getTime() - 2 * HOUR),
      guardiaFin: new Date(now.getTime() + 10 * HOUR),
      notas: 'Guardia matutina, extensión 214',
    },
    {
      userId: redes,
      activo: true,
      guardiaInicio: new Date(now.getTime() + 10 * HOUR),
      guardiaFin: new Date(now.getTime() + 22 * HOUR),
      notas: 'Guardia nocturna, celular de guardia',
    },
  ]);

  if (!capturista) return;
  const ticket = async (input: {
    categoria: { id: number; slaHoras: number };
    estatus: TicketStatus;
    prioridad: TicketPriority;
    hoursAgo: number;
    asignado: number | null;
    titulo: string;
    descripcion: string;
    solucion?: string;
    solvedHoursAgo?: number;
    calificacion?: number;
    comentario?: string;
  }) => {
    const inicio = new Date(now.getTime() - input.hoursAgo * HOUR);
    const solved = input.solvedHoursAgo !== undefined ? new Date(now.getTime() - input.solvedHoursAgo * HOUR) : null;
    const [row] = await db
      .insert(tickets)
      .values({
        estatus: input.estatus,
        prioridad: input.prioridad,
        ticketCategoriaId: input.categoria.id,
        usuarioReportaId: capturista,
        usuarioAsignadoId: input.asignado,
        fechaInicio: inicio,
        fechaVencimiento: slaDueDate(inicio, input.categoria.slaHoras),
        fechaSolucion: solved,
        fechaFin: input.estatus === 'cerrado' ? solved : null,
        ipEquipo: '192.168.10.45',
        tituloError: input.titulo,
        descripcionError: input.descripcion,
        descripcionSolucion: input.solucion ?? null,
        calificacionSatisfaccion: input.calificacion ?? null,
        comentariosSatisfaccion: input.comentario ?? null,
        slaAvisado: true,
      })
      .returning({ id: tickets.ticketId });
    await db
      .insert(ticketLog)
      .values({ ticketId: row!.id, userId: capturista, at: inicio, accion: 'creado', campo: 'estatus', valorNuevo: 'abierto' });
    if (input.asignado)
      await db.insert(ticketLog).values({
        ticketId: row!.id,
        userId: null,
        at: inicio,
        accion: 'asignacion',
        campo: 'usuarioAsignadoId',
        valorNuevo: String(input.asignado),
      });
    if (input.estatus !== 'abierto' && input.estatus !== 'asignado') {
      await db.insert(ticketLog).values({
        ticketId: row!.id,
        userId: input.asignado,
        at: solved ?? now,
        accion: 'estatus',
        campo: 'estatus',
        valorAnterior: 'asignado',
        valorNuevo: input.estatus,
      });
    }
  };
  await ticket({
    categoria: vucem,
    estatus: 'cerrado',
    prioridad: 'critica',
    hoursAgo: 240,
    asignado: redes,
    titulo: 'VUCEM rechaza la firma del pedimento',
    descripcion: 'Error de sello digital al transmitir',
    solucion: 'Se renovó el certificado e.firma del agente aduanal',
    solvedHoursAgo: 239,
    calificacion: 5,
    comentario: 'Muy rápido',
  });
  await ticket({
    categoria: correo,
    estatus: 'cerrado',
    prioridad: 'media',
    hoursAgo: 170,
    asignado: soporte,
    titulo: 'Outlook no descarga correos',
    descripcion: 'Se queda en "actualizando carpeta"',
    solucion: 'Se reparó el perfil de Outlook',
    solvedHoursAgo: 160,
    calificacion: 3,
    comentario: 'Tardó más de lo esperado',
  });
  await ticket({
    categoria: impresoras,
    estatus: 'resuelto',
    prioridad: 'media',
    hoursAgo: 30,
    asignado: soporte,
    titulo: 'La impresora de pedimentos imprime en blanco',
    descripcion: 'Sale la hoja sin texto desde el SAAI',
    solucion: 'Se cambió el tóner y se limpió el fusor',
    solvedHoursAgo: 20,
  });
  await ticket({
    categoria: red,
    estatus: 'enProceso',
    prioridad: 'alta',
    hoursAgo: 3,
    asignado: soporte,
    titulo: 'VPN se desconecta cada 10 minutos',
    descripcion: 'Trabajando desde la aduana de Nuevo Laredo',
  });
  await ticket({
    categoria: correo,
    estatus: 'asignado',
    prioridad: 'baja',
    hoursAgo: 1,
    asignado: soporte,
    titulo: 'Agregar buzón compartido de clasificación',
    descripcion: 'Necesito acceso al buzón clasificacion@',
  });
  await ticket({
    categoria: operacion,
    estatus: 'abierto',
    prioridad: 'alta',
    hoursAgo: 14,
    asignado: null,
    titulo: 'El sistema de pedimentos no abre',
    descripcion: 'Marca error de conexión a la base de datos',
  });
  await ticket({
    categoria: impresoras,
    estatus: 'reabierto',
    prioridad: 'media',
    hoursAgo: 50,
    asignado: soporte,
    titulo: 'El escáner no envía a la carpeta',
    descripcion: 'Volvió a fallar después de la reparación',
    solucion: 'Se reconfiguró la carpeta compartida',
  });

  await db.insert(incidents).values({
    titulo: 'Intermitencia en VUCEM',
    descripcion: 'El SAT reporta lentitud en la transmisión de pedimentos; reintente si recibe un error de tiempo de espera.',
    fechaFin: new Date(now.getTime() + 6 * HOUR),
    activo: true,
    createdBy: admin ?? null,
  });
}
