import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoredFileInfo } from '@portal/contract';
import { storedFiles, type Database } from '@portal/db';
import { problems } from '../platform/problem.ts';
import type { CatalogueDefinition } from '@portal/contract';
import type { FileService } from '../platform/files.ts';
import { registerFileHolder } from '../platform/file-cleanup.ts';
import type { CatalogueRepository, Row } from './catalogue.repository.ts';

type Executor = Pick<Database, 'select'>;

/** The definition's `documents` fields. */
export function documentFields(repository: CatalogueRepository): string[] {
  return Object.entries(repository.definition.fields)
    .filter(([, field]) => field.kind === 'documents')
    .map(([name]) => name);
}

/**
 * The documents of a save, as the file store knows them: a document the record already had stays; a
 * new one must be a file the caller uploaded that no other record holds. Name, type and size come
 * from the store, never from the request. Refuses with a field error otherwise.
 */
export async function resolveDocuments(
  db: Executor,
  repository: CatalogueRepository,
  input: Row,
  userId: number,
  before?: Row,
): Promise<Row> {
  const fields = documentFields(repository).filter((name) => Array.isArray(input[name]));
  if (fields.length === 0) return input;
  const resolved = { ...input };
  const exceptId = before ? (before[repository.definition.idField] as number) : undefined;
  for (const name of fields) {
    const wanted = (input[name] as { fileId: string }[]).map((document) => document.fileId);
    const had = new Set(((before?.[name] as StoredFileInfo[] | undefined) ?? []).map((document) => document.fileId));
    const rows = wanted.length ? await db.select().from(storedFiles).where(inArray(storedFiles.fileId, wanted)) : [];
    const documents: StoredFileInfo[] = [];
    for (const fileId of wanted) {
      const file = rows.find((row) => row.fileId === fileId);
      const claimable =
        file &&
        (had.has(fileId) || (file.createdBy === userId && !(await repository.holdsDocument(db as Database, name, fileId, exceptId))));
      if (!claimable) throw problems.validation({ [name]: ['catalogue.documentUnknown'] });
      documents.push({ fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: Number(file.sizeBytes) });
    }
    resolved[name] = documents;
  }
  return resolved;
}

/**
 * After a save or delete has committed: the files the record no longer holds leave the store, so a
 * removed document (a licence, a warranty scan) does not stay behind. Best effort: a failure is logged
 * by the caller and never undoes the save.
 */
export async function releaseDocuments(files: FileService, definition: CatalogueDefinition, before: Row, after?: Row): Promise<void> {
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'documents') continue;
    const kept = new Set(((after?.[name] as StoredFileInfo[] | undefined) ?? []).map((document) => document.fileId));
    for (const document of (before[name] as StoredFileInfo[] | undefined) ?? []) {
      if (!kept.has(document.fileId)) await files.remove(document.fileId);
    }
  }
}

/** The documents lists of every catalogue hold their files (no foreign key can say so for a JSON list). */
export function registerCatalogueFileHolders(
  definitions: readonly CatalogueDefinition[],
  repositoryOf: (definition: CatalogueDefinition) => CatalogueRepository,
): void {
  for (const definition of definitions) {
    const repository = repositoryOf(definition);
    for (const name of documentFields(repository)) {
      const column = (repository.table as unknown as Record<string, AnyPgColumn>)[name]!;
      registerFileHolder(
        `catalogue.${definition.name}.${name}`,
        () => sql`select (d ->> 'fileId')::uuid from ${repository.table}, jsonb_array_elements(${column}) d`,
      );
    }
  }
}
