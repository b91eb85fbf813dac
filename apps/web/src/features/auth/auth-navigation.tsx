import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type AuthLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * What the sign-in screens need of a router: the query, a link and a way to leave. Two give it (decision 0087): the
 * app's React Router (`RouterAuthNavigation`, when a sign-in screen opens inside the app, e.g. after sign-out) and
 * the small sign-in page (`sign-in-app.tsx`, a first load of /login), which has no route table and enters the app
 * with a full navigation. So the screens import no router.
 */
export interface AuthNavigation {
  searchParams: URLSearchParams;
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>;
  /** A function component (Mantine's `component` prop wants one, not a class). */
  Link: (props: AuthLinkProps) => ReactNode;
}

export const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation outside an AuthNavigationContext');
  return navigation;
}
