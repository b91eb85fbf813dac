import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, visit, signedInPage } from '../support/browser.ts';

/**
 * One list of each kind (a catalogue, users, help desk tickets, bulletins) walked the same way: sort, search,
 * the next page, a reload that keeps the state in the address, and the export of the current filter. Each
 * screen is checked against the API answering the same query as the address holds (issue 11).
 */
const env = usePortalAndBrowser();
const slow = { timeout: 15_000 };

let token = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${env.portal.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

interface Walk {
  name: string;
  /** The screen's address. */
  screen: string;
  /** The API path its rows come from (the address's query is the API's). */
  apiPath: string;
  /** Test ids of the screen's rows and search box. */
  rows: string;
  searchBox: string;
  /** A sortable column and the item field each row shows. */
  sortField: string;
  textField: string;
  search: string;
  /** A record opened from the list and left again: back at the list with the same query (issue 21). */
  roundTrip?: { recordHref: string; leave: ((page: Page) => Promise<void>)[] };
}

const cancelButton = (label: string) => async (page: Page) => page.getByRole('link', { name: label, exact: true }).click();

const WALKS: Walk[] = [
  {
    name: 'a catalogue (customers)',
    screen: '/apps/customers/list',
    apiPath: '/api/Clientes',
    rows: 'catalogue-row',
    searchBox: 'catalogue-search',
    sortField: 'razonSocial',
    textField: 'razonSocial',
    search: 'de',
    roundTrip: {
      recordHref: '/apps/customers/edit/',
      leave: [(page) => page.getByTestId('form-cancel').click(), (page) => page.getByTestId('form-save').click()],
    },
  },
  {
    name: 'users',
    screen: '/apps/users/list',
    apiPath: '/api/Usuarios',
    rows: 'users-row',
    searchBox: 'users-search',
    sortField: 'userName',
    textField: 'userName',
    search: 'a',
  },
  {
    name: 'help desk tickets',
    screen: '/apps/tickets/list',
    apiPath: '/api/MesaAyuda/Ticket',
    rows: 'ticket-row',
    searchBox: 'tickets-search',
    sortField: 'tituloError',
    textField: 'tituloError',
    search: 'lista',
    roundTrip: { recordHref: '/apps/tickets/edit/', leave: [cancelButton('Cancelar'), async (page) => void (await page.goBack())] },
  },
  {
    name: 'bulletins',
    screen: '/apps/bulletin/list',
    apiPath: '/api/Boletines',
    rows: 'bulletins-row',
    searchBox: 'bulletins-search',
    sortField: 'titulo',
    textField: 'titulo',
    search: 'lista',
  },
];

type Item = Record<string, unknown>;

/** The API's answer to the query the address holds now. */
async function apiPageOf(page: Page, walk: Walk): Promise<{ items: Item[]; total: number }> {
  return api('GET', `${walk.apiPath}${new URL(page.url()).search}`);
}

/** Waits until the screen shows the API's page for its address, row by row. */
async function expectScreenMatchesApi(page: Page, walk: Walk): Promise<string[]> {
  let expected: string[] = [];
  await expect
    .poll(async () => {
      expected = (await apiPageOf(page, walk)).items.map((item) => String(item[walk.textField]));
      const shown = await page.getByTestId(walk.rows).allTextContents();
      return shown.length === expected.length && shown.every((text, i) => text.includes(expected[i]!));
    }, slow)
    .toBe(true);
  return expected;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

beforeAll(async () => {
  const res = await fetch(`${env.portal.baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
  });
  token = ((await res.json()) as { accessToken: string }).accessToken;
  // Enough tickets and bulletins for a second page (the demo has a few of each), all found by one search.
  const [category] = await api<{ ticketCategoriaId: number }[]>('GET', '/api/MesaAyuda/Ticket/Categorias');
  for (let i = 1; i <= 12; i += 1) {
    const n = String(i).padStart(2, '0');
    await api('POST', '/api/MesaAyuda/Ticket', {
      ticketCategoriaId: category!.ticketCategoriaId,
      tituloError: `Prueba de lista ${n}`,
      descripcionError: 'Creado por la prueba de listas',
    });
    await api('POST', '/api/Boletines', {
      boletinTipo: 'aviso',
      titulo: `Aviso de lista ${n}`,
      contenido: '<p>Prueba de listas</p>',
      esPublico: false,
      roles: [],
      clientes: [],
      adjuntos: [],
    });
  }
});

describe('every kind of list walks the same way', () => {
  for (const walk of WALKS) {
    it(`${walk.name}: sort, search, page, reload and export`, async () => {
      const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX' });
      await page.waitForURL('**/Home');
      await visit(page, walk.screen);
      await expect.poll(() => page.getByTestId(walk.rows).count(), slow).toBeGreaterThan(0);

      // Sort: ascending, kept in the address.
      await page.getByTestId(`sort-${walk.sortField}`).first().click();
      await expect.poll(() => param(page, 'sort'), slow).toBe(`${walk.sortField}:asc`);
      const sorted = await expectScreenMatchesApi(page, walk);

      // The next page: by number in the address (and a cursor when the server gave one).
      await page.getByTestId('pagination').getByRole('button', { name: '2' }).click();
      await expect.poll(() => param(page, 'page'), slow).toBe('2');
      const second = await expectScreenMatchesApi(page, walk);
      expect(second.length).toBeGreaterThan(0);
      expect(second[0]).not.toBe(sorted[0]);

      // A reload shows the same page, sort and search.
      const address = page.url();
      await page.reload();
      await expect.poll(() => page.getByTestId(walk.rows).count(), slow).toBeGreaterThan(0);
      expect(page.url()).toBe(address);
      expect(await expectScreenMatchesApi(page, walk)).toEqual(second);

      // Search: the filter joins the address and the list starts again on page 1.
      await page.getByTestId(walk.searchBox).first().fill(walk.search);
      await expect.poll(() => param(page, 'search'), slow).toBe(walk.search);
      await expect.poll(() => param(page, 'page'), slow).toBeNull();
      expect((await expectScreenMatchesApi(page, walk)).length).toBeGreaterThan(0);

      // The export is the current filter in its order, every page of it.
      const all = await api<{ items: Item[]; total: number }>(
        'GET',
        `${walk.apiPath}?pageSize=100&sort=${walk.sortField}:asc&search=${encodeURIComponent(walk.search)}`,
      );
      await page.getByTestId('export-menu').first().click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines.length - 1).toBe(all.total);
      all.items.forEach((item, i) => expect(lines[i + 1]).toContain(String(item[walk.textField]).replaceAll('"', '""')));

      // A record opened from the list and left (Cancel, Save, Back) returns to the list with the same query.
      const listAddress = page.url();
      for (const leave of walk.roundTrip?.leave ?? []) {
        await page.getByTestId(walk.rows).first().locator(`a[href*="${walk.roundTrip!.recordHref}"]`).first().click();
        await page.waitForURL((url) => url.pathname.startsWith(walk.roundTrip!.recordHref), slow);
        await page.locator('form').first().waitFor(slow);
        await leave(page);
        await page.waitForURL(listAddress, slow);
        await expect.poll(() => page.getByTestId(walk.searchBox).first().inputValue(), slow).toBe(walk.search);
        await expectScreenMatchesApi(page, walk);
      }
      await page.context().close();
    });
  }
});
