const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** Digits only: "51 824 753 556" → "51824753556". */
export const compactDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The ATO's ABN check: subtract 1 from the first digit, weight the digits, the sum divides by 89. The
 * first two digits are check digits from 10 to 99, so a real ABN never starts with 0.
 */
export function isValidAbn(value: string): boolean {
  const digits = compactDigits(value);
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => {
    const number = Number(digit) - (index === 0 ? 1 : 0);
    return total + number * (ABN_WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 89 === 0;
}

/**
 * ASIC's ACN check digit: weights 8..1 on the first eight digits, check = (10 − sum mod 10) mod 10. All
 * zeros passes that sum but is no company's number.
 */
export function isValidAcn(value: string): boolean {
  const digits = compactDigits(value);
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  const sum = ACN_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

/** "51824753556" → "51 824 753 556", as ABNs are printed. */
export function formatAbn(value: string): string {
  const digits = compactDigits(value);
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : value;
}
