import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable, readableColorVariables } from './readable-colors.ts';
import { theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = readableColorVariables(merged);

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#f03e3e', '#ffffff', 3.84],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });
});

describe('darkenUntilReadable', () => {
  it('leaves a colour that already reads as it is', () => {
    expect(darkenUntilReadable('#364fc7', '#ffffff')).toBe('#364fc7');
  });

  it('darkens one that does not until it reaches 4.5:1', () => {
    const readable = darkenUntilReadable('#37b24d', '#ffffff');
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('readableColorVariables', () => {
  it.each(['red', 'green', 'teal', 'orange'])(
    'puts white text on filled %s at 4.5:1 in both skins',
    (name) => {
      for (const scheme of [light, dark]) {
        const filled = scheme[`--mantine-color-${name}-filled`] ?? '';
        expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
      expect(light[`--mantine-color-${name}-outline`]).toBe(light[`--mantine-color-${name}-filled`]);
    },
  );

  it.each(Object.keys(merged.colors))(
    'makes the light variant of %s readable on its tint and on its hover tint',
    (name) => {
      const palette = merged.colors[name] ?? [];
      const text = light[`--mantine-color-${name}-light-color`] ?? palette[9] ?? '';
      expect(contrastRatio(text, palette[1] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, palette[2] ?? '')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the brand indigo filled, which already reads, and the colours that carry black text', () => {
    expect(light['--mantine-color-indigo-filled']).toBeUndefined();
    expect(light['--mantine-color-yellow-filled']).toBeUndefined();
  });
});
