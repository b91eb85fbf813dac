import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { App, createApp } from './app/app.tsx';
import { i18n, i18nReady } from './shared/i18n/i18n.ts';

const container = document.getElementById('root');
// The first paint waits for the texts of the user's language (one small chunk, fetched while this one runs); the
// router does not: its loaders fetch the screen's code, the rest of the texts and the screen's data meanwhile. It
// starts in a task of its own: adding the preload links of a screen's files takes a while, and together with this
// module's evaluation it made one long task (issue 19).
if (container) {
  setTimeout(() => {
    const app = createApp();
    const root = createRoot(container);
    // The first number formatted in a language loads ICU's data for it (30-80 ms here): a task of its own while the
    // screen's code downloads, not part of the list's first render (its total) (issue 19).
    void i18nReady.finally(() => setTimeout(() => new Intl.NumberFormat(i18n.language).format(0), 0));
    void i18nReady.finally(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <App app={app} />
          </StrictMode>,
        ),
      ),
    );
  }, 0);
}
