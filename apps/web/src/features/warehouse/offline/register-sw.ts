let isRegistered = false;

/**
 * Installs the service worker that keeps the app shell (public/sw.js, decision 0105), from the warehouse screens
 * and in production builds only: development (Vite's own server) and the rest of the portal never get one.
 */
export function registerServiceWorker(): void {
  if (isRegistered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  isRegistered = true;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // What this page loaded before the worker ran (the shell's chunks): the worker keeps it too.
      const paths = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/'));
      registration.active?.postMessage({ type: 'keep', paths });
    })
    .catch(() => {
      isRegistered = false;
    });
}
