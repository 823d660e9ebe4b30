// Parts of a locale file, picked at build time (apps/web/locale-shell-plugin.ts): the sign-in texts,
// the everyday ones, and those of the screens opened a few times a year.
declare module '*.json?shell' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
declare module '*.json?everyday' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
declare module '*.json?occasional' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
