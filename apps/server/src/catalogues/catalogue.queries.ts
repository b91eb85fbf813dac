import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  normalizeSearchText,
  secretSavedKey,
  type AuditEntry,
  type CatalogueDefinition,
  type Language,
  type Option,
  translate,
} from '@portal/contract';
import { catalogueAudit, containsPattern, users, type Database } from '@portal/db';
import { repositoryOf, type CatalogueCaller } from './catalogue.service.ts';

const OPTIONS_LIMIT = 50;

/** `[{value, text}]` for selects: by text (accent-insensitive) or by known ids, inside the caller's scope. */
export async function catalogueOptions(
  db: Database,
  definition: CatalogueDefinition,
  query: { llaveBuscar?: string | undefined; ids?: string | undefined },
  caller: Pick<CatalogueCaller, 'scope'>,
  filters: Record<string, unknown> = {},
  extra?: SQL,
): Promise<Option[]> {
  const repository = repositoryOf(definition);
  const columns = repository.table as unknown as Record<string, AnyPgColumn>;
  const display = columns[definition.displayField]!;
  const term = query.llaveBuscar?.trim();
  const ids = query.ids?.split(',').map(Number);
  const rows = await db
    .select({ value: columns.id!, text: display })
    .from(repository.table)
    .where(
      and(
        repository.scopeWhere(caller.scope),
        extra,
        ids ? inArray(columns.id!, ids) : undefined,
        ...Object.entries(filters).map(([field, value]) => eq(columns[field]!, value)),
        term ? sql`${columns.searchText} like ${containsPattern(normalizeSearchText(term))}` : undefined,
      ),
    )
    .orderBy(asc(display), asc(columns.id!))
    .limit(OPTIONS_LIMIT);
  return rows.map((row) => ({ value: row.value as number, text: String(row.text ?? '') }));
}

const MASK = '••••••';

/** What the log shows of a field: a secret only as "kept" (a mask), documents by their names. */
function logValue(definition: CatalogueDefinition, field: string, row: Record<string, unknown> | null): unknown {
  const kind = definition.fields[field]?.kind;
  if (kind === 'secret') return row?.[secretSavedKey(field)] ? MASK : null;
  if (kind === 'documents') return ((row?.[field] as { fileName: string }[] | undefined) ?? []).map((document) => document.fileName);
  return row?.[field] ?? null;
}

function changesOf(definition: CatalogueDefinition, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return Object.keys(definition.fields)
    .map((field) => ({ field, before: logValue(definition, field, before), after: logValue(definition, field, after) }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A record's history, newest first, with who made each change and what changed. */
export async function auditTrail(
  db: Database,
  definition: CatalogueDefinition,
  recordId: number,
  query: { page: number; pageSize: number },
  language: Language = 'es-MX',
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = and(eq(catalogueAudit.catalogue, definition.name), eq(catalogueAudit.recordId, recordId));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        auditId: catalogueAudit.auditId,
        action: catalogueAudit.action,
        at: catalogueAudit.at,
        before: catalogueAudit.before,
        after: catalogueAudit.after,
        note: catalogueAudit.note,
        userName: users.userName,
        fullName: users.fullName,
      })
      .from(catalogueAudit)
      .leftJoin(users, eq(users.userId, catalogueAudit.userId))
      .where(where)
      .orderBy(desc(catalogueAudit.auditId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(catalogueAudit)
      .where(where),
  ]);
  return {
    total: count?.total ?? 0,
    items: rows.map((row) => ({
      auditId: row.auditId,
      action: row.action as AuditEntry['action'],
      at: new Date(row.at).toISOString(),
      userName: row.userName,
      fullName: row.fullName,
      note: row.note ? translate(language, row.note.key, row.note.params) : null,
      changes: changesOf(definition, row.before as Record<string, unknown> | null, row.after as Record<string, unknown> | null),
    })),
  };
}
