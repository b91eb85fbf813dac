import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Box } from '@mantine/core';
import { ErrorStatus } from '../../shared/ui/error-status.tsx';
import { isChunkLoadError } from '../router/load-chunk.ts';

/** Any error while loading or rendering a route: the error page content with a retry, never a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  useEffect(() => {
    // Kept in the console for support; the page itself shows no technical detail.
    console.error(error);
  }, [error]);
  // A failed dynamic import stays failed in the module map, so retrying means reloading the page.
  return (
    <Box component="main" id="main-content">
      <ErrorStatus isChunkError={isChunkError} onRetry={() => window.location.reload()} homeHref="/" />
    </Box>
  );
}
