import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { i18next, i18nReady } from '../app/i18n.ts';
import { queryClient } from '../app/query-client.ts';
import { buildRouteObjects, guardOf } from '../app/router.tsx';
import type { AppRoute } from '../app/routes.ts';
import { authStore } from '../features/auth/auth-store.ts';
import { sendLostSessionsToSignIn } from '../features/auth/lost-session.ts';
import { resetSessionForTests, startSession } from '../features/auth/session.ts';
import { resetAppSettingsForTests } from '../lib/app-settings.ts';

/**
 * How long a screen test waits for what the screen first shows. The first screen of a file also waits
 * for its code to be compiled: with three test files at once on a loaded 2-core machine, up to 5 s.
 */
export const WAIT = { timeout: 10_000 };

/**
 * A menu's trigger once the menu is drawn around it. The first one (ui/dormant-menu.ts) is replaced right
 * after the screen's first drawing; a test holding it could click an element no longer there.
 */
export async function findArmedTrigger(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const trigger = screen.getByRole('button', { name });
    if (trigger.hasAttribute('data-dormant')) throw new Error(`The trigger "${name}" is not armed yet`);
    return trigger;
  }, WAIT);
}

/** The whole app (real route table, guards, layouts, lazy screens) at `path`, as on a fresh page load. */
export async function renderApp(path: string, table?: readonly AppRoute[]) {
  await i18nReady;
  await i18next.changeLanguage('en');
  authStore.reset();
  queryClient.clear();
  resetSessionForTests();
  resetAppSettingsForTests();
  const router = createMemoryRouter(buildRouteObjects(table), { initialEntries: [path] });
  sendLostSessionsToSignIn((to) => void router.navigate(to));
  void startSession(guardOf(new URL(path, 'http://localhost').pathname, table) === 'auth');
  const view = render(<App router={router} env="test" />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}

/** The JSON:API answer of GET /me?include=roles for a signed-in user. */
export function meDocument(name = 'Alex Citizen') {
  return {
    data: {
      type: 'users',
      id: '1',
      attributes: { name, email: 'alex@example.com' },
      relationships: { roles: { data: [{ type: 'roles', id: '2' }] } },
    },
    included: [{ type: 'roles', id: '2', attributes: { name: 'owner' } }],
  };
}
