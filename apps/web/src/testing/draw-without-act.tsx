import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;

/**
 * Draws `element` (in Mantine's provider) as the app draws it, outside act(): the drawing is committed
 * at once, but the transitions its effects start run later, so a test can act before them.
 */
export function drawWithoutAct(element: ReactNode): void {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const app = createRoot(document.body.appendChild(document.createElement('div')));
  root = app;
  flushSync(() => app.render(<MantineProvider>{element}</MantineProvider>));
}

/** Takes down what drawWithoutAct drew and gives the tests act() back (for afterEach). */
export function undrawWithoutAct(): void {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
}
