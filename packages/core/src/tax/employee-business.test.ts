import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BusinessInput, type BusinessType, calculateBusiness } from './business.ts';
import { calculateEmployee, perPeriod } from './employee.ts';
import { defaultTaxYear, RATES_CHECKED, TAX_YEAR_RATES, TAX_YEARS } from './tax-years.ts';
import { MAX_AMOUNT, TAX_INPUT_MESSAGES } from './validation.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

function ok<T>(outcome: { ok: true; result: T } | { ok: false; error: unknown }): T {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

describe('tax years', () => {
  it('covers 2021-22 to 2027-28', () => {
    expect(TAX_YEARS).toEqual(['2021-22', '2022-23', '2023-24', '2024-25', '2025-26', '2026-27', '2027-28']);
    expect(RATES_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['2026-11-27', '2026-27'],
    ['2026-07-01', '2026-27'],
    ['2026-06-30', '2025-26'],
    ['2023-01-15', '2022-23'],
    ['2010-01-01', '2021-22'],
    ['2028-06-30', '2027-28'],
    ['2028-07-01', '2027-28'],
    ['2040-01-01', '2027-28'],
  ])('on %s the default is the financial year of the day (or the latest covered), %s', (today, year) => {
    expect(defaultTaxYear(today)).toBe(year);
  });

  it.each([
    ['2021-22', 1000],
    ['2022-23', 1050],
    ['2023-24', 1100],
    ['2024-25', 1150],
    ['2025-26', 1200],
    ['2026-27', 1200],
    ['2027-28', 1200],
  ] as const)('super guarantee in %s is %i bps', (year, bps) => {
    expect(TAX_YEAR_RATES[year].superGuaranteeBps).toBe(bps);
  });
});

describe('employee (TFN)', () => {
  it('2024-25, $90,000: tax, net per period, effective rate, super and the employer cost', () => {
    const result = ok(calculateEmployee({ year: '2024-25', salary: $(90_000), residency: 'resident' }));
    expect(result.totalTax).toBe($(19_588));
    expect(result.net).toEqual({
      year: $(70_412),
      month: $(5_867.67),
      fortnight: $(2_708.15),
      week: $(1_354.08),
    });
    expect(result.effectiveRateBps).toBe(2176);
    expect(result.superGuarantee).toEqual({
      rateBps: 1150,
      amount: $(10_350),
      maximumBase: $(260_280),
      capped: false,
      confirmed: true,
    });
    expect(result.employerCost).toBe($(100_350));
  });

  it('2021-22, $45,000: both offsets come off', () => {
    const result = ok(calculateEmployee({ year: '2021-22', salary: $(45_000), residency: 'resident' }));
    expect(result.totalTax).toBe($(4_392));
    expect(result.superGuarantee.amount).toBe($(4_500));
  });

  it('a foreign resident pays from the first dollar and no levy', () => {
    const result = ok(calculateEmployee({ year: '2025-26', salary: $(50_000), residency: 'foreign' }));
    expect(result.totalTax).toBe($(15_000));
    expect(result.tax.medicare).toBeNull();
    expect(result.superGuarantee.amount).toBe($(6_000));
  });

  it('a working holiday maker pays 15% from the first dollar, no offsets and no levy', () => {
    const result = ok(
      calculateEmployee({ year: '2024-25', salary: $(30_000), residency: 'working-holiday' }),
    );
    expect(result.totalTax).toBe($(4_500));
    expect(result.tax.offsetsUsed).toBe(0);
    expect(result.tax.medicare).toBeNull();
    expect(result.net.year).toBe($(25_500));
    expect(result.superGuarantee.amount).toBe($(3_450));
  });

  it('nothing earned, nothing owed', () => {
    const result = ok(calculateEmployee({ year: '2025-26', salary: 0, residency: 'resident' }));
    expect(result).toMatchObject({ totalTax: 0, effectiveRateBps: 0, employerCost: 0 });
    expect(result.net).toEqual({ year: 0, month: 0, fortnight: 0, week: 0 });
  });

  it('refuses a negative salary with the spec message', () => {
    expect(calculateEmployee({ year: '2025-26', salary: -1, residency: 'resident' })).toEqual({
      ok: false,
      error: { code: 'income_negative', field: 'income', message: 'Income cannot be negative.' },
    });
  });

  it('refuses amounts over $999,999,999.99, fractions of a cent and unknown years', () => {
    expect(calculateEmployee({ year: '2025-26', salary: MAX_AMOUNT, residency: 'resident' }).ok).toBe(true);
    expect(
      calculateEmployee({ year: '2025-26', salary: MAX_AMOUNT + 1, residency: 'resident' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'amount_too_large' },
    });
    expect(calculateEmployee({ year: '2025-26', salary: 0.5, residency: 'resident' }).ok).toBe(false);
    // @ts-expect-error: a year outside the table, as a caller without types could send.
    expect(calculateEmployee({ year: '2019-20', salary: 1, residency: 'resident' })).toMatchObject({
      ok: false,
      error: { code: 'year_unsupported', field: 'year' },
    });
  });

  it('splits a year into months, fortnights and weeks to the cent', () => {
    expect(perPeriod($(52_000))).toEqual({
      year: $(52_000),
      month: $(4_333.33),
      fortnight: $(2_000),
      week: $(1_000),
    });
    expect(perPeriod(-$(1_200))).toEqual({
      year: -$(1_200),
      month: -$(100),
      fortnight: -$(46.15),
      week: -$(23.08),
    });
  });
});

const business = (overrides: Partial<BusinessInput>): BusinessInput => ({
  year: '2024-25',
  businessType: 'sole-trader',
  income: 0,
  expenses: 0,
  gstRegistered: false,
  medicareLevy: true,
  residency: 'resident',
  ...overrides,
});

describe('super guarantee: only up to the maximum contribution base', () => {
  // ATO maximum super contribution base per quarter; from 2026-27 an estimate: $30,000 ÷ 12% ÷ 4.
  it.each([
    ['2021-22', 58_920, true],
    ['2022-23', 60_220, true],
    ['2023-24', 62_270, true],
    ['2024-25', 65_070, true],
    ['2025-26', 62_500, true],
    ['2026-27', 62_500, false],
    ['2027-28', 62_500, false],
  ] as const)('%s: $%i a quarter (published: %s)', (year, quarterly, confirmed) => {
    expect(TAX_YEAR_RATES[year].maximumContributionBase).toEqual({ quarterly: $(quarterly), confirmed });
  });

  // [year, a dollar under 4 × base and its guarantee, 4 × base and its guarantee]
  it.each([
    ['2021-22', 235_679, 23_567.9, 235_680, 23_568],
    ['2022-23', 240_879, 25_292.3, 240_880, 25_292.4],
    ['2023-24', 249_079, 27_398.69, 249_080, 27_398.8],
    ['2024-25', 260_279, 29_932.09, 260_280, 29_932.2],
    ['2025-26', 249_999, 29_999.88, 250_000, 30_000],
    ['2026-27', 249_999, 29_999.88, 250_000, 30_000],
    ['2027-28', 249_999, 29_999.88, 250_000, 30_000],
  ] as const)('%s: $%i → $%f; from $%i the guarantee stays $%f', (year, under, underSuper, cap, capSuper) => {
    const on = (salary: number) =>
      ok(calculateEmployee({ year, salary, residency: 'resident' })).superGuarantee;
    expect(on($(under))).toMatchObject({ amount: $(underSuper), maximumBase: $(cap), capped: false });
    expect(on($(cap))).toMatchObject({ amount: $(capSuper), capped: false });
    expect(on($(cap) + 1)).toMatchObject({ amount: $(capSuper), capped: true });
    expect(on($(1_000_000))).toMatchObject({ amount: $(capSuper), capped: true });
  });

  it('2025-26, $300,000: $30,000 (4 × $62,500 × 12%), not $36,000', () => {
    const result = ok(calculateEmployee({ year: '2025-26', salary: $(300_000), residency: 'resident' }));
    expect(result.superGuarantee).toEqual({
      rateBps: 1200,
      amount: $(30_000),
      maximumBase: $(250_000),
      capped: true,
      confirmed: true,
    });
    expect(result.employerCost).toBe($(330_000));
  });

  it('labels the later years’ cap an estimate', () => {
    const result = ok(calculateEmployee({ year: '2026-27', salary: $(300_000), residency: 'resident' }));
    expect(result.superGuarantee).toMatchObject({ amount: $(30_000), capped: true, confirmed: false });
  });
});

describe('business owner (ABN): GST and taxable income', () => {
  it.each([
    [1_000, 90.91],
    [82.5, 7.5],
    [110_000, 10_000],
    [0.05, 0],
    [0.06, 0.01],
  ])('a GST-registered income of $%f includes GST of $%f (÷ 11, to the cent)', (income, gst) => {
    const result = ok(calculateBusiness(business({ income: $(income), gstRegistered: true })));
    expect(result.gst).toBe($(gst));
    expect(result.turnover).toBe($(income) - $(gst));
  });

  it('takes GST and expenses off the income: a sole trader on $110,000 with GST and $20,000 of costs', () => {
    const result = ok(
      calculateBusiness(business({ income: $(110_000), expenses: $(20_000), gstRegistered: true })),
    );
    expect(result).toMatchObject({
      businessType: 'sole-trader',
      gst: $(10_000),
      taxableIncome: $(80_000),
      totalTax: $(16_388),
      profitAfterTax: $(63_612),
      effectiveRateBps: 2049,
      gstRegistrationRequired: false,
    });
  });

  it('never has a taxable income below zero', () => {
    const result = ok(calculateBusiness(business({ income: $(10_000), expenses: $(25_000) })));
    expect(result).toMatchObject({
      profit: -$(15_000),
      taxableIncome: 0,
      totalTax: 0,
      profitAfterTax: -$(15_000),
    });
  });

  it.each([
    [false, 74_999.99, false],
    [false, 75_000, true],
    [false, 200_000, true],
    [true, 82_500, false],
    [true, 200_000, false],
  ])('registered %s with an income of $%f: registration required %s', (gstRegistered, income, required) => {
    const result = ok(calculateBusiness(business({ income: $(income), gstRegistered })));
    expect(result.gstRegistrationRequired).toBe(required);
  });

  it('adds the Medicare levy to a sole trader only when chosen', () => {
    const without = ok(calculateBusiness(business({ income: $(90_000), medicareLevy: false })));
    const withLevy = ok(calculateBusiness(business({ income: $(90_000), medicareLevy: true })));
    expect(without.totalTax).toBe($(17_788));
    expect(withLevy.totalTax).toBe($(19_588));
  });

  it('keeps the income source as typed, trimmed', () => {
    expect(ok(calculateBusiness(business({ incomeSource: '  Plumbing ' }))).incomeSource).toBe('Plumbing');
    expect(ok(calculateBusiness(business({}))).incomeSource).toBe('');
  });
});

describe('business owner (ABN): partnership', () => {
  it('a partnership of three: each partner is taxed on an equal share at individual rates', () => {
    const result = ok(
      calculateBusiness(
        business({ businessType: 'partnership', income: $(180_000), expenses: $(30_000), partners: 3 }),
      ),
    );
    if (result.businessType !== 'partnership') throw new Error('not a partnership');
    expect(result.partners).toBe(3);
    expect(result.share).toBe($(50_000));
    // 2024-25 on $50,000: $5,788 tax − $250 LITO + $1,000 Medicare.
    expect(result.partnerTax).toMatchObject({ incomeTax: $(5_788), offsetsUsed: $(250), totalTax: $(6_538) });
    expect(result.totalTax).toBe($(19_614));
  });

  it('has two partners unless told otherwise, and shares rounded down to the cent', () => {
    const result = ok(calculateBusiness(business({ businessType: 'partnership', income: $(100_000.01) })));
    if (result.businessType !== 'partnership') throw new Error('not a partnership');
    expect(result.partners).toBe(2);
    expect(result.share).toBe($(50_000));
  });

  it.each([0, 1, 101, 2.5, Number.NaN])('refuses %f partners', (partners) => {
    expect(calculateBusiness(business({ businessType: 'partnership', partners }))).toEqual({
      ok: false,
      error: { code: 'partners_invalid', field: 'partners', message: TAX_INPUT_MESSAGES.partners_invalid },
    });
  });
});

describe('business owner (ABN): company', () => {
  it.each([
    [1_000_000, false, 2500, 250_000],
    [49_999_999.99, false, 2500, 12_499_999.75],
    [50_000_000, false, 3000, 15_000_000],
    [60_000_000, false, 3000, 18_000_000],
    [1_000_000, true, 3000, 300_000],
  ])('turnover $%f, mostly passive %s: %i bps, tax $%f', (income, mostlyPassiveIncome, rateBps, tax) => {
    const result = ok(
      calculateBusiness(business({ businessType: 'company', income: $(income), mostlyPassiveIncome })),
    );
    if (result.businessType !== 'company') throw new Error('not a company');
    expect(result.rateBps).toBe(rateBps);
    expect(result.baseRateEntity).toBe(rateBps === 2500);
    // Assessed in whole dollars: $49,999,999.99 is taxed as $49,999,999.
    expect(result.totalTax).toBe($(tax));
  });

  it('pays no Medicare levy and judges the base rate on turnover without GST', () => {
    const result = ok(
      calculateBusiness(
        business({ businessType: 'company', income: $(55_000_000), gstRegistered: true, medicareLevy: true }),
      ),
    );
    if (result.businessType !== 'company') throw new Error('not a company');
    expect(result.turnover).toBe($(50_000_000));
    expect(result.rateBps).toBe(3000);
    expect(result.totalTax).toBe($(15_000_000));
  });

  it('25% of $80,000 after GST and expenses', () => {
    const result = ok(
      calculateBusiness(
        business({ businessType: 'company', income: $(110_000), expenses: $(20_000), gstRegistered: true }),
      ),
    );
    expect(result).toMatchObject({ taxableIncome: $(80_000), totalTax: $(20_000), effectiveRateBps: 2500 });
  });
});

describe('business owner (ABN): refused inputs', () => {
  it.each([
    [-1, 0, 'income_negative', 'income', 'Income cannot be negative.'],
    [0, -1, 'income_expenses_negative', 'expenses', 'Income and expenses cannot be negative.'],
    [-1, -1, 'income_expenses_negative', 'income', 'Income and expenses cannot be negative.'],
  ])('income %i, expenses %i → %s', (income, expenses, code, field, message) => {
    for (const businessType of ['sole-trader', 'partnership', 'company'] as const) {
      expect(calculateBusiness(business({ businessType, income, expenses }))).toEqual({
        ok: false,
        error: { code, field, message },
      });
    }
  });

  it('refuses amounts that are too large and unknown business types', () => {
    expect(calculateBusiness(business({ expenses: MAX_AMOUNT + 1 }))).toMatchObject({
      error: { code: 'amount_too_large', field: 'expenses' },
    });
    expect(calculateBusiness(business({ businessType: 'trust' as BusinessType }))).toMatchObject({
      error: { code: 'business_type_invalid' },
    });
  });
});

describe('business properties', () => {
  const type = fc.constantFrom<BusinessType>('sole-trader', 'partnership', 'company');
  const amount = fc.integer({ min: 0, max: $(5_000_000) });

  it('tax never decreases as income rises, and never rises with expenses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_YEARS),
        type,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 2, max: 10 }),
        amount,
        amount,
        amount,
        (year, businessType, gstRegistered, medicareLevy, partners, a, b, expenses) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const taxOn = (income: number, costs: number) =>
            ok(
              calculateBusiness({
                year,
                businessType,
                income,
                expenses: costs,
                gstRegistered,
                medicareLevy,
                residency: 'resident',
                partners,
              }),
            );
          const lower = taxOn(low, expenses);
          const higher = taxOn(high, expenses);
          expect(higher.totalTax).toBeGreaterThanOrEqual(lower.totalTax);
          expect(taxOn(high, expenses + 100_000).totalTax).toBeLessThanOrEqual(higher.totalTax);
          expect(higher.gst + higher.turnover).toBe(high);
          expect(higher.profit).toBe(high - higher.gst - expenses);
          expect(higher.taxableIncome).toBe(Math.max(0, higher.profit));
          expect(higher.totalTax * 100).toBeLessThan(47 * Math.max(1, higher.taxableIncome));
          expect(higher.profitAfterTax).toBe(higher.profit - higher.totalTax);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
