import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUES, type CatalogueDefinition } from '../../packages/contract/src/index.ts';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

/**
 * Every screen of every catalogue (spec point 2), as a new administrator would try them: each opens
 * at its own address, with its texts translated, no script error and, for an edit screen, the demo
 * record. Lists in both languages; the add and edit screens in Spanish (their labels are checked in
 * both languages by the contract's unit test).
 */
const env = usePortalAndBrowser();

const fill = (pattern: string, params: Record<string, string> = {}) => pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');

interface Screen {
  path: string;
  /** The page title's key: each screen is checked to be the one shown (consecutive screens differ). */
  titleKey: string;
}

function screensOf(definition: CatalogueDefinition): Screen[] {
  const { routes, idField, name } = definition;
  const screens: Screen[] = [];
  if (!definition.parent || definition.parent.standalone) screens.push({ path: fill(routes.list), titleKey: `catalogues.${name}.title` });
  for (const alias of routes.editAliases ?? [])
    screens.push({ path: fill(typeof alias === 'string' ? alias : alias.path), titleKey: `catalogues.${name}.edit` });
  const add = routes.add ? fill(routes.add) : fill(routes.edit, routes.edit.includes(`:${idField}`) ? { [idField]: 'new' } : {});
  screens.push({ path: add, titleKey: `catalogues.${name}.new` });
  screens.push({ path: fill(routes.edit), titleKey: `catalogues.${name}.edit` });
  if (routes.tree) screens.push({ path: routes.tree, titleKey: `catalogues.${name}.tree` });
  return screens;
}

/** A translation key shown as is: an area prefix followed by dotted names. */
const RAW_KEY = /\b(?:catalogues?|validation|helpdesk|users|menu|nav)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]+/;

async function visitAll(page: Page, screens: Screen[], language: 'es-MX' | 'en-US'): Promise<string[]> {
  const problems: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  for (const { path, titleKey } of screens) {
    errors.length = 0;
    // In-app navigation (what a menu click does), not a reload: the same screens, a fraction of the time.
    await visit(page, path);
    const title = `${text(language, titleKey)} · `;
    await page.waitForFunction((expected) => document.title.startsWith(expected), title);
    await page
      .getByTestId(/^(catalogue-list-|catalogue-form|catalogue-tree)/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    const main = await page.locator('main').innerText();
    const where = new URL(page.url()).pathname;
    if (where !== path) problems.push(`${path}: went to ${where}`);
    if (RAW_KEY.test(main)) problems.push(`${path}: untranslated ${RAW_KEY.exec(main)![0]}`);
    if (await page.getByTestId('record-not-found').count()) problems.push(`${path}: record not found`);
    if (await page.getByTestId(/-error$/).count()) problems.push(`${path}: load error`);
    if (errors.length) problems.push(`${path}: ${errors.join(' | ')}`);
  }
  return problems;
}

describe('every catalogue screen', () => {
  it('opens for the administrator in Spanish: lists, add and edit screens, the chart', { timeout: 300_000 }, async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX' });
    const screens = CATALOGUES.flatMap(screensOf);
    expect(screens.length).toBeGreaterThan(150);
    expect(await visitAll(page, screens, 'es-MX')).toEqual([]);
    await page.context().close();
  });

  it('opens every list in English', { timeout: 180_000 }, async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'en-US' });
    const lists = CATALOGUES.flatMap(screensOf).filter((screen) => screen.titleKey.endsWith('.title'));
    expect(await visitAll(page, lists, 'en-US')).toEqual([]);
    await page.context().close();
  });
});
