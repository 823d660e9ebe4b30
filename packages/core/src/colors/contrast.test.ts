import { describe, expect, it } from 'vitest';
import { contrastWithWhite, hexToRgb, readableOnWhite, relativeLuminance } from './contrast.ts';

describe('contrast against white', () => {
  it('reads the channels of #RRGGBB, in either case', () => {
    expect(hexToRgb('#FF8000')).toEqual({ red: 1, green: 128 / 255, blue: 0 });
    expect(hexToRgb('#ff8000')).toEqual(hexToRgb('#FF8000'));
    expect(() => hexToRgb('#fff')).toThrow();
    expect(() => hexToRgb('red')).toThrow();
  });

  it('gives WCAG 2 luminance: black 0, white 1, pure green the heaviest channel', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#00FF00')).toBeCloseTo(0.7152, 4);
  });

  it('gives the known ratios', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#FFFFFF')).toBeCloseTo(1, 5);
    // Published values (WebAIM's checker).
    expect(contrastWithWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(contrastWithWhite('#0000FF')).toBeCloseTo(8.59, 2);
    expect(contrastWithWhite('#FF0000')).toBeCloseTo(4, 2);
  });

  it('takes 3:1 or more as readable, and refuses lighter colours', () => {
    expect(readableOnWhite('#1F6FEB')).toBe(true);
    expect(readableOnWhite('#000000')).toBe(true);
    // #949494 is 3.03:1, #959595 2.99:1: the line falls between them.
    expect(readableOnWhite('#949494')).toBe(true);
    expect(readableOnWhite('#959595')).toBe(false);
    expect(readableOnWhite('#FFFF00')).toBe(false);
    expect(readableOnWhite('#FFFFFF')).toBe(false);
  });
});
