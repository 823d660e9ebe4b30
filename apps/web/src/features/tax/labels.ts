import type { BusinessType } from '@sorted/core/tax/business';
import type { Residency } from '@sorted/core/tax/individual-tax';
import type { TaxInputErrorCode } from '@sorted/core/tax/validation';

// Translation keys written out literally (the locale test looks for each one in the source).

export const BUSINESS_TYPE_LABELS = {
  'sole-trader': 'tax.businessTypes.soleTrader',
  partnership: 'tax.businessTypes.partnership',
  company: 'tax.businessTypes.company',
} as const satisfies Record<BusinessType, string>;

export const RESIDENCY_LABELS = {
  resident: 'tax.residency.resident',
  foreign: 'tax.residency.foreign',
  'working-holiday': 'tax.residency.workingHoliday',
} as const satisfies Record<Residency, string>;

/** Why a person's tax has no Medicare levy: left out by choice (residents), or never owed. */
export const NO_MEDICARE_LABELS = {
  resident: 'tax.breakdown.noMedicare',
  foreign: 'tax.breakdown.noMedicareForeign',
  'working-holiday': 'tax.breakdown.noMedicareWorkingHoliday',
} as const satisfies Record<Residency, string>;

/** The spec's alerts for negative amounts; anything else is the generic check-your-inputs alert. */
export const ERROR_LABELS = {
  income_negative: 'tax.errors.incomeNegative',
  income_expenses_negative: 'tax.errors.incomeExpensesNegative',
  amount_too_large: 'tax.errors.checkInputs',
  partners_invalid: 'tax.errors.checkInputs',
  business_type_invalid: 'tax.errors.checkInputs',
  year_unsupported: 'tax.errors.checkInputs',
} as const satisfies Record<TaxInputErrorCode, string>;

/** Five deduction tips per business type, written from ATO guidance. */
export const DEDUCTION_TIPS = {
  'sole-trader': [
    'tax.deductions.soleTrader.records',
    'tax.deductions.soleTrader.home',
    'tax.deductions.soleTrader.vehicle',
    'tax.deductions.soleTrader.assets',
    'tax.deductions.soleTrader.super',
  ],
  partnership: [
    'tax.deductions.partnership.return',
    'tax.deductions.partnership.salaries',
    'tax.deductions.partnership.interest',
    'tax.deductions.partnership.ownCosts',
    'tax.deductions.partnership.agreement',
  ],
  company: [
    'tax.deductions.company.wages',
    'tax.deductions.company.division7a',
    'tax.deductions.company.running',
    'tax.deductions.company.badDebts',
    'tax.deductions.company.depreciation',
  ],
} as const satisfies Record<BusinessType, readonly string[]>;
