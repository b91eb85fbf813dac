import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getCatalogue } from '@portal/contract';

const get = vi.fn();
vi.mock('../shared/api/api.ts', () => ({ api: { get: (path: string) => get(path) } }));

const { prefetchCatalogueScreen } = await import('./catalogue-prefetch.ts');
const clientesCatalogue = getCatalogue('clientes');
const indicadoresCatalogue = getCatalogue('indicadores');

afterEach(() => get.mockReset());

describe('a catalogue screen’s data asked for by its route', () => {
  it('reads the list page the address shows, under the list’s own key', async () => {
    get.mockResolvedValue({ items: [], total: 0 });
    const queryClient = new QueryClient();
    const search = new URLSearchParams('frecuencia=anual&page=2&otro=1');
    await prefetchCatalogueScreen(indicadoresCatalogue, 'list', { queryClient, params: {}, search });
    expect(get).toHaveBeenCalledWith('/api/GeneralData/Indicadores?frecuencia=anual&page=2&pageSize=10');
    expect(queryClient.getQueryData(['catalogue', 'indicadores', 'list', 'frecuencia=anual&page=2&pageSize=10'])).toEqual({
      items: [],
      total: 0,
    });
  });

  it('reads a form’s record and the first page of the lists that belong to it, and nothing for a new record', async () => {
    get.mockImplementation((path: string) =>
      Promise.resolve(path.includes('?') ? { items: [], total: 0 } : { clienteId: 1, nombre: 'ACME', rowVersion: 1 }),
    );
    const queryClient = new QueryClient();
    await prefetchCatalogueScreen(clientesCatalogue, 'form', { queryClient, params: { clienteId: '1' }, search: new URLSearchParams() });
    expect(get).toHaveBeenCalledWith('/api/Clientes/1');
    expect(get).toHaveBeenCalledWith('/api/ClienteDestinatarios?clienteId=1&page=1&pageSize=10');
    expect(queryClient.getQueryState(['catalogue', 'clientes', 'item', 1])?.status).not.toBe('pending');
    expect(queryClient.getQueryData(['catalogue', 'clienteDestinatarios', 'list', 'clienteId=1&page=1&pageSize=10'])).toBeDefined();

    get.mockClear();
    await prefetchCatalogueScreen(clientesCatalogue, 'form', { queryClient, params: { clienteId: 'new' }, search: new URLSearchParams() });
    expect(get).not.toHaveBeenCalled();
  });
});
