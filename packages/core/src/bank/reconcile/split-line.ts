import type { Cents } from '../../money/cents.ts';
import { divideRoundHalfUp } from '../../sales-documents/totals.ts';

// One bank line, several meanings: fuel 75% business and 25% private, or a card payment that paid for
// two things. The parts are whole cents that add up exactly to the line, so no cent is lost to
// rounding and the line reconciles to zero.

type SplitPlan =
  /** Two parts: the business share (rounded to the cent, halves up) and the private rest. 0–100, whole. */
  | { businessPercent: number }
  /** The parts' amounts as positive cents; when they come short of the line, the rest is one more part. */
  | { amounts: readonly Cents[] };

type SplitResult =
  /** Each part carries the line's sign. */
  | { ok: true; parts: Cents[] }
  | { ok: false; problem: 'not-whole-cents' | 'bad-percent' | 'negative-part' | 'over-line' };

export function splitLine(amountCents: Cents, plan: SplitPlan): SplitResult {
  if (!Number.isSafeInteger(amountCents)) return { ok: false, problem: 'not-whole-cents' };
  const whole = Math.abs(amountCents);
  const signed = (parts: Cents[]) => ({
    ok: true as const,
    parts: amountCents < 0 ? parts.map((part) => (part === 0 ? 0 : -part)) : parts,
  });
  if ('businessPercent' in plan) {
    const percent = plan.businessPercent;
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      return { ok: false, problem: 'bad-percent' };
    const business = divideRoundHalfUp(whole * percent, 100);
    return signed([business, whole - business]);
  }
  if (!plan.amounts.every(Number.isSafeInteger)) return { ok: false, problem: 'not-whole-cents' };
  if (plan.amounts.some((part) => part < 0)) return { ok: false, problem: 'negative-part' };
  const given = plan.amounts.reduce((sum, part) => sum + part, 0);
  if (given > whole) return { ok: false, problem: 'over-line' };
  return signed(given === whole ? [...plan.amounts] : [...plan.amounts, whole - given]);
}
