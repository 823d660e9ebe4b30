import { useEffect } from 'react';
import { whenSettled } from '../lib/when-settled.ts';

/**
 * Downloads a part of the app (`load`, a dynamic import) once the page has settled (lib/when-settled.ts):
 * the part is kept off the first screen's load and main thread, and is there when asked for, even if the
 * connection has dropped by then. A failure is left for the part's own use to report.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => whenSettled(() => void load().catch(() => undefined)), [load]);
}
