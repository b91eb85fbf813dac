import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers.tsx';
import { createQueryClient } from './providers/query-client.ts';
import { createAppRouter } from './router/create-app-router.tsx';

export interface AppInstance {
  queryClient: ReturnType<typeof createQueryClient>;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The app's query client and router, made once. The router starts the first screen's loaders (its code, the texts,
 * its data) as soon as it exists, so it is made before the first texts arrive rather than when the app first renders.
 */
export function createApp(): AppInstance {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(queryClient) };
}

export function App({ app }: { app: AppInstance }) {
  return (
    <AppProviders queryClient={app.queryClient}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
