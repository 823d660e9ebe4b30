// WCAG 2's relative luminance and contrast ratio: a business's accent colour prints its invoice's title
// and total line on white paper, so it must read as text there (3:1, the ratio for large text).

/** "#RRGGBB", the only form an accent colour is kept in. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The least contrast an accent colour needs against white. */
export const MIN_ACCENT_CONTRAST = 3;

/** Red, green and blue from 0 to 1 of a "#RRGGBB" colour. */
export function hexToRgb(hex: string): { red: number; green: number; blue: number } {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return { red: channel(1), green: channel(3), blue: channel(5) };
}

/** WCAG 2's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const linear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  const { red, green, blue } = hexToRgb(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of a colour against white, from 1 (white) to 21 (black). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** Whether a colour reads as text on white paper. */
export function readableOnWhite(hex: string): boolean {
  return contrastWithWhite(hex) >= MIN_ACCENT_CONTRAST;
}
