import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, signedInPage } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

type Summary = { secciones: { seccion: string; conteos: { clave: string; total: number; ruta: string }[] }[] };

/** Opens /Home and returns the summary the page was given (the server's counts for this user). */
async function openHome(page: Page): Promise<Summary> {
  // The landing page (Home for staff) may still be asking for its summary: let it finish, so the answer read is
  // this visit's, not one the reload navigates away from.
  await page.waitForLoadState('networkidle');
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/Inicio/Resumen')), page.goto('/Home')]);
  expect(response.status()).toBe(200);
  await page.getByTestId('my-work').waitFor();
  return (await response.json()) as Summary;
}

describe('home: each person’s work, counted and linked', () => {
  it('shows the counts the server made for the user, each linking to its list; a pinned element shows there too', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.staff.login, DEMO.staff.password);
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff, { bypassCSP: true });
    const summary = await openHome(page);
    expect(summary.secciones.length).toBeGreaterThan(1);
    for (const section of summary.secciones) {
      for (const count of section.conteos) {
        const link = page.getByTestId(`work-${section.seccion}-${count.clave}`);
        await expect.poll(() => link.getAttribute('href')).toBe(count.ruta);
        const item = page.getByTestId(`work-${section.seccion}`).locator('li', { has: link });
        await expect.poll(() => item.textContent()).toContain(String(count.total));
      }
    }
    expect(JSON.stringify(await seriousViolationsInBothSkins(page))).toBe('[]');

    // On a phone (360 px) every card title and link reads whole: nothing runs past its card's clipped edge.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('main .mantine-Card-root :is(h2, h3, a)'))
            .filter((el) => {
              const card = el.closest<HTMLElement>('.mantine-Card-root')!.getBoundingClientRect();
              const r = el.getBoundingClientRect();
              return el.scrollWidth > el.clientWidth + 1 || r.right > card.right + 1 || r.left < card.left - 1;
            })
            .map((el) => el.textContent),
        ),
      )
      .toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A count's link opens its list.
    const first = summary.secciones[0]!.conteos[0]!;
    await page.getByTestId(`work-${summary.secciones[0]!.seccion}-${first.clave}`).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === first.ruta);

    // Pinning an element on the dashboard puts it on the home page, linked to the dashboard.
    await page.goto('/pages/user/dashboard');
    const card = page.locator('[data-testid^="element-"]', { hasText: 'Tickets por estado de SLA' }).first();
    await card.waitFor();
    const id = (await card.getAttribute('data-testid'))!;
    await page.getByTestId(`${id}-pin`).click();
    await expect.poll(() => page.getByTestId(`${id}-pin`).getAttribute('aria-pressed')).toBe('true');
    const pinned = await openHome(page);
    const tableros = pinned.secciones.find((s) => s.seccion === 'tableros')!;
    expect(tableros.conteos[0]!.total).toBe(1);
    const elementoId = id.replace('element-', '');
    await expect.poll(() => page.getByTestId(`work-pinned-${elementoId}`).textContent()).toBe('Tickets por estado de SLA');
    await expect.poll(() => page.getByTestId('work-tableros').textContent()).toContain(text('es-MX', 'home.work.tableros.fijados'));
    await page.getByTestId(`work-pinned-${elementoId}`).click();
    await page.waitForURL(/\/pages\/user\/dashboard$/);
  }, 120_000);
});
