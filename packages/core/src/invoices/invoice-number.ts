/**
 * The number after a business's last invoice number: its trailing digits plus one, keeping the prefix
 * and the width ("INV-0041" → "INV-0042", "2026/9" → "2026/10"); "INV-0001" for a first invoice.
 */
export function nextInvoiceNumber(last: string | null | undefined): string {
  const match = last ? /^(.*?)(\d+)$/.exec(last.trim()) : null;
  if (!last?.trim()) return 'INV-0001';
  if (!match) return `${last.trim()}-0001`;
  const [, prefix = '', digits = '0'] = match;
  return `${prefix}${String(BigInt(digits) + 1n).padStart(digits.length, '0')}`;
}
