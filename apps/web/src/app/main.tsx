import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '../features/auth/session.ts';
import { App } from './app.tsx';
import { i18nReady } from './i18n.ts';
import { createAppRouter, guardOf } from './router.tsx';

// The chosen language is ready before the first paint, so nobody sees English flash by.
await i18nReady.catch((error: unknown) => console.error('Translations failed to load', error));

startSession(guardOf(window.location.pathname) === 'auth');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
