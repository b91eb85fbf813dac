import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/api.ts', () => ({ api: { get: vi.fn() } }));
const { listQueryOf, listQueryOptions } = await import('./list-query.ts');

describe('a list query read from the address', () => {
  it('asks for the first page of the default size when the address says nothing', () => {
    expect(listQueryOf(new URLSearchParams()).toString()).toBe('page=1&pageSize=10');
  });
  it('keeps sort, search, the list’s own filters, page, size and cursor, and drops anything else', () => {
    const address = new URLSearchParams('sort=nombre:desc&search=acme&estado=activo&otro=x&page=3&pageSize=25&after=abc');
    expect(listQueryOf(address, { filters: ['estado', 'tipo'] }).toString()).toBe(
      'sort=nombre%3Adesc&search=acme&estado=activo&page=3&pageSize=25&after=abc',
    );
  });
  it('adds a parent’s fixed filter and falls back from sizes the lists do not offer', () => {
    expect(listQueryOf(new URLSearchParams('pageSize=7&page=0'), { fixed: { clienteId: 4 } }).toString()).toBe(
      'clienteId=4&page=1&pageSize=10',
    );
  });
  it('keys each page by its query, failures shown in the list', () => {
    const options = listQueryOptions(['catalogue', 'clientes'], '/api/Clientes', 'page=1&pageSize=10');
    expect(options.queryKey).toEqual(['catalogue', 'clientes', 'list', 'page=1&pageSize=10']);
    expect(options.meta).toEqual({ silent: true });
  });
});
