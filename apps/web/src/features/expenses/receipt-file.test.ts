import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES, receiptKind, receiptProblem } from './receipt-file.ts';

describe('receipt file', () => {
  it('refuses only what is larger than 10 MB before sending it', () => {
    expect(receiptProblem({ size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ size: RECEIPT_MAX_BYTES + 1 })).toBe('receiptTooLarge');
  });

  // Its size is written by core's formatFileSize (i18n/format.test.ts).
  it('says what a stored receipt is', () => {
    expect(receiptKind('application/pdf')).toBe('PDF');
    expect(receiptKind('image/jpeg')).toBe('JPEG');
  });
});
