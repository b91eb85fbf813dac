// The portal's service worker (docs/decisions/0105-offline-capture.md): it keeps the app shell (index.html, the
// built scripts and styles, the icons) so the warehouse screens open without network. It never touches the API,
// the sign-in routes or the hub: those always go to the network, and what the phone captures offline waits in
// IndexedDB (the page's own queue), not here. Registered only by production builds, from the warehouse screens.
/* global importScripts */
importScripts('/sw-precache.js');

var PRECACHE = self.__PORTAL_PRECACHE__ || { version: 'dev', files: [] };
var CACHE = 'portal-shell-' + PRECACHE.version;
var SHELL = '/index.html';
var NETWORK_ONLY = /^\/(api|accounts|jwt|hub)(\/|$)/;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(function (cache) {
        return cache.addAll([SHELL].concat(PRECACHE.files));
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(
          keys
            .filter(function (key) {
              return key.indexOf('portal-shell-') === 0 && key !== CACHE;
            })
            .map(function (key) {
              return caches.delete(key);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

// The page tells which built files it loaded before this worker took over (the shell's own chunks): kept too.
self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'keep' || !Array.isArray(data.paths)) return;
  var paths = data.paths.filter(function (path) {
    return typeof path === 'string' && path.indexOf('/assets/') === 0;
  });
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return Promise.all(
        paths.map(function (path) {
          return cache.match(path).then(function (hit) {
            return hit || cache.add(path).catch(function () {});
          });
        }),
      );
    }),
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // The network first (a new build is picked up at once); without it, the kept shell: the router does the rest.
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(SHELL, { cacheName: CACHE }).then(function (hit) {
          return hit || Response.error();
        });
      }),
    );
    return;
  }
  // Built files have their hash in their name: the kept copy is always right. Anything else is left alone.
  if (url.pathname.indexOf('/assets/') === 0 || PRECACHE.files.indexOf(url.pathname) >= 0) {
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(function (hit) {
        return (
          hit ||
          fetch(request).then(function (response) {
            if (response.ok && url.pathname.indexOf('/assets/') === 0) {
              var copy = response.clone();
              caches.open(CACHE).then(function (cache) {
                return cache.put(request, copy);
              });
            }
            return response;
          })
        );
      }),
    );
  }
});
