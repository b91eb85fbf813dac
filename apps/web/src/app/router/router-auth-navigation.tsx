import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthNavigationContext, type AuthLinkProps, type AuthNavigation } from '../../features/auth/auth-navigation.tsx';

const RouterLink: (props: AuthLinkProps) => ReactNode = Link;

/** The sign-in screens inside the app: React Router gives their query, links and navigation. */
export function RouterAuthNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const value = useMemo<AuthNavigation>(
    () => ({ searchParams, navigate: (to, options) => navigate(to, options), Link: RouterLink }),
    [navigate, searchParams],
  );
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}
