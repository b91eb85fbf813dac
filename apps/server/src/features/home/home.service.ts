import { and, count, eq, exists, gte, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Resource } from '@portal/contract';
import type { HomeSection, HomeSummary } from '@portal/contract/features/home';
import {
  auditoriaHallazgos,
  auditoriaOperaciones,
  clasificacionSolicitudes,
  confrontas,
  expedienteDescargas,
  previos,
  rowsOf,
  ticketCategoryUsers,
  tickets,
  type Database,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Caller } from '../../platform/route-access.ts';

/** The dashboard elements the caller pinned and may still see (given by the dashboards feature in app.ts). */
export type PinnedElements = (caller: Caller) => Promise<{ elementoId: number; nombre: string }[]>;

type Section = HomeSummary['secciones'][number];
type Count = Section['conteos'][number];

/** The resource a section needs read on; without it the section is left out (never a 403). */
const SECTION_RESOURCE: Record<HomeSection, Resource> = {
  tickets: 'MesaAyuda',
  previos: 'Previos',
  confrontas: 'Confrontas',
  clasificaciones: 'Clasificaciones',
  hallazgos: 'AuditoriaMolex',
  descargas: 'ExpedientesDigitales',
  tableros: 'Tableros',
};

const CLOSED_TICKETS = ['resuelto', 'cerrado'];
const WAITING_TICKETS = ['abierto', 'reabierto'];

async function total(db: Database, table: Parameters<ReturnType<Database['select']>['from']>[0], where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

async function ticketCounts(db: Database, caller: Caller): Promise<Count[]> {
  const assigned = await total(db, tickets, and(eq(tickets.usuarioAsignadoId, caller.userId), notInArray(tickets.estatus, CLOSED_TICKETS)));
  // Waiting: open and unassigned, in the categories the caller fixes (help-desk managers: all of them).
  const canTake = caller.ability.can('write', 'MesaAyuda')
    ? undefined
    : exists(
        db
          .select({ one: sql`1` })
          .from(ticketCategoryUsers)
          .where(
            and(
              eq(ticketCategoryUsers.ticketCategoriaId, tickets.ticketCategoriaId),
              eq(ticketCategoryUsers.userId, caller.userId),
              eq(ticketCategoryUsers.canFix, true),
            ),
          ),
      );
  const waiting = await total(db, tickets, and(inArray(tickets.estatus, WAITING_TICKETS), isNull(tickets.usuarioAsignadoId), canTake));
  return [
    { clave: 'asignados', total: assigned, ruta: '/apps/tickets/list?mios=asignados' },
    { clave: 'enEspera', total: waiting, ruta: '/apps/tickets/list?estatus=abierto' },
  ];
}

async function today(db: Database): Promise<string> {
  const [row] = rowsOf<{ today: string }>(await db.execute(sql`select current_date::text as today`));
  return row!.today;
}

async function countsOf(db: Database, caller: Caller, section: HomeSection, date: string): Promise<Count[]> {
  const scope = caller.scope;
  switch (section) {
    case 'tickets':
      return ticketCounts(db, caller);
    case 'previos': {
      const where = and(eq(previos.fechaPrevio, date), scopeCondition(scope, { clienteId: previos.clienteId }));
      return [{ clave: 'hoy', total: await total(db, previos, where), ruta: `/apps/previous/list?fechaDesde=${date}&fechaHasta=${date}` }];
    }
    case 'confrontas': {
      const where = and(
        gte(confrontas.createdAt, sql`${date}::date`),
        scopeCondition(scope, { clienteId: confrontas.clienteId, patente: confrontas.patente }),
      );
      return [{ clave: 'hoy', total: await total(db, confrontas, where), ruta: '/apps/confronts/warehouse/list' }];
    }
    case 'clasificaciones': {
      const where = and(
        eq(clasificacionSolicitudes.estado, 'pendiente'),
        scopeCondition(scope, { clienteId: clasificacionSolicitudes.clienteId, proveedorId: clasificacionSolicitudes.proveedorId }),
      );
      return [
        {
          clave: 'pendientes',
          total: await total(db, clasificacionSolicitudes, where),
          ruta: '/apps/classification/list?estado=pendiente',
        },
      ];
    }
    case 'hallazgos': {
      const inScope = scopeCondition(scope, {
        clienteId: auditoriaOperaciones.clienteId,
        aduana: auditoriaOperaciones.aduana,
        patente: auditoriaOperaciones.patente,
      });
      const [row] = await db
        .select({ n: count() })
        .from(auditoriaHallazgos)
        .innerJoin(auditoriaOperaciones, eq(auditoriaOperaciones.auditoriaOperacionId, auditoriaHallazgos.auditoriaOperacionId))
        .where(
          and(
            eq(auditoriaHallazgos.responsableId, caller.userId),
            eq(auditoriaHallazgos.vigente, true),
            or(eq(auditoriaHallazgos.estado, 'pendiente'), eq(auditoriaHallazgos.estado, 'solicitarAutorizacion')),
            inScope,
          ),
        );
      return [{ clave: 'mios', total: Number(row?.n ?? 0), ruta: '/dashboard/auditoria-seguimiento-molex' }];
    }
    case 'descargas': {
      const where = and(eq(expedienteDescargas.userId, caller.userId), eq(expedienteDescargas.estado, 'ready'));
      return [{ clave: 'listas', total: await total(db, expedienteDescargas, where), ruta: '/apps/digitalrecord/downloads' }];
    }
    case 'tableros':
      return [];
  }
}

/** The caller's work, section by section, only where the caller may read (decision 0141). */
export async function homeSummary(db: Database, caller: Caller, pinned: PinnedElements): Promise<HomeSummary> {
  const readable = (Object.keys(SECTION_RESOURCE) as HomeSection[]).filter((s) => caller.ability.can('read', SECTION_RESOURCE[s]));
  const date = await today(db);
  const secciones: Section[] = [];
  for (const seccion of readable) {
    if (seccion === 'tableros') {
      const elementos = await pinned(caller);
      secciones.push({ seccion, conteos: [{ clave: 'fijados', total: elementos.length, ruta: '/pages/user/dashboard' }], elementos });
      continue;
    }
    secciones.push({ seccion, conteos: await countsOf(db, caller, seccion, date) });
  }
  return { secciones };
}
