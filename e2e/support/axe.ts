import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; detail?: string }[];
}

/** The rules whose answer depends on the colours: all a second skin can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page and answers the serious and critical violations: every rule, or only `rules`.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  // A screen still fading in (router transition) has half-transparent text: judge it once it settled. Settled means
  // no animation running at two looks 150 ms apart: a screen reached a moment ago may not have mounted yet (its route
  // still loading) and starts its fade after the first look (a CI run judged a screen at 40 % of its colours).
  for (let quiet = 0; quiet < 2;) {
    const idle = await page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running'));
    quiet = idle ? quiet + 1 : 0;
    if (quiet < 2) await page.waitForTimeout(150);
  }
  // Injected once per document (a client-side navigation keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    // Each node's first finding (e.g. "contrast of 3.2 (#fd7e14 on #fff4e6)") makes a failure readable.
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, detail: (n as { any?: { message?: string }[] }).any?.[0]?.message ?? '' })),
    }));
  }, rules);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export type Skin = 'light' | 'dark';

/** Switches the portal's skin in place (the settings store listens to storage events) and waits until it shows. */
export async function useSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('skin', s);
    window.dispatchEvent(new StorageEvent('storage', { key: 'skin', newValue: s }));
  }, skin);
  await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, skin);
}

/**
 * Runs axe-core in the dark skin and again in the light one, on the screen as it is, and answers the serious and
 * critical violations of each skin (an empty list when both are clean). Leaves the page in the light skin. The
 * light skin gets every rule; the dark one the colour rules, since a skin changes nothing else (names, roles,
 * structure are the same markup).
 */
export async function seriousViolationsInBothSkins(page: Page): Promise<{ skin: Skin; violations: AxeViolation[] }[]> {
  const found: { skin: Skin; violations: AxeViolation[] }[] = [];
  for (const skin of ['dark', 'light'] as const) {
    await useSkin(page, skin);
    const violations = await seriousViolations(page, skin === 'dark' ? COLOUR_RULES : undefined);
    if (violations.length > 0) found.push({ skin, violations });
  }
  return found;
}

/** Fails, naming the screen and each violation, unless both skins are free of serious and critical ones. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect({ screen, violations: await seriousViolationsInBothSkins(page) }).toEqual({ screen, violations: [] });
}
