/**
 * numerator ÷ denominator to the nearest whole (cent), halves up, both non-negative. BigInt because the
 * tax-time fractions multiply three or four amounts before dividing once, beyond a double's exact range.
 */
export function fractionHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
