/** How long after the page's load event work that can wait starts (then at an idle moment). */
export const SETTLE_AFTER_LOAD_MS = 5_000;

/**
 * Runs `work` once the page has loaded, a few seconds more have passed and the browser is idle: for what
 * the first screen does not need (the service worker and its precache, a form's code fetched ahead of
 * its first opening). On a phone such work would otherwise share the network and the main thread with
 * the first screen's data and drawing (Lighthouse: hundreds of milliseconds more blocking time).
 * Returns a function that cancels it if it has not started.
 */
export function whenSettled(work: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const later = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 5_000 });
      else run();
    }, SETTLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', later);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}
