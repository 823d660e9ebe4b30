import { darken, getPrimaryShade, isLightColor, luminance, type MantineTheme } from '@mantine/core';

// Mantine's palettes are bright: white on green, teal, orange or red filled buttons, and the light
// variant's shade-9 text on its shade-1 tint (shade 2 under the pointer) (green, teal, orange badges and buttons), fall under WCAG's
// 4.5:1. These CSS variables darken exactly those colours until they read, and leave the others alone.

const AA_CONTRAST = 4.5;

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at 4.5:1 against `other`. */
export function darkenUntilReadable(color: string, other: string): string {
  let readable = color;
  for (let amount = 0.04; contrastRatio(readable, other) < AA_CONTRAST && amount < 1; amount += 0.04) {
    readable = darken(color, amount);
  }
  return readable;
}

/**
 * For every palette colour: the filled background (when Mantine's auto contrast puts white text on
 * it) with the light skin's outline text, and the light skin's light-variant text on its tint, each
 * darkened until it reaches 4.5:1.
 */
export function readableColorVariables(theme: MantineTheme): {
  light: Record<string, string>;
  dark: Record<string, string>;
} {
  const dark: Record<string, string> = {};
  const light: Record<string, string> = {};
  const shade = getPrimaryShade(theme, 'light');
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = palette[shade];
    if (filled && !isLightColor(filled, theme.luminanceThreshold)) {
      const readable = darkenUntilReadable(filled, '#ffffff');
      if (readable !== filled) {
        const hover = darken(readable, 0.1);
        for (const scheme of [light, dark]) {
          scheme[`--mantine-color-${name}-filled`] = readable;
          scheme[`--mantine-color-${name}-filled-hover`] = hover;
        }
        // The light skin's outline variant draws its text in the same shade on white.
        light[`--mantine-color-${name}-outline`] = readable;
      }
    }
    // Against the hover tint (shade 2), the darker of the variant's two backgrounds: a clicked button or
    // link keeps the pointer over it.
    const [hoverTint, text] = [palette[2], palette[9]];
    if (hoverTint && text) {
      const readable = darkenUntilReadable(text, hoverTint);
      if (readable !== text) light[`--mantine-color-${name}-light-color`] = readable;
    }
  }
  return { light, dark };
}
