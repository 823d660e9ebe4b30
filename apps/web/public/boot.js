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
