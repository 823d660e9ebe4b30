import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from '../features/auth/auth-store.ts';
import { startSession } from '../features/auth/session.ts';
import { App } from './app.tsx';
import { i18nReady } from './i18n.ts';
import { createAppRouter, guardOf, preloadScreen } from './router.tsx';
import { startServiceWorker } from './service-worker.ts';

startServiceWorker();
const firstPath = window.location.pathname;
const guard = guardOf(firstPath);
startSession(guard === 'auth');
// The first screen's code: at once on the sign-in pages, and on a signed-in page once the session is
// confirmed (a signed-out visitor of a protected page still never downloads the app's frame).
if (guard === 'guest') preloadScreen(firstPath);
if (guard === 'auth') {
  const stop = authStore.subscribe(() => {
    const { sessionChecked, authenticated } = authStore.getState();
    if (!sessionChecked) return;
    stop();
    if (authenticated) preloadScreen(firstPath);
  });
}

// The chosen language is ready before the first paint, so nobody sees English flash by.
await i18nReady.catch((error: unknown) => console.error('Translations failed to load', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, React draws the app in slices of a few milliseconds, between which the browser can
// paint and answer a tap, instead of in one long task (on a phone, hundreds of milliseconds).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
