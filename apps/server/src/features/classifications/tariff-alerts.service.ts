import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseSort, type ListResponse } from '@portal/contract';
import type { TarifaAlerta, TarifaAlertaListQuery } from '@portal/contract/features/classifications';
import {
  clasificacionSolicitudes as solicitudes,
  clientes,
  fraccionesNico,
  partes,
  referenceDataVersions,
  rowsOf,
  tarifaAlertas as alertas,
  type Database,
  isoInstant,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import { inForce } from '../../platform/reference-data.ts';
import type { Caller } from '../../platform/route-access.ts';
import { classifiersOf } from './classify.service.ts';

const JOB = 'clasificaciones-tarifa';

/**
 * The suggested code for an old fraction + NICO: another NICO of the same fraction in force, else the first code in
 * force of the same subheading (6 digits). SAT publishes no machine-readable correlation with the tariff files.
 */
const suggestion = (fraccion: unknown) => sql`(
  select ${fraccionesNico.codigo} || '|' || ${fraccionesNico.descripcion} from ${fraccionesNico}
   where ${inForce(fraccionesNico)} and ${fraccionesNico.fraccion} like left(${fraccion}, 6) || '%'
   order by (${fraccionesNico.fraccion} = ${fraccion}) desc, ${fraccionesNico.codigo} limit 1)`;
const notInForce = (fraccion: unknown, nico: unknown) =>
  sql`not exists (select 1 from ${fraccionesNico} where ${fraccionesNico.codigo} = ${fraccion} || ${nico} and ${inForce(fraccionesNico)})`;

/**
 * Flags every part and classified request whose code is not in force in the loaded tariff (expired or gone), once
 * per record and old code, and tells the classifiers how many are new. Runs after each start, when the
 * reference-data loader may have brought a newer tariff.
 */
export async function flagTariffChanges(deps: Pick<AppDeps, 'db' | 'notifications'>): Promise<number> {
  const { db } = deps;
  const [loaded] = await db.select({ version: referenceDataVersions.version }).from(referenceDataVersions).limit(1);
  const version = loaded?.version ?? '';
  const insert = (
    tipo: 'parte' | 'solicitud',
    source: { id: unknown; cliente: unknown; numero: unknown; fraccion: unknown; nico: unknown; table: unknown; where?: unknown },
  ) =>
    // The codes out of force are few even over millions of records: each gets its suggestion once (a lateral
    // subquery per record scanned the tariff a million times), then joins back to its records.
    db.execute(sql`
      with missing as (
        select distinct ${source.fraccion} as fraccion, ${source.nico} as nico from ${source.table}
         where ${source.fraccion} is not null and ${source.nico} is not null
           ${source.where ? sql`and ${source.where}` : sql``}
      ), old as (
        select m.fraccion, m.nico, ${suggestion(sql`m.fraccion`)} as sugerencia
          from missing m where ${notInForce(sql`m.fraccion`, sql`m.nico`)}
      )
      insert into ${alertas} (tipo, registro_id, cliente_id, numero_parte, fraccion, nico, sugerido, sugerido_texto, version)
      select ${tipo}, ${source.id}, ${source.cliente}, ${source.numero}, ${source.fraccion}, ${source.nico},
             split_part(o.sugerencia, '|', 1), nullif(substr(o.sugerencia, strpos(o.sugerencia, '|') + 1), ''), ${version}
        from ${source.table}
        join old o on o.fraccion = ${source.fraccion} and o.nico = ${source.nico}
       where true ${source.where ? sql`and ${source.where}` : sql``}
      on conflict do nothing
      returning alerta_id`);
  const parts = await insert('parte', {
    id: partes.id!,
    cliente: partes.clienteId!,
    numero: partes.numeroParte!,
    fraccion: partes.fraccion!,
    nico: partes.nico!,
    table: partes,
  });
  const requests = await insert('solicitud', {
    id: solicitudes.solicitudId,
    cliente: solicitudes.clienteId,
    numero: solicitudes.numeroParte,
    fraccion: solicitudes.fraccion,
    nico: solicitudes.nico,
    table: solicitudes,
    where: sql`${solicitudes.estado} = 'clasificada'`,
  });
  const flagged = rowsOf(parts).length + rowsOf(requests).length;
  if (flagged > 0) {
    try {
      await deps.notifications.notifyUsers(await classifiersOf(db), {
        text: {
          titleKey: 'clasificaciones.notify.tariffTitle',
          bodyKey: 'clasificaciones.notify.tariffBody',
          params: { count: flagged, version },
        },
        route: '/apps/classification/tariff-alerts',
        parameters: {},
        origin: 'clasificaciones',
      });
    } catch {
      // logged by the notification service
    }
  }
  return flagged;
}

/** The check runs as a job after every start (the tariff is loaded before the app is built). */
export async function startClassificationJobs(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await deps.jobs.work(JOB, async () => {
    await flagTariffChanges(deps);
  });
  if (deps.config.env !== 'test') deps.jobs.send(JOB, {}).catch((err: unknown) => log.error({ err }, 'tariff check not queued'));
}

const columns = {
  alertaId: alertas.alertaId,
  tipo: alertas.tipo,
  registroId: alertas.registroId,
  clienteId: alertas.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  numeroParte: alertas.numeroParte,
  fraccion: alertas.fraccion,
  nico: alertas.nico,
  sugerido: alertas.sugerido,
  sugeridoTexto: alertas.sugeridoTexto,
  version: alertas.version,
  estado: alertas.estado,
  createdAt: alertas.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const LIST: ListDefinition = {
  id: alertas.alertaId,
  sorts: { alertaId: alertas.alertaId },
  defaultSort: { field: 'alertaId', direction: 'desc' },
};
const scopeOf = (caller: Pick<Caller, 'scope'>) => scopeCondition(caller.scope, { clienteId: alertas.clienteId });

export async function listAlertas(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: TarifaAlertaListQuery,
): Promise<ListResponse<TarifaAlerta>> {
  const source: ListSource = {
    columns,
    shape: 'classifications:tariff-alerts',
    from: (selection) => db.select(selection).from(alertas).leftJoin(clientes, eq(clientes.id!, alertas.clienteId)).$dynamic(),
  };
  const term = query.search?.trim();
  const where = and(
    scopeOf(caller),
    query.estado ? eq(alertas.estado, query.estado) : undefined,
    term ? sql`${alertas.numeroParte} ilike ${`%${term.replace(/[\\%_]/g, '')}%`}` : undefined,
  );
  const page = await listPage<Row>(db, LIST, source, { ...query, sort: parseSort(query.sort), search: undefined, where }, 'alertaId');
  return {
    ...page,
    items: page.items.map((r) => ({ ...(r as unknown as TarifaAlerta), createdAt: isoInstant(r.createdAt as string) })),
  };
}

export async function resolveAlerta(db: Database, caller: Pick<Caller, 'scope' | 'userId'>, alertaId: number): Promise<void> {
  const [row] = await db
    .select({ id: alertas.alertaId })
    .from(alertas)
    .where(and(eq(alertas.alertaId, alertaId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  await db
    .update(alertas)
    .set({ estado: 'resuelta', resueltaAt: new Date(), resueltaBy: caller.userId })
    .where(eq(alertas.alertaId, alertaId));
}
