/** Query parameter that carries where a signed-out user wanted to go. */
export const REDIRECT_PARAM = 'redirect';
/** Query parameter with the reason the user is on the login screen (a key under `login.reasons`). */
export const REASON_PARAM = 'reason';
export const LOGIN_REASONS = ['noRole', 'sessionExpired'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** Only same-site paths are followed after sign-in, never another origin (open redirect). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login') || value.startsWith('/register')) return null;
  return value;
}

export function loginPath(options: { redirect?: string | null; reason?: LoginReason } = {}): string {
  const params = new URLSearchParams();
  const redirect = safeRedirectPath(options.redirect);
  if (redirect && redirect !== '/') params.set(REDIRECT_PARAM, redirect);
  if (options.reason) params.set(REASON_PARAM, options.reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
