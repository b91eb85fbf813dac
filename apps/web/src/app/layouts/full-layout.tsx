import { Outlet } from 'react-router';
import { RouterAuthNavigation } from '../router/router-auth-navigation.tsx';
import { FullFrame } from './full-frame.tsx';

/** Full-page layout route (login, status pages): the frame, with the sign-in screens' navigation from the router. */
export function FullLayout() {
  return (
    <FullFrame>
      <RouterAuthNavigation>
        <Outlet />
      </RouterAuthNavigation>
    </FullFrame>
  );
}
