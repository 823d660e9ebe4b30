// Translation keys written out literally (the locale test looks for each one in the source).

export const COMPANY_RATE_LABELS = {
  base: 'profit.profile.rateBase',
  full: 'profit.profile.rateFull',
} as const;

export const BASIS_LABELS = {
  cash: 'profit.businesses.cash',
  accruals: 'profit.businesses.accruals',
} as const;
