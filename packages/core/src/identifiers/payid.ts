import { z } from 'zod';
import { compactDigits, isValidAbn, isValidAcn } from './abn.ts';

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
