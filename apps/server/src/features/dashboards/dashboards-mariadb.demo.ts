import mysql from 'mysql2/promise';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cadenasConexion, objetosConsulta, tableroElementoAccesos, tableroElementos } from '@portal/db';
import { SecretBox } from '../../catalogues/catalogue-secrets.ts';
import type { AppDeps } from '../../platform/deps.ts';

/** Where the demo looks for MariaDB: this machine, as root with no password. */
export const DEMO_MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
/**
 * The demo reader's password is fixed, not random: every portal on this machine that seeds the demo (the e2e
 * servers start over copies of one database) must keep working, and a random one would be rotated under them.
 * It reads only the demo database.
 */
const DEMO_DATABASE = { database: 'portal_demo', reader: 'portal_demo_ro', password: 'PortalDemo-solo-lectura-1' };
const DESCRIPTION = 'MariaDB demo (embarques)';
const ELEMENT = 'Embarques por aduana (MariaDB)';

/** A demo operations table: shipments per customs office, week and customer. */
async function createDemoDatabase(root: mysql.Connection, password: string): Promise<void> {
  const { database, reader } = DEMO_DATABASE;
  await root.query(`create database if not exists ${database}`);
  await root.query(`create table if not exists ${database}.embarques (
    id int primary key, semana date not null, cliente varchar(60) not null, aduana char(2) not null, valor decimal(14,2) not null)`);
  const customers = ['Acme Industrial', 'Beta Logística', 'Gama Textil'];
  const offices = ['07', '24', '43', '51'];
  const rows = Array.from({ length: 48 }, (_, i) => [
    i + 1,
    new Date(Date.UTC(2026, 0, 5 + 7 * (i % 12))).toISOString().slice(0, 10),
    customers[i % customers.length]!,
    offices[(i * 7) % offices.length]!,
    1000 + ((i * 7919) % 25000),
  ]);
  await root.query(`insert ignore into ${database}.embarques (id, semana, cliente, aduana, valor) values ?`, [rows]);
  // A role that can only read this database: the executor refuses anything more (decision 0140).
  await root.query(`create user if not exists '${reader}'@'%' identified by ?`, [password]);
  await root.query(`alter user '${reader}'@'%' identified by ?`, [password]);
  await root.query(`grant select on ${database}.* to '${reader}'@'%'`);
}

/**
 * The demo's MariaDB source (decision 0140): when MariaDB answers on 127.0.0.1:3306 as root with no password,
 * a database `portal_demo` with shipments, a read-only user, a connection string to it, a query object and a
 * bar-chart element for the staff; otherwise a log line says it was skipped. Once per portal database.
 */
export async function seedDemoMariaDb(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'info'>,
  target: { host: string; port: number } = DEMO_MARIADB,
): Promise<boolean> {
  const [existing] = await deps.db
    .select({ id: cadenasConexion.cadenaConexionId })
    .from(cadenasConexion)
    .where(and(eq(cadenasConexion.tipo, 'mariadb'), eq(cadenasConexion.descripcion, DESCRIPTION)));
  if (existing) return false;
  let root: mysql.Connection;
  try {
    root = await mysql.createConnection({ ...DEMO_MARIADB, ...target, connectTimeout: 2000 });
  } catch (err) {
    log.info(
      { reason: (err as Error).message },
      `demo MariaDB not reachable on ${target.host}:${target.port}: its dashboard source is skipped`,
    );
    return false;
  }
  const { password } = DEMO_DATABASE;
  try {
    await createDemoDatabase(root, password);
  } finally {
    await root.end();
  }
  const [cadena] = await deps.db
    .insert(cadenasConexion)
    .values({
      tipo: 'mariadb',
      servidor: `${target.host}:${target.port}`,
      baseDatos: DEMO_DATABASE.database,
      usuario: DEMO_DATABASE.reader,
      passwordSellado: new SecretBox(deps.config.secretsKey).seal(password),
      descripcion: DESCRIPTION,
      sistema: 2,
    })
    .returning({ id: cadenasConexion.cadenaConexionId });
  const [query] = await deps.db
    .insert(objetosConsulta)
    .values({
      cadenaConexionId: cadena!.id,
      tipo: 'consulta',
      sql: 'select aduana, count(*) as embarques, sum(valor) as valor from embarques group by aduana order by aduana',
      descripcion: ELEMENT,
      columnas: [
        { nombre: 'aduana', tipo: 'texto' },
        { nombre: 'embarques', tipo: 'numero' },
        { nombre: 'valor', tipo: 'numero' },
      ],
    })
    .returning({ id: objetosConsulta.objetoConsultaId });
  const [element] = await deps.db
    .insert(tableroElementos)
    .values({ tipo: 3, nombre: ELEMENT, objetoConsultaId: query!.id, columnaEtiqueta: 'aduana', columnasValor: ['embarques'] })
    .returning({ id: tableroElementos.elementoId });
  await deps.db
    .insert(tableroElementoAccesos)
    .values(['editor', 'maintainer'].map((valor) => ({ elementoId: element!.id, tipo: 'rol', valor })));
  log.info({ cadenaConexionId: cadena!.id }, 'demo MariaDB source seeded');
  return true;
}
