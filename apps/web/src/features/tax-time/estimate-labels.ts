// Translation keys written out literally (the locale test looks for each one in the source).

export const ESTIMATE_LINE_LABELS = {
  'business-profit': 'profit.estimate.lines.businessProfit',
  car: 'profit.estimate.lines.car',
  'home-office': 'profit.estimate.lines.homeOffice',
  depreciation: 'profit.estimate.lines.depreciation',
  'net-business-income': 'profit.estimate.lines.netBusinessIncome',
  'salary-and-wages': 'profit.estimate.lines.salaryAndWages',
  'personal-super': 'profit.estimate.lines.personalSuper',
  'tax-loss': 'profit.estimate.lines.taxLoss',
  'taxable-income': 'profit.estimate.lines.taxableIncome',
  'income-tax': 'profit.estimate.lines.incomeTax',
  'low-income-offsets': 'profit.estimate.lines.lowIncomeOffsets',
  'small-business-offset': 'profit.estimate.lines.smallBusinessOffset',
  'medicare-levy': 'profit.estimate.lines.medicareLevy',
  'payg-instalments': 'profit.estimate.lines.paygInstalments',
  'payg-withheld': 'profit.estimate.lines.paygWithheld',
  'amount-owing': 'profit.estimate.owing',
} as const;

export const NOT_APPLICABLE_LABELS = {
  company: 'profit.estimate.notApplicable.company',
  'unknown-year': 'profit.estimate.notApplicable.unknownYear',
  'no-business': 'profit.estimate.notApplicable.noBusiness',
} as const;
