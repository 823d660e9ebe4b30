import { financialYearOf, type IsoDate } from '../dates/calendar.ts';
import { oneOf } from '../identifiers/one-of.ts';
import type { Cents } from '../money/cents.ts';

// The rates and thresholds of every financial year the calculator covers, copied from the ATO and the
// legislation (sources beside each table). Money is in cents, rates in basis points (1% = 100 bps).

/** Financial years the calculator covers (1 July – 30 June), named like the ATO: "2025-26". */
export const TAX_YEARS = [
  '2021-22',
  '2022-23',
  '2023-24',
  '2024-25',
  '2025-26',
  '2026-27',
  '2027-28',
] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

export const isTaxYear = oneOf(TAX_YEARS);

/** The date the figures below were last checked against their sources. */
export const RATES_CHECKED: IsoDate = '2026-11-23';

/** One step of a progressive scale: `rateBps` applies to each dollar above `over` (up to the next step). */
export interface Bracket {
  over: Cents;
  rateBps: number;
}

export interface MedicareThresholds {
  /** Singles at or below pay no levy. */
  lower: Cents;
  /** Between lower and upper the levy is 10% of the income above lower (never more than 2%). */
  upper: Cents;
  /** False where the year's thresholds are not published yet: the previous year's stand in (an estimate). */
  confirmed: boolean;
}

export interface MaximumContributionBase {
  quarterly: Cents;
  /** False where the year's base is not published yet: worked out from an assumed concessional cap. */
  confirmed: boolean;
}

export interface TaxYearRates {
  year: TaxYear;
  /** Resident individuals, tax-free threshold included. */
  resident: readonly Bracket[];
  /** Foreign residents: no tax-free threshold, no Medicare levy, no LITO. */
  foreign: readonly Bracket[];
  /** Working holiday makers (visas 417 and 462): as foreign residents, on their own scale. */
  workingHoliday: readonly Bracket[];
  medicare: MedicareThresholds;
  /** Low and middle income tax offset: 2021-22 only. */
  lmito: boolean;
  /** Super guarantee, paid by the employer on top of the salary. */
  superGuaranteeBps: number;
  /** The employer owes the guarantee on earnings up to this base per quarter, no more. */
  maximumContributionBase: MaximumContributionBase;
  /** Where the year's individual rates come from, for the line under the result. */
  source: 'ato' | 'legislated';
}

const dollars = (amount: number): Cents => amount * 100;
const scale = (...steps: [overDollars: number, percent: number][]): readonly Bracket[] =>
  steps.map(([over, percent]) => ({ over: dollars(over), rateBps: Math.round(percent * 100) }));

// ATO "Individual income tax rates" (resident). Base amounts ($5,092, $29,467, $51,667 …) are the
// cumulative sums of the brackets below, so the engine works them out; the tests check them.
const RESIDENT_TO_2023_24 = scale([0, 0], [18_200, 19], [45_000, 32.5], [120_000, 37], [180_000, 45]);
const RESIDENT_2024_25 = scale([0, 0], [18_200, 16], [45_000, 30], [135_000, 37], [190_000, 45]);
// Treasury Laws Amendment (More Cost of Living Relief) Act 2025 (No. 28 of 2025), Schedule 1, amending
// Schedule 7 of the Income Tax Rates Act 1986: 15% for 2026-27, 14% from 2027-28, other brackets unchanged.
const RESIDENT_2026_27 = scale([0, 0], [18_200, 15], [45_000, 30], [135_000, 37], [190_000, 45]);
const RESIDENT_2027_28 = scale([0, 0], [18_200, 14], [45_000, 30], [135_000, 37], [190_000, 45]);

// ATO "Foreign resident tax rates": 2020-21 to 2023-24, then 2024-25 onwards.
const FOREIGN_TO_2023_24 = scale([0, 32.5], [120_000, 37], [180_000, 45]);
const FOREIGN_FROM_2024_25 = scale([0, 30], [135_000, 37], [190_000, 45]);

// ATO "Tax rates – working holiday makers"; Income Tax Rates Act 1986, Schedule 7, Part III: 2020-21 to
// 2023-24, then 2024-25 onwards.
const WORKING_HOLIDAY_TO_2023_24 = scale([0, 15], [45_000, 32.5], [120_000, 37], [180_000, 45]);
const WORKING_HOLIDAY_FROM_2024_25 = scale([0, 15], [45_000, 30], [135_000, 37], [190_000, 45]);

// ATO "Key superannuation rates and thresholds – maximum super contribution base", per quarter. From
// 2025-26 the base is the concessional contributions cap ÷ the guarantee rate ÷ 4; the cap after 2025-26
// ($30,000 in 2024-25 and 2025-26) is not published yet, so it stands in and the base is an estimate.
const contributionBase = (quarterly: number): MaximumContributionBase => ({
  quarterly: dollars(quarterly),
  confirmed: true,
});
const CONCESSIONAL_CAP_2025_26: Cents = dollars(30_000);
const estimatedContributionBase = (superGuaranteeBps: number): MaximumContributionBase => ({
  quarterly: Math.floor((CONCESSIONAL_CAP_2025_26 * 10_000) / (4 * superGuaranteeBps)),
  confirmed: false,
});

// ATO "Medicare levy reduction for low-income earners" (singles). 2025-26 onwards are not confirmed:
// 2024-25's figures stand in and the levy is labelled an estimate.
const medicare = (lower: number, upper: number, confirmed = true): MedicareThresholds => ({
  lower: dollars(lower),
  upper: dollars(upper),
  confirmed,
});
const MEDICARE_2024_25 = medicare(27_222, 34_027);
const MEDICARE_UNCONFIRMED = { ...MEDICARE_2024_25, confirmed: false };

// ATO "Super guarantee percentage": 10% (2021-22), 10.5%, 11%, 11.5% (2024-25), 12% from 2025-26.
/** Years whose resident rates are legislated but not yet published by the ATO share the rest. */
const LEGISLATED_AHEAD = {
  foreign: FOREIGN_FROM_2024_25,
  workingHoliday: WORKING_HOLIDAY_FROM_2024_25,
  medicare: MEDICARE_UNCONFIRMED,
  lmito: false,
  superGuaranteeBps: 1200,
  maximumContributionBase: estimatedContributionBase(1200),
  source: 'legislated',
} as const;

export const TAX_YEAR_RATES: Readonly<Record<TaxYear, TaxYearRates>> = {
  '2021-22': {
    year: '2021-22',
    resident: RESIDENT_TO_2023_24,
    foreign: FOREIGN_TO_2023_24,
    workingHoliday: WORKING_HOLIDAY_TO_2023_24,
    medicare: medicare(23_365, 29_207),
    lmito: true,
    superGuaranteeBps: 1000,
    maximumContributionBase: contributionBase(58_920),
    source: 'ato',
  },
  '2022-23': {
    year: '2022-23',
    resident: RESIDENT_TO_2023_24,
    foreign: FOREIGN_TO_2023_24,
    workingHoliday: WORKING_HOLIDAY_TO_2023_24,
    medicare: medicare(24_276, 30_345),
    lmito: false,
    superGuaranteeBps: 1050,
    maximumContributionBase: contributionBase(60_220),
    source: 'ato',
  },
  '2023-24': {
    year: '2023-24',
    resident: RESIDENT_TO_2023_24,
    foreign: FOREIGN_TO_2023_24,
    workingHoliday: WORKING_HOLIDAY_TO_2023_24,
    medicare: medicare(26_000, 32_500),
    lmito: false,
    superGuaranteeBps: 1100,
    maximumContributionBase: contributionBase(62_270),
    source: 'ato',
  },
  '2024-25': {
    year: '2024-25',
    resident: RESIDENT_2024_25,
    foreign: FOREIGN_FROM_2024_25,
    workingHoliday: WORKING_HOLIDAY_FROM_2024_25,
    medicare: MEDICARE_2024_25,
    lmito: false,
    superGuaranteeBps: 1150,
    maximumContributionBase: contributionBase(65_070),
    source: 'ato',
  },
  '2025-26': {
    year: '2025-26',
    resident: RESIDENT_2024_25,
    foreign: FOREIGN_FROM_2024_25,
    workingHoliday: WORKING_HOLIDAY_FROM_2024_25,
    medicare: MEDICARE_UNCONFIRMED,
    lmito: false,
    superGuaranteeBps: 1200,
    maximumContributionBase: contributionBase(62_500),
    source: 'ato',
  },
  '2026-27': {
    year: '2026-27',
    resident: RESIDENT_2026_27,
    ...LEGISLATED_AHEAD,
  },
  '2027-28': {
    year: '2027-28',
    resident: RESIDENT_2027_28,
    ...LEGISLATED_AHEAD,
  },
};

/** Medicare levy: 2% of taxable income; 10% of the income above the lower threshold in the shade-in. */
export const MEDICARE_RATE_BPS = 200;
export const MEDICARE_SHADE_IN_BPS = 1000;

/**
 * Companies (ATO "Changes to company tax rates"): 25% for a base rate entity — aggregated turnover under
 * $50 million and no more than 80% of its assessable income passive — 30% otherwise. No Medicare levy.
 */
export const COMPANY_BASE_RATE_BPS = 2500;
export const COMPANY_FULL_RATE_BPS = 3000;
export const BASE_RATE_ENTITY_TURNOVER_LIMIT: Cents = dollars(50_000_000);

/** GST (ATO "Registering for GST"): registration is required from a GST turnover of $75,000. */
export const GST_REGISTRATION_TURNOVER: Cents = dollars(75_000);

/**
 * The year the calculator opens on: the financial year `today` falls in (27 November 2026 → 2026-27),
 * or the nearest of the years covered when it is outside them (the latest after them).
 */
export function defaultTaxYear(today: IsoDate): TaxYear {
  const { start } = financialYearOf(today);
  const first = Number(TAX_YEARS[0].slice(0, 4));
  const last = Number(TAX_YEARS[TAX_YEARS.length - 1]?.slice(0, 4));
  const chosen = Math.min(Math.max(start, first), last);
  return `${chosen}-${String((chosen + 1) % 100).padStart(2, '0')}` as TaxYear;
}
