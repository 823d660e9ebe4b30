import { type ComponentType, lazy, Suspense, useState } from 'react';
import { importWithTimeout } from '../lib/lazy-with-timeout.ts';
import { useIdlePreload } from './use-idle-preload.ts';

/**
 * A side panel (a form in a drawer) whose code loads apart from the screen that offers it: the screen
 * opens without the form's code (validation, the date picker, number fields: most of a form's weight),
 * which arrives once the screen is drawn and the browser is idle, so that opening the panel is still
 * instant. Mounted with its first opening and kept, so that it closes with its animation.
 */
export function lazyPanel<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const loadPanel = () => importWithTimeout(load);
  const Panel = lazy(() => loadPanel().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per panel at module level, as React.lazy is.
  return function LazyPanel(props: P) {
    useIdlePreload(loadPanel);
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
