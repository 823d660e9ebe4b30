import type { Cents } from '../money/cents.ts';
import type { Basis } from './basis.ts';

// Personal (self-employed) super contributions, deducted at D12 (s 290-150 ff). Figures from the ATO
// tax-time notes (tax-time.md, "Personal super contributions").

interface ConcessionalCap {
  amount: Cents;
  basis: Basis;
}

// Employer super, salary sacrifice and deducted personal contributions all count against it.
const CONCESSIONAL_CAP: Readonly<Record<string, ConcessionalCap>> = {
  '2020-21': { amount: 2_500_000, basis: 'confirmed' },
  '2021-22': { amount: 2_750_000, basis: 'confirmed' },
  '2022-23': { amount: 2_750_000, basis: 'confirmed' },
  '2023-24': { amount: 2_750_000, basis: 'secondary' },
  // secondary, but consistent with 2025-26's maximum contribution base: $62,500 = $30,000 ÷ 12% ÷ 4
  '2024-25': { amount: 3_000_000, basis: 'secondary' },
  '2025-26': { amount: 3_000_000, basis: 'secondary' },
  // one secondary source only: treated as an estimate until confirmed
  '2026-27': { amount: 3_250_000, basis: 'estimate' },
};

export const concessionalCap = (year: string): ConcessionalCap | null => CONCESSIONAL_CAP[year] ?? null;

export interface PersonalSuperInput {
  /** What the person paid (or means to pay) into the fund by 30 June and wants to deduct. */
  planned: Cents;
  /** Employer contributions (guarantee and salary sacrifice) already counted against the cap. */
  employerContributions: Cents;
  /**
   * Unused cap carried forward (s 291-20), as myGov shows it: only when the total super balance was under
   * $500,000 at the prior 30 June. Sorted cannot see fund data, so the person enters it.
   */
  carryForwardAvailable: Cents;
  cap: ConcessionalCap;
  /** Taxable income before this deduction; may be negative (a loss). */
  incomeBeforeSuper: Cents;
  /** The fund has acknowledged a valid notice of intent (s 290-170). */
  noticeAcknowledged: boolean;
}

export type PersonalSuperDeduction = {
  deductible: Cents;
  /** What held the deduction under `planned`: the cap room, the income (s 26-55), or nothing. */
  limitedBy: 'nothing' | 'cap' | 'income';
  /** How much of `planned` is above the cap room: it would be an excess concessional contribution. */
  overCapRoom: Cents;
  basis: Basis;
} & (
  | { status: 'deductible' }
  /** Without the fund's acknowledgement nothing is deductible; this is what would be once it comes. */
  | { status: 'notice-needed'; deductibleOnceAcknowledged: Cents }
);

function assertAmount(amount: Cents, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${name} ${amount} is not an amount`);
}

/**
 * The deduction for personal contributions: no more than the cap room left after employer contributions
 * (plus any carried-forward amount), and never more than the income before it, so it cannot create or
 * increase a loss (s 26-55).
 */
export function personalSuperDeduction(input: PersonalSuperInput): PersonalSuperDeduction {
  const { planned, employerContributions, carryForwardAvailable, cap, incomeBeforeSuper } = input;
  assertAmount(planned, 'planned');
  assertAmount(employerContributions, 'employer contributions');
  assertAmount(carryForwardAvailable, 'carry-forward');
  if (!Number.isSafeInteger(incomeBeforeSuper)) throw new RangeError('income is not whole cents');
  const room = Math.max(0, cap.amount + carryForwardAvailable - employerContributions);
  const income = Math.max(0, incomeBeforeSuper);
  const deductible = Math.min(planned, room, income);
  const limitedBy = deductible === planned ? 'nothing' : deductible === income ? 'income' : 'cap';
  const common = { limitedBy, overCapRoom: Math.max(0, planned - room), basis: cap.basis } as const;
  return input.noticeAcknowledged
    ? { status: 'deductible', deductible, ...common }
    : { status: 'notice-needed', deductible: 0, deductibleOnceAcknowledged: deductible, ...common };
}
