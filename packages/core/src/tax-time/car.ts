import { daysBetween, financialYearOf, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { applyRate, roundHalfUp } from '../tax/individual-tax.ts';
import type { Basis } from './basis.ts';
import { yearStart } from './financial-year.ts';

// Car expenses, ITAA 1997 Division 28. Figures from the ATO tax-time notes (tax-time.md, "Car expenses").

interface KmRate {
  rateCents: number;
  basis: Basis;
}

// The cents-per-km rate covers every running cost and the car's decline in value.
const CENTS_PER_KM: Readonly<Record<string, KmRate>> = {
  '2020-21': { rateCents: 72, basis: 'confirmed' },
  '2021-22': { rateCents: 72, basis: 'confirmed' },
  '2022-23': { rateCents: 78, basis: 'confirmed' }, // LI 2022/24
  '2023-24': { rateCents: 85, basis: 'confirmed' },
  '2024-25': { rateCents: 88, basis: 'confirmed' }, // LI 2024/19
  '2025-26': { rateCents: 88, basis: 'confirmed' }, // ATO: 2024 rate "remain effective for the 2025–26 income year"
  // ESTIMATE: LI 2024/19 applies until varied and no 2026 determination was seen, so 88c stands in.
  '2026-27': { rateCents: 88, basis: 'estimate' },
};

/** s 28-25: only the first 5,000 business kilometres per car per year count. */
export const CENTS_PER_KM_LIMIT_KM = 5_000;

/** The year's rate, or null for a year the table does not cover. */
export const centsPerKmRate = (year: string): KmRate | null => CENTS_PER_KM[year] ?? null;

function assertWholeKm(km: number): void {
  if (!Number.isSafeInteger(km) || km < 0) throw new RangeError(`${km} is not a whole number of km`);
}

export interface CentsPerKmClaim extends KmRate {
  claim: Cents;
  kmClaimed: number;
  /** True when the car did more business km than the 5,000 that count. */
  capped: boolean;
}

/** One car's claim for the year (km are whole kilometres); null for a year with no known rate. */
export function centsPerKmClaim(year: string, businessKm: number): CentsPerKmClaim | null {
  assertWholeKm(businessKm);
  const rate = centsPerKmRate(year);
  if (!rate) return null;
  const kmClaimed = Math.min(businessKm, CENTS_PER_KM_LIMIT_KM);
  return {
    claim: kmClaimed * rate.rateCents,
    kmClaimed,
    capped: businessKm > CENTS_PER_KM_LIMIT_KM,
    ...rate,
  };
}

/**
 * Business-use percentage of a logbook period (s 28-125), in basis points (7500 = 75.00%), rounded half
 * up to the hundredth of a percent: the logbook states a percentage, and the claim is worked out from it.
 * A logbook with no km at all has no business use.
 */
export function logbookBusinessUsePercent(businessKm: number, totalKm: number): number {
  assertWholeKm(businessKm);
  assertWholeKm(totalKm);
  if (businessKm > totalKm) throw new RangeError('business km cannot exceed the total km');
  return totalKm === 0 ? 0 : roundHalfUp(businessKm * 10_000, totalKm);
}

/** Logbook method: the year's car expenses (decline in value already capped by the car limit) × business use. */
export function logbookClaim(carExpenses: Cents, businessUseBps: number): Cents {
  if (!Number.isSafeInteger(carExpenses) || carExpenses < 0) {
    throw new RangeError(`${carExpenses} is not an amount of expenses`);
  }
  if (!Number.isInteger(businessUseBps) || businessUseBps < 0 || businessUseBps > 10_000) {
    throw new RangeError(`${businessUseBps} is not a percentage in basis points`);
  }
  return applyRate(carExpenses, businessUseBps);
}

/**
 * s 28-10: a car is designed to carry a load under 1 tonne and fewer than 9 passengers. Anything else
 * (a 1-tonne ute) is not a car: actual costs × business use. Ask for the payload; never guess it.
 */
export function isCar(payloadKg: number, passengers: number): boolean {
  if (payloadKg < 0 || passengers < 0) throw new RangeError('payload and passengers cannot be negative');
  return payloadKg < 1_000 && passengers < 9;
}

export type CarMethodsRefusal =
  | 'company-uses-actual-costs'
  | 'trust-uses-actual-costs'
  | 'partnership-without-individual';

/** s 28-10: Div 28 is for individuals and partnerships with an individual partner; "not any other entity". */
export function carMethodsAllowed(
  who:
    | { entity: 'sole-trader' | 'company' | 'trust' }
    | { entity: 'partnership'; individualPartner: boolean },
): { allowed: true } | { allowed: false; reason: CarMethodsRefusal } {
  switch (who.entity) {
    case 'sole-trader':
      return { allowed: true };
    case 'partnership':
      return who.individualPartner
        ? { allowed: true }
        : { allowed: false, reason: 'partnership-without-individual' };
    case 'company':
      return { allowed: false, reason: 'company-uses-actual-costs' };
    case 'trust':
      return { allowed: false, reason: 'trust-uses-actual-costs' };
  }
}

/** s 28-120: at least 12 continuous weeks; counted inclusively, so 1 March to 23 May is 84 days. */
export const LOGBOOK_MIN_DAYS = 12 * 7;
/** A logbook serves its own year and the four after it. */
const LOGBOOK_LIFE_YEARS = 5;

export interface Logbook {
  start: IsoDate;
  end: IsoDate;
  /**
   * The year the logbook was kept for. A period may straddle 1 July; then the owner chooses one of the two
   * years it touches. Defaults to the year the period starts in.
   */
  firstYear?: string;
}

export type LogbookStatus =
  | { usable: true; firstYear: string; lastYear: string }
  | {
      usable: false;
      reason: 'end-before-start' | 'too-short' | 'period-not-in-first-year' | 'before-logbook' | 'expired';
    };

const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** Whether a logbook is long enough and still covers `year` (the 5 years run from the year it was kept for). */
export function logbookStatus(logbook: Logbook, year: string): LogbookStatus {
  const asked = yearStart(year);
  const days = daysBetween(logbook.start, logbook.end) + 1;
  if (days < 1) return { usable: false, reason: 'end-before-start' };
  if (days < LOGBOOK_MIN_DAYS) return { usable: false, reason: 'too-short' };
  const startsIn = financialYearOf(logbook.start).start;
  const endsIn = financialYearOf(logbook.end).start;
  const first = logbook.firstYear === undefined ? startsIn : yearStart(logbook.firstYear);
  if (first !== startsIn && first !== endsIn) return { usable: false, reason: 'period-not-in-first-year' };
  if (asked < first) return { usable: false, reason: 'before-logbook' };
  if (asked >= first + LOGBOOK_LIFE_YEARS) return { usable: false, reason: 'expired' };
  return { usable: true, firstYear: label(first), lastYear: label(first + LOGBOOK_LIFE_YEARS - 1) };
}
