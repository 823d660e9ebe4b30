import { type ComponentType, createElement, lazy, useState } from 'react';

export const LAZY_TIMEOUT_MS = 120_000;

/** A piece of the app (a JavaScript chunk) did not arrive: offline, a new release, or too slow. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError;
}

/** Rejects with a ChunkLoadError when the import fails or takes longer than `timeoutMs`. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a part of the app took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError('A part of the app failed to load', { cause: error }),
        );
      },
    );
  });
}

export type ScreenModule = { default: ComponentType };

/** Modules delivered before the app first drew (app/router.tsx, preloadScreen), by the loader that asked. */
const delivered = new WeakMap<() => Promise<ScreenModule>, ScreenModule>();

/** Remembers what `load` delivered: a lazy part made with that loader then draws it at once. */
export function rememberDelivered(load: () => Promise<ScreenModule>, module: ScreenModule): void {
  delivered.set(load, module);
}

/** A lazy part: what `deliveredBy` already brought, drawn at once, else the lazy component. */
function LazyPart({
  lazyPart,
  deliveredBy,
}: {
  lazyPart: ComponentType;
  deliveredBy: () => Promise<ScreenModule>;
}) {
  // Chosen once per mounting: changing from one to the other would mount the part anew.
  const [Delivered] = useState(() => delivered.get(deliveredBy)?.default ?? null);
  return createElement(Delivered ?? lazyPart);
}

/**
 * React.lazy with a timeout: a failed or stalled chunk surfaces as a ChunkLoadError to the error screen.
 * A part whose module `deliveredBy` already brought (see rememberDelivered) is drawn at once: React.lazy
 * would suspend on it even so, and the page would be drawn twice, the second time once it resumed.
 */
export function lazyWithTimeout(
  load: () => Promise<ScreenModule>,
  {
    timeoutMs = LAZY_TIMEOUT_MS,
    deliveredBy = load,
  }: { timeoutMs?: number; deliveredBy?: () => Promise<ScreenModule> } = {},
): ComponentType {
  const lazyPart = lazy(() => importWithTimeout(load, timeoutMs));
  return () => createElement(LazyPart, { lazyPart, deliveredBy });
}
