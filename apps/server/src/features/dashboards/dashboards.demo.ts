import {
  cadenasConexion,
  filtrosCondicion,
  objetosConsulta,
  tableroElementoAccesos,
  tableroElementoFiltros,
  tableroElementos,
  type Database,
} from '@portal/db';
import { createProfile } from '../../platform/seed.ts';

const n = (nombre: string) => ({ nombre, tipo: 'numero' });
const s = (nombre: string) => ({ nombre, tipo: 'texto' });
const d = (nombre: string) => ({ nombre, tipo: 'fecha' });

/**
 * Demo dashboards over the portal's own database (read as portal_tableros): pedimentos per week, top
 * customers by customs value (limited to the viewer's customers by a session filter) and tickets by SLA
 * state; the staff and client roles may read Tableros. The demo MariaDB source is seeded at start-up when MariaDB
 * answers (dashboards-mariadb.demo.ts).
 */
export async function seedDashboardsDemo(db: Database): Promise<void> {
  await createProfile(
    db,
    'Tableros',
    'Consulta de su tablero',
    [['Tableros', 'r']],
    ['editor', 'subscriber', 'client', 'author', 'maintainer'],
  );
  const [portal] = await db
    .insert(cadenasConexion)
    .values({ tipo: 'portal', descripcion: 'Portal (sólo lectura)', sistema: 1 })
    .returning({ id: cadenasConexion.cadenaConexionId });
  const query = async (descripcion: string, sql: string, columnas: { nombre: string; tipo: string }[]) => {
    const [row] = await db
      .insert(objetosConsulta)
      .values({ cadenaConexionId: portal!.id, tipo: 'consulta', sql, descripcion, columnas })
      .returning({ id: objetosConsulta.objetoConsultaId });
    return row!.id;
  };
  const perWeek = await query(
    'Pedimentos por semana',
    'select semana, cliente_id, aduana, count(*) as pedimentos from tableros.pedimentos where semana is not null group by semana, cliente_id, aduana order by semana',
    [d('semana'), n('cliente_id'), s('aduana'), n('pedimentos')],
  );
  const topCustomers = await query(
    'Clientes por valor en aduana',
    "select cliente_id, coalesce(cliente, '(sin cliente)') as cliente, sum(valor_aduana) as valor_aduana from tableros.pedimentos group by cliente_id, cliente order by 3 desc limit 10",
    [n('cliente_id'), s('cliente'), n('valor_aduana')],
  );
  const tickets = await query(
    'Tickets por estado de SLA',
    'select estado_sla, count(*) as tickets from tableros.tickets group by estado_sla',
    [s('estado_sla'), n('tickets')],
  );
  const [session] = await db
    .insert(filtrosCondicion)
    .values({ nombre: 'Clientes de la sesión', tipo: 'sesion', valoresUsuario: 'clientes', tipoDato: 'numero', operadorLogico: '=' })
    .returning({ id: filtrosCondicion.filtroCondicionId });
  const [customs] = await db
    .insert(filtrosCondicion)
    .values({
      nombre: 'Mis aduanas',
      tipo: 'usuario',
      valoresUsuario: 'aduanas',
      tipoDato: 'texto',
      operadorLogico: '=',
      seleccionMultiple: true,
    })
    .returning({ id: filtrosCondicion.filtroCondicionId });
  const element = async (
    tipo: number,
    nombre: string,
    objetoConsultaId: number,
    columnaEtiqueta: string,
    columnasValor: string[],
    roles: string[],
  ) => {
    const [row] = await db
      .insert(tableroElementos)
      .values({ tipo, nombre, objetoConsultaId, columnaEtiqueta, columnasValor })
      .returning({ id: tableroElementos.elementoId });
    await db.insert(tableroElementoAccesos).values(roles.map((valor) => ({ elementoId: row!.id, tipo: 'rol', valor })));
    return row!.id;
  };
  const weekly = await element(4, 'Pedimentos por semana', perWeek, 'semana', ['pedimentos'], ['editor', 'client']);
  const top = await element(3, 'Clientes principales por valor', topCustomers, 'cliente', ['valor_aduana'], ['editor', 'client']);
  await element(5, 'Tickets por estado de SLA', tickets, 'estado_sla', ['tickets'], ['editor', 'maintainer']);
  await db.insert(tableroElementoFiltros).values([
    { elementoId: weekly, orden: 0, filtroCondicionId: session!.id, nombre: 'clientes', etiqueta: 'Clientes', columna: 'cliente_id' },
    { elementoId: weekly, orden: 1, filtroCondicionId: customs!.id, nombre: 'aduanas', etiqueta: 'Aduanas', columna: 'aduana' },
    { elementoId: top, orden: 0, filtroCondicionId: session!.id, nombre: 'clientes', etiqueta: 'Clientes', columna: 'cliente_id' },
  ]);
}
