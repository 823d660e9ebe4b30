import { isVariationReason, type VariationReason } from '@sorted/core/tax-time/payg-instalments';
import type { TFunction } from 'i18next';

const REASON_TEXTS = {
  '21': 'bas.payg.reasons.21',
  '22': 'bas.payg.reasons.22',
  '23': 'bas.payg.reasons.23',
  '24': 'bas.payg.reasons.24',
  '25': 'bas.payg.reasons.25',
  '26': 'bas.payg.reasons.26',
  '27': 'bas.payg.reasons.27',
  '33': 'bas.payg.reasons.33',
} as const satisfies Record<VariationReason, string>;

/** A T4 code with the ATO's reason: "23 – Significant change in trading conditions" (a code of its own as stored). */
export function reasonText(t: TFunction, code: string | null): string {
  if (code === null) return '';
  return isVariationReason(code) ? `${code} – ${t(REASON_TEXTS[code])}` : code;
}
