/** Business constants of spec point 9. */
export const TOAST_TIMEOUT_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SCROLL_TOP_THRESHOLD_PX = 250;
export const DEFAULT_SATISFACTION_RATING = 1;
export const PROFILE_PICTURE_MAX_BYTES = 800 * 1024;
export const PROFILE_PICTURE_MAX_SIDE_PX = 1024;
export const DOWNLOAD_MAX_BYTES = 2 * 1024 ** 3;
export const BULK_DOWNLOAD_MAX_DAYS = 30;

export const LANGUAGES = ['es-MX', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es-MX';

/**
 * The sign-in screens: a first load of one of them gets the small sign-in page (`sign-in.html`, its own entry without
 * the route table, decision 0087) instead of the app's; the app's router knows them too, for navigations inside it.
 */
export const SIGN_IN_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'] as const;

export function isSignInPath(path: string): boolean {
  return (SIGN_IN_PATHS as readonly string[]).includes(path);
}

/** Browser storage keys (spec points 7 and 9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  language: 'language',
  skin: 'skin',
  layout: 'layout',
  stateTime: 'stateTime',
} as const;

export function resolveLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en-US';
  return 'es-MX';
}
