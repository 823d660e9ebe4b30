import { describe, expect, it } from 'vitest';
import { editAmount, formatAmountInput, parseAmountInput } from './amount-input.ts';

describe('formatAmountInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1234', '1,234'],
    ['1234567.8', '1,234,567.8'],
    ['1,234,5', '12,345'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['0005', '5'],
    ['00.50', '0.50'],
    ['$ 1 000,50', '100,050'],
    ['abc', ''],
    ['1e5', '15'],
    ['-500', '-500'],
    ['  -1234.5', '-1,234.5'],
    ['5-00', '500'],
    ['--5', '-5'],
  ])('shows %j as %j', (raw, shown) => {
    expect(formatAmountInput(raw)).toBe(shown);
  });
});

describe('editAmount', () => {
  it('adds separators as digits are typed and keeps the caret after the typed digit', () => {
    expect(editAmount('1,234', '1,2345', 6, 'insertText')).toEqual({ text: '12,345', caret: 6 });
    expect(editAmount('123', '1234', 4, 'insertText')).toEqual({ text: '1,234', caret: 5 });
    // A digit typed in the middle: "1,2|34" + 9 → "12,9|34".
    expect(editAmount('1,234', '1,2934', 4, 'insertText')).toEqual({ text: '12,934', caret: 4 });
  });

  it('refuses letters, a second dot and a third decimal without moving the caret', () => {
    expect(editAmount('1,234', '1,2a34', 4, 'insertText')).toEqual({ text: '1,234', caret: 3 });
    expect(editAmount('12.5', '12.5.', 5, 'insertText')).toEqual({ text: '12.5', caret: 4 });
    expect(editAmount('12.50', '12.505', 6, 'insertText')).toEqual({ text: '12.50', caret: 5 });
  });

  it('deletes the digit before a separator when backspace hits the separator', () => {
    // "1,|234" backspace removes the comma in the browser: "1|234".
    expect(editAmount('1,234', '1234', 1, 'deleteContentBackward')).toEqual({ text: '234', caret: 0 });
    expect(editAmount('12,345', '12345', 2, 'deleteContentBackward')).toEqual({ text: '1,345', caret: 1 });
    // Delete before the separator removes the digit after it: "1|,234" → "1|34".
    expect(editAmount('1,234', '1234', 1, 'deleteContentForward')).toEqual({ text: '134', caret: 1 });
  });

  it('refuses a tenth whole-dollar digit, and says it was too large', () => {
    expect(editAmount('999,999,999', '9,999,999,999', 13, 'insertText')).toEqual({
      text: '999,999,999',
      caret: 11,
      tooLarge: true,
    });
    expect(editAmount('', '12345678901', 11, 'insertFromPaste')).toMatchObject({ text: '', tooLarge: true });
    expect(editAmount('99,999,999', '999,999,999', 11, 'insertText').tooLarge).toBeUndefined();
  });

  it('formats a pasted amount', () => {
    expect(editAmount('', '$85,000.00', 10, 'insertFromPaste')).toEqual({ text: '85,000.00', caret: 9 });
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['', 0],
    ['-', 0],
    ['0.', 0],
    ['0', 0],
    ['1,234.5', 123_450],
    ['12.', 1_200],
    ['999,999,999.99', 99_999_999_999],
    ['-500', -50_000],
    ['-0.5', -50],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents);
  });

  it('is null for what is not an amount', () => {
    expect(parseAmountInput('abc')).toBeNull();
  });
});
