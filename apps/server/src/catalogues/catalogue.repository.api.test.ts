import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientesCatalogue, partesCatalogue } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UNRESTRICTED_SCOPE } from '../platform/data-scope.ts';
import { seedCatalogueDemo } from './catalogue.demo.ts';
import { CatalogueRepository, type ListParams } from './catalogue.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ roles: ['admin'] });
  await seedCatalogueDemo(t.db, admin.userId);
});
afterAll(async () => {
  await t.close();
});

async function streamed(repository: CatalogueRepository, params: Omit<ListParams, 'page' | 'pageSize'>, batchSize: number) {
  const ids: number[] = [];
  for await (const batch of repository.stream(t.db, params, UNRESTRICTED_SCOPE, batchSize)) {
    expect(batch.length).toBeLessThanOrEqual(batchSize);
    ids.push(...batch.map((row) => row[repository.definition.idField] as number));
  }
  return ids;
}

async function listed(repository: CatalogueRepository, params: Omit<ListParams, 'page' | 'pageSize'>) {
  const { items } = await repository.list(t.db, { ...params, page: 1, pageSize: 100 }, UNRESTRICTED_SCOPE);
  return items.map((row) => row[repository.definition.idField] as number);
}

describe('export streaming', () => {
  it.each([
    ['the id (keyset)', null],
    ['a required text field (keyset)', { field: 'nombreCorto', direction: 'asc' as const }],
    ['a required text field descending (keyset)', { field: 'razonSocial', direction: 'desc' as const }],
    ['an optional field (offsets)', { field: 'claveSysExpert', direction: 'asc' as const }],
  ])('walks every row once, in the list order, sorted by %s', async (_label, sort) => {
    const repository = new CatalogueRepository(clientesCatalogue);
    const params = { sort, filters: {} };
    const ids = await streamed(repository, params, 5);
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(22);
    expect(ids).toEqual(await listed(repository, params));
  });

  it('keeps the filter and search while walking', async () => {
    const repository = new CatalogueRepository(partesCatalogue);
    const params = {
      sort: { field: 'numeroParte', direction: 'asc' as const },
      search: 'tornillo',
      filters: { estadoSincronizacion: 'pendiente' },
    };
    const ids = await streamed(repository, params, 2);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual(await listed(repository, params));
  });
});
