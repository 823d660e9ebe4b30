import { describe, expect, it } from 'vitest';
import { formatFileSize, RECEIPT_MAX_BYTES, receiptKind, receiptProblem } from './receipt-file.ts';

describe('receipt file', () => {
  it('refuses only what is larger than 10 MB before sending it', () => {
    expect(receiptProblem({ size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ size: RECEIPT_MAX_BYTES + 1 })).toBe('receiptTooLarge');
  });

  it('says what a stored receipt is and how large', () => {
    expect(receiptKind('application/pdf')).toBe('PDF');
    expect(receiptKind('image/jpeg')).toBe('JPEG');
    expect(formatFileSize(103)).toBe('0.1 kB');
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(3_500_000)).toBe('3.3 MB');
    expect(formatFileSize(3_500_000, 'de')).toBe('3,3 MB');
  });
});
