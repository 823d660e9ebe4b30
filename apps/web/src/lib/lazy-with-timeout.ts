import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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

/** React.lazy with a timeout: a failed or stalled chunk surfaces as a ChunkLoadError to the error screen. */
export function lazyWithTimeout(
  load: () => Promise<ScreenModule>,
  timeoutMs = LAZY_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(() => importWithTimeout(load, timeoutMs));
}
