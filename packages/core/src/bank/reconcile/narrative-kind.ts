import type { Cents } from '../../money/cents.ts';
import { CONFIDENCE } from './confidence.ts';

// What a line's narrative says it is, before any rule of the owner's: a payment to or refund from the
// ATO, or money moved between the owner's own accounts. Neither is income or an expense, and offering an
// expense with GST for a BAS payment or a transfer to savings would invite the owner to count it as one.
// Below the bulk line: the owner looks before accepting.

export interface NarrativeKind {
  kind: 'transfer' | 'ato-payment' | 'ato-refund';
  confidence: number;
}

// "BPAY ATO 551234567890", "AUSTRALIAN TAXATION OFFICE", "TAX OFFICE PAYMENTS", "ATO REFUND": ATO as a
// word of its own, so that names like PLATO or TOMATO are not it.
const ATO = /\bATO\b|\bAUSTRALIAN TAXATION OFFICE\b|\bTAX OFFICE PAYMENTS?\b/i;

// CommBank names the owner's own account masked right after the direction ("Transfer to xx1234 NetBank
// Savings"); other banks say savings or offset. A card line's "Card xx2784" is no transfer, and a client's
// "Transfer from J CITIZEN INV-1042" names no account of the owner's.
const OWN_ACCOUNT_MASKED = /\b(?:transfer|tfr|xfer|trf)\s+(?:to|from)\s+xx\d{3,4}\b/i;
const TRANSFER_WORD = /\b(?:transfer|tfr|xfer|trf|osko|online)\b/i;
const OWN_ACCOUNT_WORD = /\b(?:savings|offset|own account)\b/i;

/** The kind the narrative names, if it names one that fits the line's direction. */
export function kindNamedIn(line: { amountCents: Cents; description: string }): NarrativeKind | null {
  if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) return null;
  const { description } = line;
  if (ATO.test(description)) {
    return {
      kind: line.amountCents < 0 ? 'ato-payment' : 'ato-refund',
      confidence: CONFIDENCE.narrativeNamesAto,
    };
  }
  if (
    OWN_ACCOUNT_MASKED.test(description) ||
    (TRANSFER_WORD.test(description) && OWN_ACCOUNT_WORD.test(description))
  ) {
    return { kind: 'transfer', confidence: CONFIDENCE.narrativeOwnTransfer };
  }
  return null;
}
