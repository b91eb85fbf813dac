import { and, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { parseSort, type ListQuery, type ListResponse } from '@portal/contract';
import {
  DEFAULT_ROOT_NOMENCLATURE,
  type Nomenclature,
  type NomenclatureInput,
  type NomenclatureMetadata,
  type RecordFileType,
  type RecordSettings,
} from '@portal/contract/features/digital-records';
import { containsPattern, expedienteAjustes, expedienteNomenclaturas, type Database, isoInstant } from '@portal/db';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';

/** The nomenclature of a customer's SysExpert key, or the default one (no metadata). */
export async function nomenclatureForCustomer(db: Database, claveSysExpert: string | null) {
  if (claveSysExpert) {
    const [row] = await db.select().from(expedienteNomenclaturas).where(eq(expedienteNomenclaturas.claveSysExpert, claveSysExpert));
    if (row) return { raiz: row.raiz, metadatos: row.metadatos as NomenclatureMetadata[] };
  }
  return { raiz: DEFAULT_ROOT_NOMENCLATURE, metadatos: [] as NomenclatureMetadata[] };
}

/** The two metadata values of a file type; the first defaults to the type's key. */
export function metadataOf(nomenclature: { metadatos: NomenclatureMetadata[] }, tipo: RecordFileType) {
  const entry = nomenclature.metadatos.find((m) => m.tipo === tipo);
  return { metadato1: entry?.metadato1 ?? tipo.toUpperCase(), metadato2: entry?.metadato2 ?? '' };
}

/** A file's two metadata values: an upload's own where it gave them, else its type's in the nomenclature. */
export function entryMetadata(
  nomenclature: { metadatos: NomenclatureMetadata[] },
  entry: { tipo: RecordFileType; metadata: { metadato1: string; metadato2: string } | null },
) {
  const fallback = metadataOf(nomenclature, entry.tipo);
  return { metadato1: entry.metadata?.metadato1 || fallback.metadato1, metadato2: entry.metadata?.metadato2 || fallback.metadato2 };
}

const DEFAULT_SETTINGS = { ajusteId: 1 };

export async function readSettings(db: Database): Promise<RecordSettings> {
  let [row] = await db.select().from(expedienteAjustes).where(eq(expedienteAjustes.ajusteId, 1));
  if (!row) {
    await db.insert(expedienteAjustes).values(DEFAULT_SETTINGS).onConflictDoNothing();
    [row] = await db.select().from(expedienteAjustes).where(eq(expedienteAjustes.ajusteId, 1));
  }
  const { ajusteId: _id, ...settings } = row!;
  return settings as RecordSettings;
}

export async function saveSettings(db: Database, input: RecordSettings): Promise<RecordSettings> {
  await readSettings(db);
  const { rowVersion, ...values } = input;
  const updated = await db
    .update(expedienteAjustes)
    .set({ ...values, rowVersion: sql`${expedienteAjustes.rowVersion} + 1` })
    .where(and(eq(expedienteAjustes.ajusteId, 1), eq(expedienteAjustes.rowVersion, rowVersion)))
    .returning();
  if (updated.length === 0) throw problems.staleVersion();
  return readSettings(db);
}

const nomenclatureColumns = {
  nomenclaturaId: expedienteNomenclaturas.nomenclaturaId,
  claveSysExpert: expedienteNomenclaturas.claveSysExpert,
  clienteNombre: sql<
    string | null
  >`(select c.nombre_corto from clientes c where c.clave_sys_expert = ${expedienteNomenclaturas.claveSysExpert} order by c.cliente_id limit 1)`,
  raiz: expedienteNomenclaturas.raiz,
  metadatos: expedienteNomenclaturas.metadatos,
  rowVersion: expedienteNomenclaturas.rowVersion,
  updatedAt: expedienteNomenclaturas.updatedAt,
};
type ListedRow = { [K in keyof typeof nomenclatureColumns]: unknown };

const NOMENCLATURE_LIST: ListDefinition = {
  id: expedienteNomenclaturas.nomenclaturaId,
  sorts: { nomenclaturaId: expedienteNomenclaturas.nomenclaturaId, claveSysExpert: expedienteNomenclaturas.claveSysExpert },
  defaultSort: { field: 'nomenclaturaId', direction: 'desc' },
};

const nomenclatureRows = (db: Database): ListSource => ({
  columns: nomenclatureColumns,
  shape: 'digital-records:nomenclatures',
  from: (selection) => db.select(selection).from(expedienteNomenclaturas).$dynamic(),
});

function toNomenclature(row: ListedRow): Nomenclature {
  const r = row as unknown as Omit<Nomenclature, 'updatedAt'> & { updatedAt: Date };
  return { ...r, clienteNombre: r.clienteNombre ?? null, updatedAt: isoInstant(r.updatedAt) };
}

export async function listNomenclatures(db: Database, query: ListQuery): Promise<ListResponse<Nomenclature>> {
  const term = query.search?.trim();
  const where = term ? ilike(expedienteNomenclaturas.claveSysExpert, containsPattern(term)) : undefined;
  const page = await listPage<ListedRow>(
    db,
    NOMENCLATURE_LIST,
    nomenclatureRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'nomenclaturaId',
  );
  return { ...page, items: page.items.map(toNomenclature) };
}

export async function getNomenclature(db: Database, nomenclaturaId: number): Promise<Nomenclature> {
  const [row] = await db
    .select(nomenclatureColumns)
    .from(expedienteNomenclaturas)
    .where(eq(expedienteNomenclaturas.nomenclaturaId, nomenclaturaId));
  if (!row) throw problems.notFound();
  return toNomenclature(row);
}

async function assertKeyFree(db: Database, claveSysExpert: string, exceptId?: number) {
  const [taken] = await db
    .select({ n: count() })
    .from(expedienteNomenclaturas)
    .where(
      and(
        eq(expedienteNomenclaturas.claveSysExpert, claveSysExpert),
        exceptId ? ne(expedienteNomenclaturas.nomenclaturaId, exceptId) : undefined,
      ),
    );
  if ((taken?.n ?? 0) > 0) throw problems.validation({ claveSysExpert: ['expedientes.duplicateKey'] });
}

export async function createNomenclature(db: Database, input: NomenclatureInput): Promise<Nomenclature> {
  await assertKeyFree(db, input.claveSysExpert);
  const [row] = await db
    .insert(expedienteNomenclaturas)
    .values({ claveSysExpert: input.claveSysExpert, raiz: input.raiz, metadatos: input.metadatos })
    .returning();
  return getNomenclature(db, row!.nomenclaturaId);
}

export async function updateNomenclature(db: Database, nomenclaturaId: number, input: NomenclatureInput): Promise<Nomenclature> {
  await getNomenclature(db, nomenclaturaId);
  await assertKeyFree(db, input.claveSysExpert, nomenclaturaId);
  const updated = await db
    .update(expedienteNomenclaturas)
    .set({
      claveSysExpert: input.claveSysExpert,
      raiz: input.raiz,
      metadatos: input.metadatos,
      rowVersion: sql`${expedienteNomenclaturas.rowVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(expedienteNomenclaturas.nomenclaturaId, nomenclaturaId),
        input.rowVersion === undefined ? undefined : eq(expedienteNomenclaturas.rowVersion, input.rowVersion),
      ),
    )
    .returning();
  if (updated.length === 0) throw problems.staleVersion();
  return getNomenclature(db, nomenclaturaId);
}

export async function deleteNomenclature(db: Database, nomenclaturaId: number): Promise<void> {
  const deleted = await db
    .delete(expedienteNomenclaturas)
    .where(eq(expedienteNomenclaturas.nomenclaturaId, nomenclaturaId))
    .returning({ id: expedienteNomenclaturas.nomenclaturaId });
  if (deleted.length === 0) throw problems.notFound();
}

/**
 * Copies the per-type metadata of another nomenclature. "Cannot copy metadata" (spec point 8) when the source
 * has none, or when the target already has an entry of the same type with other values.
 */
export async function copyMetadata(db: Database, nomenclaturaId: number, origenId: number): Promise<Nomenclature> {
  const target = await getNomenclature(db, nomenclaturaId);
  const [source] = await db.select().from(expedienteNomenclaturas).where(eq(expedienteNomenclaturas.nomenclaturaId, origenId));
  if (!source) throw problems.notFound();
  const metadatos = source.metadatos as NomenclatureMetadata[];
  const conflicting = (entry: NomenclatureMetadata) =>
    target.metadatos.some((m) => m.tipo === entry.tipo && (m.metadato1 !== entry.metadato1 || m.metadato2 !== entry.metadato2));
  if (source.nomenclaturaId === nomenclaturaId || metadatos.length === 0 || metadatos.some(conflicting)) {
    throw problems.unprocessable('expedientes.cannotCopyMetadata');
  }
  const merged = [...target.metadatos.filter((m) => !metadatos.some((s) => s.tipo === m.tipo)), ...metadatos];
  await db
    .update(expedienteNomenclaturas)
    .set({ metadatos: merged, rowVersion: sql`${expedienteNomenclaturas.rowVersion} + 1`, updatedAt: new Date() })
    .where(eq(expedienteNomenclaturas.nomenclaturaId, nomenclaturaId));
  return getNomenclature(db, nomenclaturaId);
}
