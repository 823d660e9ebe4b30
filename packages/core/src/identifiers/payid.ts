import { z } from 'zod';
import { compactDigits, formatAbn, isValidAbn, isValidAcn } from './abn.ts';

export type PayIdType = 'email' | 'phone' | 'abn' | 'acn' | 'org_id';

export interface PayId {
  type: PayIdType;
  /** The form the payer types into their bank: lower-case e-mail, +61-4XXXXXXXX, bare digits. */
  value: string;
}

const email = z.email();
const ORGANISATION = /^\p{L}[\p{L}\p{N} .&'_-]{1,255}$/u;

/**
 * Recognises a PayID: an e-mail address, an Australian mobile number (04… or +614…), an ABN, an ACN, or
 * an organisation identifier (text that starts with a letter). Null when it is none of these.
 */
export function parsePayId(input: string): PayId | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const lower = trimmed.toLowerCase();
    return lower.length <= 256 && email.safeParse(lower).success ? { type: 'email', value: lower } : null;
  }
  const digits = compactDigits(trimmed.replace(/[()]/g, ''));
  if (/^[+\d]/.test(digits) && /^\+?\d+$/.test(digits)) {
    const mobile = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
    if (mobile) return { type: 'phone', value: `+61-${mobile[1]}` };
    if (isValidAbn(digits)) return { type: 'abn', value: digits };
    if (isValidAcn(digits)) return { type: 'acn', value: digits };
    return null;
  }
  return ORGANISATION.test(trimmed) ? { type: 'org_id', value: trimmed } : null;
}

/**
 * A PayID as people read it: a mobile "0412 345 678" (stored as +61-412345678), an ABN "51 824 753 556",
 * an ACN "004 085 616"; an e-mail address or an organisation identifier as it is.
 */
export function formatPayId(value: string): string {
  const payId = parsePayId(value);
  if (payId === null) return value;
  if (payId.type === 'phone') {
    const digits = `0${payId.value.slice(4)}`;
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  if (payId.type === 'abn') return formatAbn(payId.value);
  if (payId.type === 'acn')
    return `${payId.value.slice(0, 3)} ${payId.value.slice(3, 6)} ${payId.value.slice(6)}`;
  return value;
}
