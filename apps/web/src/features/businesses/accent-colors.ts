// The accent colours offered as swatches: each dark enough to read as text on white paper (3:1, the
// rule the server applies), so a click never leads to a refusal.
export const ACCENT_SWATCHES = [
  '#1F6FEB',
  '#0B7A75',
  '#2B8A3E',
  '#C92A2A',
  '#A61E4D',
  '#6741D9',
  '#D9480F',
  '#1A1B1E',
] as const;

/** What the logo picker offers; the server judges the file by its bytes. */
export const LOGO_ACCEPT = 'image/png,image/jpeg';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
