// The sign-in texts of a locale file, picked at build time (apps/web/locale-shell-plugin.ts).
declare module '*.json?shell' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
