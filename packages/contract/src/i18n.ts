// mergeCatalogues lives in its own module so that the web app can merge texts without this registry of both languages.
export { mergeCatalogues } from './catalogue-merge.ts';
import coreEs from './locales/core.es-MX.json' with { type: 'json' };
import coreEn from './locales/core.en-US.json' with { type: 'json' };
import filesEs from './locales/files.es-MX.json' with { type: 'json' };
import filesEn from './locales/files.en-US.json' with { type: 'json' };
import cataloguesEs from './locales/catalogues.es-MX.json' with { type: 'json' };
import cataloguesEn from './locales/catalogues.en-US.json' with { type: 'json' };
import identifiersEs from './locales/identifiers.es-MX.json' with { type: 'json' };
import identifiersEn from './locales/identifiers.en-US.json' with { type: 'json' };
import optionsEs from './locales/options.es-MX.json' with { type: 'json' };
import optionsEn from './locales/options.en-US.json' with { type: 'json' };
import accountSettingsEs from './locales/account-settings.es-MX.json' with { type: 'json' };
import accountSettingsEn from './locales/account-settings.en-US.json' with { type: 'json' };
import bulletinsEs from './locales/bulletins.es-MX.json' with { type: 'json' };
import bulletinsEn from './locales/bulletins.en-US.json' with { type: 'json' };
import securityEs from './locales/security.es-MX.json' with { type: 'json' };
import securityEn from './locales/security.en-US.json' with { type: 'json' };
import helpdeskEs from './locales/helpdesk.es-MX.json' with { type: 'json' };
import helpdeskEn from './locales/helpdesk.en-US.json' with { type: 'json' };
import usersEs from './locales/users.es-MX.json' with { type: 'json' };
import usersEn from './locales/users.en-US.json' with { type: 'json' };
import cataloguesHrEs from './locales/catalogues-hr.es-MX.json' with { type: 'json' };
import cataloguesHrEn from './locales/catalogues-hr.en-US.json' with { type: 'json' };
import cataloguesOrgChartEs from './locales/catalogues-org-chart.es-MX.json' with { type: 'json' };
import cataloguesOrgChartEn from './locales/catalogues-org-chart.en-US.json' with { type: 'json' };
import cataloguesItEs from './locales/catalogues-it.es-MX.json' with { type: 'json' };
import cataloguesItEn from './locales/catalogues-it.en-US.json' with { type: 'json' };
import cataloguesQualityEs from './locales/catalogues-quality.es-MX.json' with { type: 'json' };
import cataloguesQualityEn from './locales/catalogues-quality.en-US.json' with { type: 'json' };
import m3Es from './locales/m3.es-MX.json' with { type: 'json' };
import m3En from './locales/m3.en-US.json' with { type: 'json' };
import pedimentosEs from './locales/pedimentos.es-MX.json' with { type: 'json' };
import pedimentosEn from './locales/pedimentos.en-US.json' with { type: 'json' };
import digitalRecordsEs from './locales/digital-records.es-MX.json' with { type: 'json' };
import digitalRecordsEn from './locales/digital-records.en-US.json' with { type: 'json' };
import previosEs from './locales/previos.es-MX.json' with { type: 'json' };
import previosEn from './locales/previos.en-US.json' with { type: 'json' };
import confrontasEs from './locales/confrontas.es-MX.json' with { type: 'json' };
import confrontasEn from './locales/confrontas.en-US.json' with { type: 'json' };
import auditsEs from './locales/audits.es-MX.json' with { type: 'json' };
import auditsEn from './locales/audits.en-US.json' with { type: 'json' };
import clasificacionesEs from './locales/clasificaciones.es-MX.json' with { type: 'json' };
import clasificacionesEn from './locales/clasificaciones.en-US.json' with { type: 'json' };
import embarquesEs from './locales/embarques.es-MX.json' with { type: 'json' };
import embarquesEn from './locales/embarques.en-US.json' with { type: 'json' };
import dashboardsEs from './locales/dashboards.es-MX.json' with { type: 'json' };
import dashboardsEn from './locales/dashboards.en-US.json' with { type: 'json' };
import type { Language } from './constants.ts';
import { mergeCatalogues } from './catalogue-merge.ts';

type Tree = Record<string, unknown>;

/**
 * The server's messages, one pair of files per area (`locales/<area>.es-MX.json` and `.en-US.json`)
 * so that areas never edit the same file. Add an area's pair here.
 */
export const localeFiles: Record<string, Record<Language, Tree>> = {
  core: { 'es-MX': coreEs, 'en-US': coreEn },
  files: { 'es-MX': filesEs, 'en-US': filesEn },
  catalogues: { 'es-MX': cataloguesEs, 'en-US': cataloguesEn },
  identifiers: { 'es-MX': identifiersEs, 'en-US': identifiersEn },
  options: { 'es-MX': optionsEs, 'en-US': optionsEn },
  accountSettings: { 'es-MX': accountSettingsEs, 'en-US': accountSettingsEn },
  bulletins: { 'es-MX': bulletinsEs, 'en-US': bulletinsEn },
  security: { 'es-MX': securityEs, 'en-US': securityEn },
  helpdesk: { 'es-MX': helpdeskEs, 'en-US': helpdeskEn },
  users: { 'es-MX': usersEs, 'en-US': usersEn },
  cataloguesHr: { 'es-MX': cataloguesHrEs, 'en-US': cataloguesHrEn },
  cataloguesOrgChart: { 'es-MX': cataloguesOrgChartEs, 'en-US': cataloguesOrgChartEn },
  cataloguesIt: { 'es-MX': cataloguesItEs, 'en-US': cataloguesItEn },
  cataloguesQuality: { 'es-MX': cataloguesQualityEs, 'en-US': cataloguesQualityEn },
  m3: { 'es-MX': m3Es, 'en-US': m3En },
  pedimentos: { 'es-MX': pedimentosEs, 'en-US': pedimentosEn },
  digitalRecords: { 'es-MX': digitalRecordsEs, 'en-US': digitalRecordsEn },
  previos: { 'es-MX': previosEs, 'en-US': previosEn },
  confrontas: { 'es-MX': confrontasEs, 'en-US': confrontasEn },
  audits: { 'es-MX': auditsEs, 'en-US': auditsEn },
  clasificaciones: { 'es-MX': clasificacionesEs, 'en-US': clasificacionesEn },
  embarques: { 'es-MX': embarquesEs, 'en-US': embarquesEn },
  dashboards: { 'es-MX': dashboardsEs, 'en-US': dashboardsEn },
};

function mergeArea(language: Language): Tree {
  return Object.values(localeFiles).reduce<Tree>((merged, pair) => mergeCatalogues(merged, pair[language]), {});
}

/** One translation catalogue for the server's messages and the web app's texts. */
// Pure: a bundle that never reads `locales` (the web app loads one language at a time) drops every file above.
export const locales: Record<Language, Tree> = /* @__PURE__ */ buildLocales();

function buildLocales(): Record<Language, Tree> {
  return { 'es-MX': mergeArea('es-MX'), 'en-US': mergeArea('en-US') };
}

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a key with `{{name}}` interpolation; an unknown key is returned as it is. */
export function translate(language: Language, key: string, params?: Record<string, string | number>): string {
  const text = lookup(locales[language], key) ?? lookup(locales['es-MX'], key) ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasTranslation(language: Language, key: string): boolean {
  return lookup(locales[language], key) !== undefined;
}

/** Every leaf key of a catalogue, for the parity test. */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? flattenKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
