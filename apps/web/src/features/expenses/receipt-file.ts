// A receipt as the person picks it. The server judges the file by its bytes (JPEG, PNG, HEIC or PDF); the
// browser only refuses what is plainly too large to send, and says what it holds.

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file picker offers (HEIC often comes without a type, hence the extensions). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic,.heif';

/** A message key when the file is refused before sending it, else null. */
export function receiptProblem(file: { size: number }): 'receiptTooLarge' | null {
  return file.size > RECEIPT_MAX_BYTES ? 'receiptTooLarge' : null;
}

/** "PDF", "JPEG", "PNG": what a stored receipt is, from its type. */
export function receiptKind(contentType: string): string {
  const subtype = contentType.split('/')[1]?.split(';')[0]?.trim() ?? '';
  return subtype.toUpperCase() || contentType;
}
