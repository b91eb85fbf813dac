import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, newContext, signIn, visit, signedInPage } from '../support/browser.ts';

/** Issue 21, points 6 and 7: a fixer solves an assigned ticket in one step, and its log reads in words. */
const env = usePortalAndBrowser();
const FIXER = { login: 'soporte', password: 'Soporte123!' };
const WAIT = { timeout: 20_000 };

async function login(who: { login: string; password: string }): Promise<string> {
  const res = await fetch(`${env.portal.baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.login, password: who.password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

describe('one-step resolve', () => {
  it('a fixer moves an assigned ticket straight to Resuelto with its solution; problem text is readable, the log names people', async () => {
    await answerPendingSurveys(env.portal.baseURL, FIXER.login, FIXER.password);
    const reporterToken = await login(DEMO.staff);
    const res = await fetch(`${env.portal.baseURL}/api/MesaAyuda/Ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reporterToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ticketCategoriaId: 2, tituloError: 'Correo sin firma', descripcionError: 'La firma no aparece al responder' }),
    });
    const created = (await res.json()) as { ticketId: number; estatus: string; usuarioAsignadoNombreCompleto: string | null };
    expect(created.estatus).toBe('asignado');

    const page = await (await newContext(env.browser, env.portal.baseURL, { width: 1366 })).newPage();
    await signIn(page, FIXER.login, FIXER.password, { to: `/apps/tickets/edit/${created.ticketId}` });
    await page.getByTestId('ticket-summary').waitFor(WAIT);
    // The reporter's text is shown read-only, not as a pale disabled field.
    const description = page.getByTestId('ticket-description');
    expect(await description.isDisabled()).toBe(false);
    expect(await description.getAttribute('readonly')).not.toBeNull();
    expect(await description.inputValue()).toBe('La firma no aparece al responder');

    // Resuelto is offered from Asignado, and the screen says so.
    await page.getByTestId('ticket-status-select').click();
    // The list opens after the click: read once it is there (read at once, it was sometimes still empty).
    await expect
      .poll(() => page.getByRole('listbox').getByRole('option').allInnerTexts())
      .toEqual(expect.arrayContaining(['Asignado', 'En proceso', 'Resuelto']));
    await page.getByRole('option', { name: 'Resuelto', exact: true }).click();
    await page.getByText('Puedes marcarlo como Resuelto directamente, escribiendo la solución.').waitFor();
    await page.getByTestId('ticket-solution').fill('Se volvió a configurar la firma en Outlook');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/MesaAyuda/Ticket/${created.ticketId}`,
    );
    await page.getByTestId('ticket-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('ticket-summary').getByTestId('ticket-status').getByText('Resuelto').waitFor(WAIT);

    // The log: one step from Asignado to Resuelto, and the assignment by name, not by id.
    await visit(page, `/apps/tickets/log/${created.ticketId}`);
    const log = page.getByTestId('ticket-log');
    await log.getByText('Estatus: Asignado → Resuelto').waitFor(WAIT);
    const text = await log.innerText();
    expect(text).toContain(`Asignación: — → ${created.usuarioAsignadoNombreCompleto}`);
    expect(text).not.toMatch(/Asignación: — → \d+/);
    await page.context().close();
  }, 120_000);

  it('an empty submit focuses the first invalid field without opening its list, and an empty title says "required"', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.admin.login, DEMO.admin.password);
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { width: 1366, to: '/apps/tickets/add' });
    await page.getByTestId('ticket-title').waitFor(WAIT);
    await page.getByTestId('ticket-save').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ticket-category');
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox').count()).toBe(0);
    const errors = await page.locator('.mantine-InputWrapper-error').allInnerTexts();
    expect(errors).toContain('Este campo es obligatorio');
    expect(errors).not.toContain('El texto es demasiado corto');
    await page.context().close();
  }, 120_000);
});
