// The answers to the page's first API calls, which public/boot.js asked for as the head was read (the
// server names them in the page of a visitor with a session: app/first-requests.ts). The API client
// takes them instead of asking again.

declare global {
  interface Window {
    /** Left by public/boot.js: each named address's answer, by path under the API's base. */
    sortedFirstRequests?: Map<string, Promise<Response>>;
  }
}

/**
 * How long after the page opened its first answers can stand for the truth at most. The app drops them
 * once its first screen has asked for its data (app/main.tsx), within a few seconds; this bounds a start
 * that never gets that far.
 */
export const FIRST_REQUESTS_FRESH_MS = 20_000;

/**
 * The answer boot.js is fetching for `path` (a GET), while it is fresh: a copy each time, so that two
 * callers of the same address (the frame's and a screen's businesses) both read it.
 */
export function firstRequest(path: string): Promise<Response> | undefined {
  const early = window.sortedFirstRequests;
  if (!early) return undefined;
  if (performance.now() > FIRST_REQUESTS_FRESH_MS) {
    dropFirstRequests();
    return undefined;
  }
  return early.get(path)?.then((response) => response.clone());
}

/**
 * Once the first screen has asked for its data, and after any change (a POST, PATCH, DELETE…): answers
 * fetched before then no longer stand.
 */
export function dropFirstRequests(): void {
  delete window.sortedFirstRequests;
}
