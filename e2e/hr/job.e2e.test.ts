import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { choose, DEMO, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

/** Types in the search box of one catalogue's list (the job's screen holds its children's lists too). */
async function search(page: Page, catalogue: string, term: string): Promise<void> {
  const box = page.getByTestId(`catalogue-list-${catalogue}`).getByTestId('catalogue-search');
  await box.fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

/**
 * The organisation chart is another area's catalogue: use the first of its demo areas, or add one
 * through the API when its demo has none.
 */
async function anArea(baseURL: string): Promise<string> {
  const signedIn = await fetch(`${baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const areas = (await call('GET', '/api/Organigrama/Areas?pageSize=10')) as { items: { nombre: string }[] };
  if (areas.items.length > 0) return areas.items[0]!.nombre;
  const nivel = await call('POST', '/api/Organigrama/NivelesJerarquicos', { nombre: 'Coordinación', orden: 3 });
  await call('POST', '/api/Organigrama/Areas', { nombre: 'Coordinación de Glosa', nivelJerarquicoId: nivel.nivelJerarquicoId, orden: 1 });
  return 'Coordinación de Glosa';
}

describe('jobs with their functions (Spanish)', () => {
  it('creates a job choosing its references by search, finds it, and adds a function on its screen', async () => {
    const area = await anArea(env.portal.baseURL);
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX', to: '/apps/human-resources/job/list' });
    await page.getByTestId('catalogue-list-puestos').getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/human-resources/job/add');

    // An empty form is refused field by field, in Spanish.
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('field-nombre').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(text('es-MX', 'validation.required')).count()).toBeGreaterThan(0);

    await page.getByTestId('field-nombre').fill('Coordinador de glosa');
    await choose(page, 'field-areaId', area, area.slice(0, 6));
    await choose(page, 'field-claseContratoId', 'Tiempo indeterminado', 'indeterm');
    await choose(page, 'field-perfilId', 'Glosador', 'glosa');
    await choose(page, 'field-reportaAId', 'Gerente de operaciones aduanales', 'gerente');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/human-resources\/job\/list(\?|$)/);
    await expect.poll(() => page.getByText('201: Se creó «Coordinador de glosa»').count()).toBe(1);

    // In the list, with its references by name.
    const jobs = page.getByTestId('catalogue-list-puestos');
    await search(page, 'puestos', 'coordinador de glosa');
    await expect.poll(() => jobs.getByTestId('catalogue-row').count()).toBe(1);
    const row = jobs.getByTestId('catalogue-row').first();
    for (const shown of [area, 'Tiempo indeterminado', 'Glosador', 'Gerente de operaciones aduanales']) {
      expect(await row.textContent()).toContain(shown);
    }

    // Its functions are listed on its screen; one is added from there.
    await row.getByTestId('row-edit').click();
    await page.waitForURL(/\/apps\/human-resources\/job\/edit\/\d+$/);
    const jobUrl = page.url();
    expect(await page.getByTestId('field-nombre').inputValue()).toBe('Coordinador de glosa');
    const functions = page.getByTestId('catalogue-list-puestoFuncionesLaborales');
    await expect.poll(() => functions.getByTestId('catalogue-empty').count()).toBe(1);
    await functions.getByTestId('catalogue-new').click();
    await page.waitForURL((url) => url.pathname.startsWith('/apps/human-resources/job-laboral-function/'));
    await choose(page, 'field-funcionLaboralId', 'Glosar pedimentos', 'glosar');
    await page.getByTestId('field-observaciones').fill('Operaciones de importación definitiva');
    await page.getByTestId('form-save').click();
    await page.waitForURL(jobUrl);
    await expect.poll(() => functions.getByTestId('catalogue-row').count()).toBe(1);
    expect(await functions.getByTestId('catalogue-row').first().textContent()).toContain('Glosar pedimentos');
    await page.context().close();
  });
});
