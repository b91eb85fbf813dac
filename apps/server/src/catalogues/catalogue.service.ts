import { getCatalogue, readOnlyFields, translate, type CatalogueDefinition, type Language } from '@portal/contract';
import type { Database } from '@portal/db';
import { isInScope, type DataScope } from '../platform/data-scope.ts';
import { problems, ProblemError } from '../platform/problem.ts';
import { withoutReadOnly } from '../platform/read-only.ts';
import { CatalogueRepository, type ListParams, type Row } from './catalogue.repository.ts';
import { catalogueHooks } from './catalogue.hooks.ts';
import { resolveDocuments } from './catalogue-documents.ts';
import { assertNoCycle } from './catalogue-tree.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** Who is asking, as the service needs it: no Fastify types below the routes. */
export interface CatalogueCaller {
  userId: number;
  scope: DataScope;
  language: Language;
}

const repositories = new Map<string, CatalogueRepository>();

export function repositoryOf(definition: CatalogueDefinition): CatalogueRepository {
  let repository = repositories.get(definition.name);
  if (!repository) {
    repository = new CatalogueRepository(definition);
    repositories.set(definition.name, repository);
  }
  return repository;
}

function catalogueOf(name: string): CatalogueRepository {
  return repositoryOf(getCatalogue(name));
}

/** 400 with every bad field, the way schema validation answers. */
function fieldErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw problems.validation(errors);
}

/**
 * The rules a schema cannot check alone: references exist and are inside the caller's scope,
 * scope keys are the caller's own, unique fields are free, and the catalogue's own hook.
 */
async function checkRules(db: Executor, repository: CatalogueRepository, input: Row, caller: CatalogueCaller, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  const { definition } = repository;
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'reference') {
      const target = catalogueOf(field.references!);
      if (!(await target.find(db, value as number, caller.scope))) add(name, 'validation.option');
    } else if (field.kind === 'references') {
      const target = catalogueOf(field.references!);
      for (const id of value as number[]) {
        if (!(await target.find(db, id, caller.scope))) {
          add(name, 'validation.option');
          break;
        }
      }
    }
    if (field.scope && !isInScope(caller.scope, { [field.scope]: value })) add(name, 'validation.option');
    if (field.unique && !errors[name] && (await repository.isTaken(db, name, value, input, exceptId))) {
      throw new ProblemError({
        status: 409,
        detailKey: 'catalogue.duplicate',
        errors: { [name]: ['catalogue.duplicate'] },
        code: 'duplicate',
      });
    }
  }
  const hook = catalogueHooks[definition.name];
  if (hook?.validate) {
    for (const [field, keys] of Object.entries(await hook.validate(db as Database, input))) for (const key of keys) add(field, key);
  }
  fieldErrors(errors);
  const parentId = definition.tree && input[definition.tree.parentField];
  if (parentId && exceptId !== undefined) await assertNoCycle(db, definition, exceptId, parentId as number);
}

/** A unique index that fired after the check (two saves at once) is the same 409. */
function mapUniqueViolation(err: unknown, repository: CatalogueRepository): never {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string; constraint?: string });
  if (cause?.code === '23505') {
    const field = Object.keys(repository.definition.fields).find((name) => cause.constraint?.includes(`_${snake(name)}_unique`));
    throw new ProblemError({
      status: 409,
      detailKey: 'catalogue.duplicate',
      errors: field ? { [field]: ['catalogue.duplicate'] } : {},
      code: 'duplicate',
    });
  }
  throw err;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Only the definition's fields go to the table; the id and version travel beside them. */
function valuesOf(definition: CatalogueDefinition, input: Row): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!(name in input)) continue;
    // A secret not sent keeps what is stored.
    if (field.kind === 'secret' && input[name] === undefined) continue;
    values[name] = input[name] ?? null;
  }
  return values;
}

export async function listRecords(db: Database, definition: CatalogueDefinition, params: ListParams, caller: CatalogueCaller) {
  return repositoryOf(definition).list(db, params, caller.scope);
}

export async function getRecord(db: Database, definition: CatalogueDefinition, id: number, caller: CatalogueCaller): Promise<Row> {
  const item = await repositoryOf(definition).find(db, id, caller.scope);
  if (!item) throw problems.notFound();
  return item;
}

export async function createRecord(db: Database, definition: CatalogueDefinition, input: Row, caller: CatalogueCaller): Promise<Row> {
  const repository = repositoryOf(definition);
  try {
    return await db.transaction(async (tx) => {
      await checkRules(tx, repository, input, caller);
      const values = valuesOf(definition, await resolveDocuments(tx, repository, input, caller.userId));
      const id = await repository.insert(tx, values, caller.userId);
      const created = (await repository.find(tx, id, caller.scope))!;
      await repository.audit(tx, { recordId: id, action: 'create', userId: caller.userId, after: created });
      return created;
    });
  } catch (err) {
    return mapUniqueViolation(err, repository);
  }
}

export async function updateRecord(
  db: Database,
  definition: CatalogueDefinition,
  id: number,
  input: Row,
  caller: CatalogueCaller,
): Promise<Row> {
  const bodyId = input[definition.idField];
  if (bodyId !== undefined && bodyId !== id) {
    throw problems.validation({ [definition.idField]: ['catalogue.idMismatch'] });
  }
  const repository = repositoryOf(definition);
  try {
    return await db.transaction(async (tx) => {
      const before = await repository.find(tx, id, caller.scope, true);
      if (!before) throw problems.notFound();
      if (before.rowVersion !== input.rowVersion) throw problems.staleVersion();
      const changes = withoutReadOnly(input, before, readOnlyFields(definition));
      const merged = { ...before, ...changes };
      await checkRules(tx, repository, merged, caller, id);
      const values = valuesOf(definition, await resolveDocuments(tx, repository, changes, caller.userId, before));
      await repository.update(tx, id, values, caller.userId);
      const after = (await repository.find(tx, id, caller.scope))!;
      await repository.audit(tx, { recordId: id, action: 'update', userId: caller.userId, before, after });
      return after;
    });
  } catch (err) {
    return mapUniqueViolation(err, repository);
  }
}

export async function deleteRecord(db: Database, definition: CatalogueDefinition, id: number, caller: CatalogueCaller): Promise<void> {
  try {
    await removeRecord(db, definition, id, caller);
  } catch (err) {
    // A key from outside the catalogues (a user's employee data names a department) still holds it.
    const cause = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
    if (cause?.code === '23503') {
      throw new ProblemError({
        status: 409,
        detailKey: 'catalogue.inUse',
        params: { dependents: translate(caller.language, 'catalogue.otherRecords') },
        code: 'inUse',
      });
    }
    throw err;
  }
}

async function removeRecord(db: Database, definition: CatalogueDefinition, id: number, caller: CatalogueCaller): Promise<void> {
  const repository = repositoryOf(definition);
  await db.transaction(async (tx) => {
    const before = await repository.find(tx, id, caller.scope, true);
    if (!before) throw problems.notFound();
    const dependents = await repository.dependents(tx, id);
    if (dependents.length > 0) {
      const list = dependents
        .map(({ catalogue, count }) => `${translate(caller.language, `catalogues.${catalogue}.title`)} (${count})`)
        .join(', ');
      throw new ProblemError({ status: 409, detailKey: 'catalogue.inUse', params: { dependents: list }, code: 'inUse' });
    }
    await repository.remove(tx, id);
    await repository.audit(tx, { recordId: id, action: 'delete', userId: caller.userId, before });
  });
}
