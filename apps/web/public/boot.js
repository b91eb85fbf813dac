// Applies the stored language and skin before the app bundle loads, so the first paint matches
// them. A file, not an inline script: the server's CSP allows scripts from 'self' only.
(function () {
  try {
    var lang = localStorage.getItem('language');
    document.documentElement.lang = lang === 'en-US' ? 'en-US' : 'es-MX';
    var skin = localStorage.getItem('skin');
    document.documentElement.setAttribute('data-mantine-color-scheme', skin === 'dark' ? 'dark' : 'light');
    if (skin) document.documentElement.setAttribute('data-skin', skin);
  } catch {
    // Storage blocked: the defaults of index.html stay.
  }
})();
