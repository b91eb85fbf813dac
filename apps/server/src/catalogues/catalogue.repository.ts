import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  dependentsOf,
  getCatalogue,
  referenceTextKey,
  secretSavedKey,
  sortableFields,
  type CatalogueDefinition,
  type FieldDefinition,
  type ListResponse,
} from '@portal/contract';
import { catalogueAudit, catalogueTable, type CatalogueTable, type Database, isoInstant } from '@portal/db';
import { scopeCondition, type DataScope, type ScopeColumns } from '../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListRequest, type ListSource } from '../platform/list/list-page.ts';

export type Row = Record<string, unknown>;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface ListParams extends Omit<ListRequest, 'where'> {
  filters: Record<string, unknown>;
}

/** A record other records still point to: which catalogue and how many. */
export interface Dependent {
  catalogue: string;
  count: number;
}

/**
 * Reads and writes one catalogue's table from its definition: lists paged, sorted, searched and
 * filtered in the database, always inside the caller's data scope.
 */
export class CatalogueRepository {
  readonly table: CatalogueTable;
  private readonly columns: Record<string, AnyPgColumn>;

  constructor(readonly definition: CatalogueDefinition) {
    this.table = catalogueTable(definition.name);
    this.columns = this.table as unknown as Record<string, AnyPgColumn>;
  }

  column(name: string): AnyPgColumn {
    if (name === this.definition.idField) return this.columns.id!;
    const column = this.columns[name];
    if (!column) throw new Error(`${this.definition.name} has no column ${name}`);
    return column;
  }

  /** The scope columns of this table for `scopeCondition`. */
  private scopeColumns(): ScopeColumns {
    const columns: ScopeColumns = {};
    if (this.definition.idScope) columns[this.definition.idScope] = this.columns.id!;
    for (const [name, field] of Object.entries(this.definition.fields)) {
      if (field.scope) columns[field.scope] = this.columns[name]!;
    }
    return columns;
  }

  scopeWhere(scope: DataScope): SQL | undefined {
    return scopeCondition(scope, this.scopeColumns());
  }

  /** Worked out once: the same for every request (and a list's statements are then prepared once, list-page.ts). */
  private kept?: { selection: Record<string, AnyPgColumn | SQL.Aliased>; list: ListDefinition };

  private worked() {
    this.kept ??= { selection: this.makeSelection(), list: this.makeListDefinition() };
    return this.kept;
  }

  private selection(): Record<string, AnyPgColumn | SQL.Aliased> {
    return this.worked().selection;
  }

  /** The list's declaration for the platform list module: sortable fields, default order, search text. */
  listDefinition(): ListDefinition {
    return this.worked().list;
  }

  /** Every column plus the display text of each reference, computed in the same query. */
  private makeSelection(): Record<string, AnyPgColumn | SQL.Aliased> {
    const selection: Record<string, AnyPgColumn | SQL.Aliased> = { [this.definition.idField]: this.columns.id! };
    for (const [name, field] of Object.entries(this.definition.fields)) {
      if (field.kind === 'secret') {
        // Never read out with the record: only whether one is kept (revealed on its own request).
        selection[name] = sql<null>`null`.as(name);
        selection[secretSavedKey(name)] = sql<boolean>`(${this.columns[name]!} is not null)`.as(secretSavedKey(name));
        continue;
      }
      selection[name] = this.columns[name]!;
      if (field.kind === 'reference' || field.kind === 'references') {
        const target = getCatalogue(field.references!);
        const targetColumns = catalogueTable(target.name) as unknown as Record<string, AnyPgColumn>;
        // Qualified by hand: drizzle leaves columns of a single-table select unqualified.
        const ref = sql.identifier('ref');
        const display = sql`${ref}.${sql.identifier(targetColumns[target.displayField]!.name)}`;
        const id = sql`${ref}.${sql.identifier(targetColumns.id!.name)}`;
        const from = sql`${sql.identifier(target.table)} as ${ref}`;
        const own = sql`${sql.identifier(this.definition.table)}.${sql.identifier(this.columns[name]!.name)}`;
        const key = referenceTextKey(name);
        selection[key] =
          field.kind === 'reference'
            ? sql<string | null>`(select ${display} from ${from} where ${id} = ${own})`.as(key)
            : sql<string[]>`array(select ${display} from ${from} where ${id} = any(${own}) order by ${display})`.as(key);
      }
    }
    selection.rowVersion = this.columns.rowVersion!;
    selection.createdAt = this.columns.createdAt!;
    selection.updatedAt = this.columns.updatedAt!;
    return selection;
  }

  toItem(row: Row): Row {
    const { __sort: _sort, ...item } = row;
    item.createdAt = isoInstant(row.createdAt);
    item.updatedAt = isoInstant(row.updatedAt);
    return item;
  }

  private filterWhere(params: Pick<ListParams, 'filters'>, scope: DataScope): SQL | undefined {
    const conditions: (SQL | undefined)[] = [this.scopeWhere(scope)];
    for (const [name, value] of Object.entries(params.filters)) {
      if (value === undefined) continue;
      const field = this.definition.fields[name];
      if (!field) continue;
      conditions.push(this.filterCondition(name, field, value));
    }
    const present = conditions.filter((c): c is SQL => c !== undefined);
    return present.length ? and(...present) : undefined;
  }

  private filterCondition(name: string, field: FieldDefinition, value: unknown): SQL {
    const column = this.columns[name]!;
    if (field.kind === 'references') return sql`${Number(value)} = any(${column})`;
    if (field.kind === 'boolean') return eq(column, value === 'true');
    if (field.kind === 'text' || field.kind === 'longText' || field.kind === 'email')
      return sql`lower(${column}) = lower(${String(value)})`;
    return eq(column, value);
  }

  private makeListDefinition(): ListDefinition {
    const sorts: Record<string, AnyPgColumn> = { [this.definition.idField]: this.columns.id! };
    for (const field of sortableFields(this.definition)) sorts[field] = this.column(field);
    return {
      id: this.columns.id!,
      sorts,
      defaultSort: {
        field: this.definition.defaultSort?.field ?? this.definition.idField,
        direction: this.definition.defaultSort?.direction ?? 'desc',
      },
      search: this.columns.searchText,
    };
  }

  private rows(db: Executor): ListSource {
    return {
      columns: this.selection(),
      from: (selection) => db.select(selection).from(this.table).$dynamic(),
      shape: `catalogue:${this.definition.name}`,
    };
  }

  async list(db: Executor, params: ListParams, scope: DataScope): Promise<ListResponse<Row>> {
    const page = await listPage<Row>(
      db,
      this.listDefinition(),
      this.rows(db),
      { ...params, where: this.filterWhere({ filters: params.filters }, scope) },
      this.definition.idField,
    );
    return { ...page, items: page.items.map((row) => this.toItem(row)) };
  }

  /** Rows in batches for exports, in the list's order, by keyset: never all in memory. */
  async *stream(db: Executor, params: Omit<ListParams, 'page' | 'pageSize'>, scope: DataScope, batchSize = 2000): AsyncGenerator<Row[]> {
    const request = { sort: params.sort, search: params.search, where: this.filterWhere({ filters: params.filters }, scope) };
    for await (const batch of listRows<Row>(db, this.listDefinition(), this.rows(db), request, this.definition.idField, batchSize)) {
      yield batch.map((row) => this.toItem(row));
    }
  }

  async find(db: Executor, id: number, scope: DataScope, forUpdate = false): Promise<Row | undefined> {
    const query = db
      .select(this.selection())
      .from(this.table)
      .where(and(eq(this.columns.id!, id), this.scopeWhere(scope)));
    const [row] = forUpdate ? await query.for('update', { of: this.table }) : await query;
    return row ? this.toItem(row) : undefined;
  }

  /** The sealed value of a secret field of one record inside the scope; undefined when the record is not there. */
  async sealedSecret(db: Executor, id: number, field: string, scope: DataScope): Promise<string | null | undefined> {
    const [row] = await db
      .select({ value: this.columns[field]! })
      .from(this.table)
      .where(and(eq(this.columns.id!, id), this.scopeWhere(scope)));
    return row ? ((row.value as string | null) ?? null) : undefined;
  }

  /** Whether another record of this catalogue already holds the stored file in a documents field. */
  async holdsDocument(db: Executor, field: string, fileId: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: this.columns.id! })
      .from(this.table)
      .where(
        and(
          sql`${this.columns[field]!} @> ${JSON.stringify([{ fileId }])}::jsonb`,
          exceptId === undefined ? undefined : ne(this.columns.id!, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Whether a record with `value` in a unique field exists (other than `exceptId`). */
  async isTaken(db: Executor, field: string, value: unknown, input: Row, exceptId?: number): Promise<boolean> {
    const definition = this.definition.fields[field]!;
    const column = this.columns[field]!;
    const conditions: (SQL | undefined)[] = [
      definition.kind === 'text' || definition.kind === 'email' ? sql`lower(${column}) = lower(${String(value)})` : eq(column, value),
      exceptId === undefined ? undefined : ne(this.columns.id!, exceptId),
      ...(definition.uniqueWith ?? []).map((other) => eq(this.columns[other]!, input[other])),
    ];
    const [row] = await db
      .select({ id: this.columns.id! })
      .from(this.table)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  async insert(db: Executor, values: Row, userId: number): Promise<number> {
    const [row] = await db
      .insert(this.table)
      .values({ ...values, createdBy: userId, updatedBy: userId })
      .returning({ id: this.columns.id! });
    return row!.id as number;
  }

  async update(db: Executor, id: number, values: Row, userId: number): Promise<void> {
    await db
      .update(this.table)
      .set({ ...values, rowVersion: sql`${this.columns.rowVersion} + 1`, updatedAt: sql`now()`, updatedBy: userId })
      .where(eq(this.columns.id!, id));
  }

  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(this.table).where(eq(this.columns.id!, id));
  }

  /** The records of other catalogues that still point at `id`. */
  async dependents(db: Executor, id: number): Promise<Dependent[]> {
    const found: Dependent[] = [];
    for (const { catalogue, field, many } of dependentsOf(this.definition.name)) {
      const table = catalogueTable(catalogue.name) as unknown as Record<string, AnyPgColumn>;
      const column = table[field]!;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(catalogueTable(catalogue.name))
        .where(many ? sql`${id} = any(${column})` : eq(column, id));
      if (row && row.count > 0) found.push({ catalogue: catalogue.name, count: row.count });
    }
    return found;
  }

  async audit(
    db: Executor,
    entry: {
      recordId: number;
      action: 'create' | 'update' | 'delete' | 'reveal';
      userId: number;
      before?: Row | undefined;
      after?: Row | undefined;
      note?: { key: string; params?: Record<string, string | number> } | undefined;
    },
  ) {
    await db.insert(catalogueAudit).values({
      catalogue: this.definition.name,
      recordId: entry.recordId,
      action: entry.action,
      userId: entry.userId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? null,
    });
  }
}
