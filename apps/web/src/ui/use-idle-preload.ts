import { useEffect } from 'react';

/**
 * Downloads a part of the app (`load`, a dynamic import) once the screen is drawn and the browser is
 * idle: the part is kept off the page's first load, and is there when asked for, even if the
 * connection has dropped by then. A failure is left for the part's own use to report.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const fetchPart = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(fetchPart, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchPart, 2000);
    return () => clearTimeout(timer);
  }, [load]);
}
