// Runs before the first paint: applies the remembered skin (Mantine's localStorage key `skin`) and
// language, so a dark-skinned user never sees a flash of the light one. Mirrors ColorSchemeScript.
// Also the sidebar's remembered width, for the frame's outline the page paints before the app runs.
(() => {
  try {
    const root = document.documentElement;
    const stored = window.localStorage.getItem('skin');
    const skin = stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
    const dark =
      skin === 'dark' || (skin === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    // The sidebar as the user left it, for the frame's outline in index.html (ui/global.css).
    if (window.localStorage.getItem('sidebar_collapsed') === 'true')
      root.setAttribute('data-sidebar-collapsed', '');
    const locale = window.localStorage.getItem('locale');
    if (locale === 'en' || locale === 'de' || locale === 'es' || locale === 'fr') root.lang = locale;
    if (locale === 'pt-br') root.lang = 'pt-BR';
  } catch {
    // Storage can be blocked; the app falls back to its defaults.
  }
})();

// The first screen's API calls, which the server names in the page of a visitor with a session
// (app/first-requests.ts): sent now, as the head is read, their answers are in by the time the app's code
// has downloaded and run, instead of a round trip after it (lib/first-requests.ts hands them to the app).
// The headers are the API client's for a GET (lib/api.ts).
const firstRequests = document.querySelector('meta[name="sorted-first-requests"]');
if (firstRequests && typeof fetch === 'function') {
  const answers = new Map();
  for (const path of firstRequests.content.split(' ').filter(Boolean)) {
    const answer = fetch(`/api/v1${path}`, {
      headers: { Accept: 'application/vnd.api+json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'include',
    });
    // A failure is the app's to report, when it reads the answer; unread, it is nobody's.
    answer.catch(() => {});
    answers.set(path, answer);
  }
  window.sortedFirstRequests = answers;
}

// A page's first Intl formatter costs some 20–70 ms (ICU starting), four times that on a phone, wherever
// it is made. On a signed-in page the app's two kinds are made here, before the first paint: this script
// runs as the head is read, while the stylesheet and the scripts are still downloading, so the page waits
// for them, not for this. Made later (in a task of its own, or in the app's start or first drawing) the
// same work blocked a page that was already showing.
// The zone is the app's default (core's dates/time-zone.ts); another one costs a millisecond more later.
// The server marks a signed-in page at the top of its head (apps/api/src/plugins/signed-in-page.ts).
if (document.querySelector('meta[name="sorted-session"]')) {
  try {
    new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'AUD' }).format(0);
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(new Date());
  } catch {
    // A browser without these formatters makes them (or fails) where the app needs them.
  }
}
