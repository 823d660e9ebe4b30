import { describe, expect, it } from 'vitest';
import { depreciationSchedule, isSmallBusinessEntity, type ScheduleAsset } from './depreciation-schedule.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

const asset = (
  fields: Partial<ScheduleAsset> & Pick<ScheduleAsset, 'id' | 'cost' | 'firstUsed'>,
): ScheduleAsset => ({
  businessUseBps: 10_000,
  lifeMonths: 48,
  method: 'pool',
  car: false,
  disposedOn: null,
  proceeds: 0,
  ...fields,
});

describe('a depreciation schedule over the years', () => {
  it('writes off an asset under the threshold in its first year, and nothing after', () => {
    const laptop = asset({ id: 1, cost: $(2_400), firstUsed: '2025-08-14', method: 'instant' });
    const first = depreciationSchedule([laptop], '2025-26');
    expect(first?.assets[0]).toMatchObject({ applied: 'instant', deduction: $(2_400), closing: 0 });
    expect(first?.totalDeduction).toBe($(2_400));
    expect(first?.basis).toBe('confirmed');
    const next = depreciationSchedule([laptop], '2026-27');
    expect(next?.totalDeduction).toBe(0);
    expect(next?.assets[0]).toMatchObject({ applied: 'instant', deduction: 0 });
    // before it was used: nothing
    expect(depreciationSchedule([laptop], '2024-25')?.assets[0]).toMatchObject({ gap: 'not-yet-used' });
  });

  it('the pool: opening $40,000 + a $30,000 excavator → $12,000 + $4,500 = $16,500, closing $53,500', () => {
    // $47,058.82 pooled in 2024-25: 15% = $7,058.82, so the pool opens 2025-26 at $40,000.00
    const assets = [
      asset({ id: 1, cost: $(47_058.82), firstUsed: '2024-09-01' }),
      asset({ id: 2, cost: $(30_000), firstUsed: '2026-03-01', method: 'instant' }),
    ];
    const year = depreciationSchedule(assets, '2025-26');
    expect(year?.pool).toMatchObject({
      opening: $(40_000),
      additions: $(30_000),
      openingRate: $(12_000),
      additionsRate: $(4_500),
      deduction: $(16_500),
      closing: $(53_500),
      rule: 'rates',
    });
    expect(year?.assets.map((row) => row.applied)).toEqual(['pool', 'pool']);
    expect(year?.totalDeduction).toBe($(16_500));
  });

  it("the Act's prime cost example: $3,500 × 340/365 × 100% ÷ 3⅓ = $978.08", () => {
    const tools = asset({ id: 1, cost: $(3_500), firstUsed: '2024-07-26', method: 'prime', lifeMonths: 40 });
    const year = depreciationSchedule([tools], '2024-25');
    expect(year?.assets[0]).toMatchObject({ applied: 'prime', daysHeld: 340, deduction: $(978.08) });
    expect(year?.assets[0]?.closing).toBe($(3_500) - $(978.08));
    // the next year: a whole year's 30% of the cost, on the cost again
    expect(depreciationSchedule([tools], '2025-26')?.assets[0]).toMatchObject({
      opening: $(3_500) - $(978.08),
      deduction: $(1_050),
    });
  });

  it('diminishing value takes the opening value as the base, business use on the deduction only', () => {
    const press = asset({
      id: 1,
      cost: $(10_000),
      firstUsed: '2024-07-01',
      method: 'diminishing',
      lifeMonths: 60,
      businessUseBps: 5_000,
    });
    expect(depreciationSchedule([press], '2024-25')?.assets[0]).toMatchObject({
      opening: $(10_000),
      deduction: $(2_000),
      closing: $(6_000),
    });
    expect(depreciationSchedule([press], '2025-26')?.assets[0]).toMatchObject({
      opening: $(6_000),
      deduction: $(1_200),
      closing: $(3_600),
    });
  });

  it("the car limit caps a car's cost before the threshold and the pool", () => {
    const car = asset({ id: 1, cost: $(80_000), firstUsed: '2025-07-01', car: true, businessUseBps: 7_500 });
    const year = depreciationSchedule([car], '2025-26');
    expect(year?.assets[0]).toMatchObject({ counted: $(69_674), carLimited: true, applied: 'pool' });
    // 75% of $69,674 = $52,255.50 into the pool, 15% of it
    expect(year?.pool).toMatchObject({ additions: $(52_255.5), deduction: $(7_838.33) });
  });

  it("a capped car's sale counts only the capped part of the proceeds (s 40-325), on every method", () => {
    // $85,135 capped at 2023-24's $68,108 (80%), prime cost over 8 years, sold 31 July 2024 for $50,000
    const car = asset({
      id: 1,
      cost: $(85_135),
      firstUsed: '2023-07-01',
      car: true,
      method: 'prime',
      lifeMonths: 96,
      disposedOn: '2024-07-31',
      proceeds: $(50_000),
    });
    // 2023-24: 12.5% of $68,108 = $8,513.50; 2024-25: × 31/365 = $723.06; value left $58,871.44
    const year = depreciationSchedule([car], '2024-25');
    expect(year?.assets[0]).toMatchObject({ carLimited: true, opening: $(59_594.5), deduction: $(723.06) });
    // $40,000 (80% of $50,000) − $58,871.44: $18,871.44 more deducted, not the $8,871.44 of the whole sale
    expect(year?.assets[0]?.balancingAdjustment).toBe($(-18_871.44));
    // at 60% business use the share of each side is taken
    const shared = depreciationSchedule([{ ...car, businessUseBps: 6_000 }], '2024-25');
    expect(shared?.assets[0]?.balancingAdjustment).toBe($(24_000) - $(35_322.86));

    // written off under full expensing: $80,000 capped at 2022-23's $64,741, sold the next year for $40,000
    const written = asset({
      id: 2,
      cost: $(80_000),
      firstUsed: '2022-10-01',
      car: true,
      method: 'instant',
      disposedOn: '2023-11-01',
      proceeds: $(40_000),
    });
    expect(depreciationSchedule([written], '2023-24')?.assets[0]?.balancingAdjustment).toBe($(32_370.5));
    // pooled: the capped share of the proceeds leaves the pool
    const pooled = { ...written, method: 'pool' as const, firstUsed: '2023-07-01', disposedOn: '2024-08-01' };
    // 2023-24's limit $68,108 of $80,000: $40,000 × 68,108 ÷ 80,000 = $34,054
    expect(depreciationSchedule([pooled], '2024-25')?.pool.disposalProceeds).toBe($(34_054));
  });

  it('a disposal: a written-off asset is income, a pooled one leaves the pool, a general one balances', () => {
    const assets = [
      asset({
        id: 1,
        cost: $(2_000),
        firstUsed: '2024-07-01',
        method: 'instant',
        disposedOn: '2025-08-01',
        proceeds: $(500),
      }),
      asset({
        id: 2,
        cost: $(50_000),
        firstUsed: '2024-07-01',
        disposedOn: '2025-08-01',
        proceeds: $(45_000),
      }),
      asset({
        id: 3,
        cost: $(1_000),
        firstUsed: '2024-07-01',
        method: 'prime',
        lifeMonths: 120,
        disposedOn: '2025-06-30',
        proceeds: 0,
      }),
    ];
    const year = depreciationSchedule(assets, '2024-25');
    // asset 3: $100 decline, then sold for nothing on the last day: $900 more deducted
    expect(year?.assets[2]).toMatchObject({ deduction: $(100), balancingAdjustment: $(-900), closing: 0 });
    expect(year?.pool).toMatchObject({ additions: $(50_000), deduction: $(7_500), closing: $(42_500) });
    const next = depreciationSchedule(assets, '2025-26');
    expect(next?.assets[0]).toMatchObject({ balancingAdjustment: $(500) });
    // $42,500 − $45,000 < 0: the pool's excess is income
    expect(next?.pool).toMatchObject({
      disposalProceeds: $(45_000),
      rule: 'negative',
      assessableIncome: $(2_500),
    });
    expect(next?.assessableIncome).toBe($(3_000));
    expect(next?.assets[2]).toMatchObject({ gap: 'disposed' });
  });

  it('2026-27 rests on an estimate threshold ($1,000): a $2,400 laptop is pooled, and said so', () => {
    const laptop = asset({ id: 1, cost: $(2_400), firstUsed: '2026-08-01', method: 'instant' });
    const year = depreciationSchedule([laptop], '2026-27');
    expect(year?.assets[0]).toMatchObject({ applied: 'pool', basis: 'estimate' });
    expect(year?.basis).toBe('estimate');
  });

  it('says nothing for a year past the table when the pool holds something', () => {
    const pooled = asset({ id: 1, cost: $(30_000), firstUsed: '2025-07-01' });
    expect(depreciationSchedule([pooled], '2027-28')).toBeNull();
    expect(depreciationSchedule([], '2025-26')?.totalDeduction).toBe(0);
  });
});

describe('a small business entity', () => {
  it.each([
    [$(9_999_999.99), true],
    [$(10_000_000), false],
  ])('turnover %i → %s', (turnover, expected) => expect(isSmallBusinessEntity(turnover)).toBe(expected));
});
