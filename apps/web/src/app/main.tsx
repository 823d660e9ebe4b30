import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from '../features/auth/auth-store.ts';
import { sendLostSessionsToSignIn } from '../features/auth/lost-session.ts';
import { startSession } from '../features/auth/session.ts';
import { dropFirstRequests } from '../lib/first-requests.ts';
import { App } from './app.tsx';
import { i18nReady } from './i18n.ts';
import { createAppRouter, guardOf, preloadScreen } from './router.tsx';
import { startServiceWorker } from './service-worker.ts';

startServiceWorker();
const firstPage = { pathname: window.location.pathname, search: window.location.search };
const guard = guardOf(firstPage.pathname);
const session = startSession(guard === 'auth');
// The first screen's code: at once on the sign-in pages, and on a signed-in page at once too when the
// server saw a session cookie (it marks the page so, apps/api/src/plugins/signed-in-page.ts), else
// once the session is confirmed (a signed-out visitor of a protected page never downloads the frame).
const sessionCookieSeen = document.querySelector('meta[name="sorted-session"]') !== null;
let firstScreen = Promise.resolve();
if (guard === 'guest' || (guard === 'auth' && sessionCookieSeen)) {
  firstScreen = preloadScreen(firstPage, { session });
} else if (guard === 'auth') {
  const stop = authStore.subscribe(() => {
    const { sessionChecked, authenticated } = authStore.getState();
    if (!sessionChecked) return;
    stop();
    if (authenticated) void preloadScreen(firstPage);
  });
}

// The chosen language is ready before the first paint, so nobody sees English flash by.
await i18nReady.catch((error: unknown) => console.error('Translations failed to load', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, React draws the app in slices of a few milliseconds, between which the browser can
// paint and answer a tap, instead of in one long task (on a phone, hundreds of milliseconds). The page
// outline index.html paints stays until the first screen can be drawn whole (preloadScreen); not awaited
// here: the screen's chunks import this one, which must first finish running.
const root = createRoot(container);
// Until the router is made, a lost session goes to the sign-in page by a page load.
sendLostSessionsToSignIn(null);
void firstScreen.then(() => {
  // The first screen has asked for all it shows: any later call, even to the same address, is a new
  // question (the books may have changed since the page opened).
  dropFirstRequests();
  // Made once the first screen can be drawn rather than as the start runs: matching the address against
  // the route table was some 12 ms of the start's one long task (on a phone, 50 ms of blocking).
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
