import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, visit } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

/** Signs in without answering the demo survey (the shared helper answers it). */
async function signInKeepingSurvey(page: Page, login: string, password: string) {
  await visit(page, '/login');
  await page.getByTestId('login-email').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('the satisfaction survey', () => {
  it('sends nothing until stars are chosen (arrows move, Space chooses), and "Later" puts it off', async () => {
    const context = await newContext(env.browser, env.portal.baseURL, { locale: 'es-MX' });
    const page = await context.newPage();
    await signInKeepingSurvey(page, DEMO.staff.login, DEMO.staff.password);
    const submit = page.getByTestId('survey-submit');
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByTestId('survey-choose').textContent()).toBe(text('es-MX', 'helpdesk.survey.choose'));
    // Its close button has a name (Mantine's has none: every modal's is named through the theme).
    expect(
      await page
        .getByTestId('survey-modal')
        .getByRole('button', { name: text('es-MX', 'common.close'), exact: true })
        .count(),
    ).toBe(1);
    // Keyboard: focus the stars and move with the arrows, Space chooses.
    await page.getByTestId('survey-rating').locator('input').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The arrows move over the stars; Space chooses.
    expect(await submit.isDisabled()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => submit.isDisabled()).toBe(false);

    await page.getByTestId('survey-later').click();
    await submit.waitFor({ state: 'detached' });
    await visit(page, '/apps/tickets/list');
    await page.waitForTimeout(1200);
    await visit(page, '/Home');
    await page.waitForTimeout(1200);
    expect(await submit.count()).toBe(0);
  });
});
