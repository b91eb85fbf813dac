import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { App } from './app/app.tsx';
import { i18nReady } from './shared/i18n/i18n.ts';

const container = document.getElementById('root');
// The first paint waits for the texts of the user's language (one small chunk, fetched while this one runs).
if (container) {
  void i18nReady.finally(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
