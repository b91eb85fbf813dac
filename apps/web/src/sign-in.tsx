import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { preloadScreen, SignInApp } from './app/sign-in/sign-in-app.tsx';
import { i18nReady } from './shared/i18n/i18n.ts';

// The small sign-in page's entry (sign-in.html, decision 0087): the four sign-in screens without the app's route
// table. The screen's code downloads beside the texts; the first paint waits for the texts.
preloadScreen(window.location.pathname);
const container = document.getElementById('root');
if (container) {
  void i18nReady.finally(() =>
    createRoot(container).render(
      <StrictMode>
        <SignInApp />
      </StrictMode>,
    ),
  );
}
