import { landingPathFor } from '@portal/contract';
import { safeRedirectPath } from '../../../shared/session/safe-redirect.ts';

/** Where to go after sign-in: the remembered path, else the role's landing place; null = no role. */
export function pathAfterSignIn(roles: readonly string[], remembered: string | null): string | null {
  const landing = landingPathFor(roles);
  if (landing === null) return null;
  return safeRedirectPath(remembered) ?? landing;
}
