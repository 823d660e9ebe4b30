import { describe, expect, it } from 'vitest';
import { estimateYear, smallBusinessIncomeTaxOffset, type TaxTimeInput } from './estimate.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

const none = { amount: 0, basis: 'confirmed' } as const;
const soleTrader = (profit: number, change: Partial<TaxTimeInput> = {}): TaxTimeInput => ({
  year: '2024-25',
  entity: 'sole-trader',
  aggregatedTurnover: $(200_000),
  businessProfit: $(profit),
  car: none,
  homeOffice: none,
  depreciation: none,
  personalSuper: none,
  paygInstalmentsPaid: 0,
  paygWithheld: 0,
  ...change,
});

describe('small business income tax offset (s 328-360)', () => {
  const all = (dollars: number, tax: number) => ({
    entity: 'sole-trader' as const,
    aggregatedTurnover: $(100_000),
    netSmallBusinessIncome: $(dollars),
    taxableIncome: $(dollars),
    taxOnTaxableIncome: $(tax),
  });

  it.each([
    // all income from the business, 2024-25 scale
    ['ATO example $40,000: 16% × $3,488', all(40_000, 3_488), $(558.08), false],
    ['ATO example $90,000: the $1,000 cap', all(90_000, 17_788), $(1_000), true],
    ['$51,540 reaches the cap exactly', all(51_540, 6_250), $(1_000), false],
    ['$51,539 is just under it', all(51_539, 6_249.7), $(999.95), false],
    ['nothing at the tax-free threshold', all(18_200, 0), 0, false],
    [
      'half the income from the business',
      { ...all(40_000, 3_488), netSmallBusinessIncome: $(20_000) },
      $(279.04),
      false,
    ],
    // 16% × 1/3 × $1,000 = $53.333 → $53.33; × 2/3 = $106.667 → $106.67
    ['a third', { ...all(30_000, 1_000), netSmallBusinessIncome: $(10_000) }, $(53.33), false],
    ['two thirds', { ...all(30_000, 1_000), netSmallBusinessIncome: $(20_000) }, $(106.67), false],
    [
      'business income above taxable income counts as all of it',
      { ...all(40_000, 3_488), taxableIncome: $(30_000) },
      $(558.08),
      false,
    ],
  ])('%s', (_, input, amount, capped) => {
    expect(smallBusinessIncomeTaxOffset(input)).toEqual({ amount, capped, reason: 'allowed' });
  });

  it.each([
    [{ entity: 'company' as const }, 'company'],
    [{ aggregatedTurnover: $(5_000_000) }, 'turnover'],
    [{ netSmallBusinessIncome: 0 }, 'no-business-income'],
    [{ netSmallBusinessIncome: $(-1_000) }, 'no-business-income'],
    [{ taxableIncome: 0, taxOnTaxableIncome: 0 }, 'no-business-income'],
  ])('%o → nothing (%s)', (change, reason) => {
    expect(smallBusinessIncomeTaxOffset({ ...all(40_000, 3_488), ...change })).toEqual({
      amount: 0,
      capped: false,
      reason,
    });
  });

  it('allows a turnover a cent under $5 million', () => {
    expect(
      smallBusinessIncomeTaxOffset({ ...all(40_000, 3_488), aggregatedTurnover: $(4_999_999.99) }).amount,
    ).toBe($(558.08));
  });
});

const amounts = (result: ReturnType<typeof estimateYear>) =>
  result.ok ? Object.fromEntries(result.lines.map((line) => [line.key, line.amount])) : result;

describe('the year’s estimate, line by line', () => {
  it('2024-25, $40,000 of business income: offset $558.08', () => {
    expect(amounts(estimateYear(soleTrader(40_000)))).toEqual({
      'business-profit': $(40_000),
      'net-business-income': $(40_000),
      'taxable-income': $(40_000),
      'income-tax': $(3_488),
      'low-income-offsets': $(-575),
      'small-business-offset': $(-558.08),
      'medicare-levy': $(800),
      'payg-instalments': 0,
      'payg-withheld': 0,
      'amount-owing': $(3_154.92),
    });
  });

  it('a foreign resident: the non-resident scale, no LITO, no Medicare levy; the offset still applies', () => {
    expect(amounts(estimateYear(soleTrader(40_000, { residency: 'foreign', medicareLevy: false })))).toEqual({
      'business-profit': $(40_000),
      'net-business-income': $(40_000),
      'taxable-income': $(40_000),
      // 30% from the first dollar in 2024-25
      'income-tax': $(12_000),
      'low-income-offsets': 0,
      // 16% × $12,000 = $1,920, capped
      'small-business-offset': $(-1_000),
      'medicare-levy': 0,
      'payg-instalments': 0,
      'payg-withheld': 0,
      'amount-owing': $(11_000),
    });
  });

  it('2024-25, $40,000 of business and $20,000 of wages: the offset on the business’s share', () => {
    expect(
      amounts(estimateYear(soleTrader(40_000, { salaryAndWages: $(20_000), paygWithheld: $(2_000) }))),
    ).toEqual({
      'business-profit': $(40_000),
      'net-business-income': $(40_000),
      'salary-and-wages': $(20_000),
      'taxable-income': $(60_000),
      // $4,288 + 30% × $15,000
      'income-tax': $(8_788),
      // $700 − 5c × $7,500 − 1.5c × $15,000
      'low-income-offsets': $(-100),
      // 16% × 40,000 ÷ 60,000 × $8,788 = $937.386… → $937.39
      'small-business-offset': $(-937.39),
      'medicare-levy': $(1_200),
      'payg-instalments': 0,
      'payg-withheld': $(-2_000),
      'amount-owing': $(6_950.61),
    });
  });

  it('a business loss is carried forward, not set against wages', () => {
    const result = amounts(
      estimateYear(
        soleTrader(10_000, { car: { amount: $(15_000), basis: 'confirmed' }, salaryAndWages: $(50_000) }),
      ),
    );
    expect(result).toMatchObject({
      'net-business-income': $(-5_000),
      'salary-and-wages': $(50_000),
      'tax-loss': $(5_000),
      'taxable-income': $(50_000),
      'small-business-offset': 0,
    });
  });

  it('2024-25, $90,000: offset capped at $1,000, instalments credited', () => {
    expect(amounts(estimateYear(soleTrader(90_000, { paygInstalmentsPaid: $(10_000) })))).toEqual({
      'business-profit': $(90_000),
      'net-business-income': $(90_000),
      'taxable-income': $(90_000),
      'income-tax': $(17_788),
      'low-income-offsets': 0,
      'small-business-offset': $(-1_000),
      'medicare-levy': $(1_800),
      'payg-instalments': $(-10_000),
      'payg-withheld': 0,
      'amount-owing': $(8_588),
    });
  });

  it('takes the tax-time deductions off, and carries the weakest basis to every line after them', () => {
    const result = estimateYear(
      soleTrader(60_000, {
        car: { amount: $(4_400), basis: 'confirmed' },
        homeOffice: { amount: $(700), basis: 'secondary' },
        depreciation: { amount: $(3_000.5), basis: 'confirmed' },
        personalSuper: { amount: $(10_000), basis: 'secondary' },
      }),
    );
    expect(amounts(result)).toMatchObject({
      car: $(-4_400),
      'home-office': $(-700),
      depreciation: $(-3_000.5),
      'net-business-income': $(51_899.5),
      'personal-super': $(-10_000),
      // assessed in whole dollars: $41,899.50 → $41,899
      'taxable-income': $(41_899),
      'income-tax': $(3_791.84),
      // 16% × (41,899.50 ÷ 41,899 → all of it) × $3,791.84 = $606.69
      'small-business-offset': $(-606.69),
    });
    expect(result.ok && result.basis).toBe('secondary');
    expect(result.ok && result.lines.find((line) => line.key === 'business-profit')?.basis).toBe('confirmed');
    expect(result.ok && result.lines.find((line) => line.key === 'income-tax')?.basis).toBe('secondary');
  });

  it('a loss: super creates none, and no tax or offset is due', () => {
    const result = estimateYear(
      soleTrader(10_000, {
        car: { amount: $(15_000), basis: 'confirmed' },
        personalSuper: { amount: $(3_000), basis: 'confirmed' },
        paygInstalmentsPaid: $(500),
      }),
    );
    expect(amounts(result)).toEqual({
      'business-profit': $(10_000),
      car: $(-15_000),
      'net-business-income': $(-5_000),
      'personal-super': 0,
      'tax-loss': $(5_000),
      'taxable-income': 0,
      'income-tax': 0,
      'low-income-offsets': 0,
      'small-business-offset': 0,
      'medicare-levy': 0,
      'payg-instalments': $(-500),
      'payg-withheld': 0,
      'amount-owing': $(-500),
    });
  });

  it('super stops at the income it is deducted from', () => {
    const result = estimateYear(
      soleTrader(20_000, { personalSuper: { amount: $(25_000), basis: 'confirmed' } }),
    );
    expect(amounts(result)).toMatchObject({ 'personal-super': $(-20_000), 'taxable-income': 0 });
    expect(amounts(result)).not.toHaveProperty('tax-loss');
  });

  it('a profit of nothing', () => {
    expect(amounts(estimateYear(soleTrader(0)))).toMatchObject({ 'taxable-income': 0, 'amount-owing': 0 });
  });

  it('labels an estimate for a year whose Medicare thresholds are not confirmed', () => {
    const result = estimateYear(soleTrader(40_000, { year: '2025-26' }));
    expect(result.ok && result.lines.find((line) => line.key === 'medicare-levy')?.basis).toBe('estimate');
    expect(result.ok && result.basis).toBe('estimate');
  });

  it('no offset at a turnover of $5 million', () => {
    expect(amounts(estimateYear(soleTrader(40_000, { aggregatedTurnover: $(5_000_000) })))).toMatchObject({
      'small-business-offset': 0,
    });
  });

  it('refuses a company: it pays company tax, and has no offset', () => {
    expect(estimateYear(soleTrader(40_000, { entity: 'company' }))).toEqual({ ok: false, reason: 'company' });
  });

  it('refuses an unknown year', () => {
    expect(estimateYear(soleTrader(40_000, { year: '2019-20' as never }))).toEqual({
      ok: false,
      reason: 'unknown-year',
    });
  });

  it.each([
    { car: { amount: -1, basis: 'confirmed' as const } },
    { paygInstalmentsPaid: -1 },
    { businessProfit: 0.5 },
  ])('refuses %o', (bad) => expect(() => estimateYear(soleTrader(1_000, bad))).toThrow(RangeError));
});
