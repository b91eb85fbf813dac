// Replaced by the build (vite.config.ts, portal-precache): the version and the files the service worker keeps.
self.__PORTAL_PRECACHE__ = { version: 'dev', files: [] };
