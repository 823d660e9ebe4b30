import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  effectiveRateBps,
  individualTax,
  lowAndMiddleIncomeTaxOffset,
  lowIncomeTaxOffset,
  medicareLevy,
  RESIDENCIES,
  type Residency,
  scaleFor,
  taxOnScale,
  wholeDollars,
} from './individual-tax.ts';
import { TAX_YEAR_RATES, TAX_YEARS, type TaxYear } from './tax-years.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

type Row = [
  dollars: number,
  incomeTax: number,
  lito: number,
  lmito: number | null,
  medicare: number,
  total: number,
];

// Every year at the edges of every bracket and threshold, in cents, worked out independently from
// facts.md's formulation ("base amount + rate over the threshold", each offset's own formula, the Medicare
// shade-in), with exact fractions rounded half-up to the cent.
const RESIDENT: Record<TaxYear, Row[]> = {
  '2021-22': [
    [0, 0, 70_000, 67_500, 0, 0],
    [18_200, 0, 70_000, 67_500, 0, 0],
    [18_201, 19, 70_000, 67_500, 0, 0],
    [23_365, 98_135, 70_000, 67_500, 0, 0],
    [23_366, 98_154, 70_000, 67_500, 10, 10],
    [29_207, 209_133, 70_000, 67_500, 58_414, 130_047],
    [29_208, 209_152, 70_000, 67_500, 58_416, 130_068],
    [37_000, 357_200, 70_000, 67_500, 74_000, 293_700],
    [37_500, 366_700, 70_000, 71_250, 75_000, 300_450],
    [45_000, 509_200, 32_500, 127_500, 90_000, 439_200],
    // LITO 324.985 + LMITO 1,275.075 = 1,600.06 exactly: the shown offsets round up, their sum once.
    [45_001, 509_233, 32_499, 127_508, 90_002, 439_229],
    [48_000, 606_700, 28_000, 150_000, 96_000, 524_700],
    [66_666, 1_213_345, 1, 150_000, 133_332, 1_196_676],
    [66_667, 1_213_378, 0, 150_000, 133_334, 1_196_712],
    [90_000, 1_971_700, 0, 150_000, 180_000, 2_001_700],
    [120_000, 2_946_700, 0, 60_000, 240_000, 3_126_700],
    [120_001, 2_946_737, 0, 59_997, 240_002, 3_126_742],
    [125_999, 3_168_663, 0, 42_003, 251_998, 3_378_658],
    [126_000, 3_168_700, 0, 0, 252_000, 3_420_700],
    [135_000, 3_501_700, 0, 0, 270_000, 3_771_700],
    [135_001, 3_501_737, 0, 0, 270_002, 3_771_739],
    [180_000, 5_166_700, 0, 0, 360_000, 5_526_700],
    [180_001, 5_166_745, 0, 0, 360_002, 5_526_747],
    [190_000, 5_616_700, 0, 0, 380_000, 5_996_700],
    [190_001, 5_616_745, 0, 0, 380_002, 5_996_747],
    [250_000, 8_316_700, 0, 0, 500_000, 8_816_700],
  ],
  '2022-23': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 19, 70_000, null, 0, 0],
    [24_276, 115_444, 70_000, null, 0, 45_444],
    [24_277, 115_463, 70_000, null, 10, 45_473],
    [30_345, 230_755, 70_000, null, 60_690, 221_445],
    [30_346, 230_774, 70_000, null, 60_692, 221_466],
    [37_000, 357_200, 70_000, null, 74_000, 361_200],
    [37_500, 366_700, 70_000, null, 75_000, 371_700],
    [45_000, 509_200, 32_500, null, 90_000, 566_700],
    [45_001, 509_233, 32_499, null, 90_002, 566_736],
    [48_000, 606_700, 28_000, null, 96_000, 674_700],
    [66_666, 1_213_345, 1, null, 133_332, 1_346_676],
    [66_667, 1_213_378, 0, null, 133_334, 1_346_712],
    [90_000, 1_971_700, 0, null, 180_000, 2_151_700],
    [120_000, 2_946_700, 0, null, 240_000, 3_186_700],
    [120_001, 2_946_737, 0, null, 240_002, 3_186_739],
    [125_999, 3_168_663, 0, null, 251_998, 3_420_661],
    [126_000, 3_168_700, 0, null, 252_000, 3_420_700],
    [135_000, 3_501_700, 0, null, 270_000, 3_771_700],
    [135_001, 3_501_737, 0, null, 270_002, 3_771_739],
    [180_000, 5_166_700, 0, null, 360_000, 5_526_700],
    [180_001, 5_166_745, 0, null, 360_002, 5_526_747],
    [190_000, 5_616_700, 0, null, 380_000, 5_996_700],
    [190_001, 5_616_745, 0, null, 380_002, 5_996_747],
    [250_000, 8_316_700, 0, null, 500_000, 8_816_700],
  ],
  '2023-24': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 19, 70_000, null, 0, 0],
    [26_000, 148_200, 70_000, null, 0, 78_200],
    [26_001, 148_219, 70_000, null, 10, 78_229],
    [32_500, 271_700, 70_000, null, 65_000, 266_700],
    [32_501, 271_719, 70_000, null, 65_002, 266_721],
    [37_000, 357_200, 70_000, null, 74_000, 361_200],
    [37_500, 366_700, 70_000, null, 75_000, 371_700],
    [45_000, 509_200, 32_500, null, 90_000, 566_700],
    [45_001, 509_233, 32_499, null, 90_002, 566_736],
    [48_000, 606_700, 28_000, null, 96_000, 674_700],
    [66_666, 1_213_345, 1, null, 133_332, 1_346_676],
    [66_667, 1_213_378, 0, null, 133_334, 1_346_712],
    [90_000, 1_971_700, 0, null, 180_000, 2_151_700],
    [120_000, 2_946_700, 0, null, 240_000, 3_186_700],
    [120_001, 2_946_737, 0, null, 240_002, 3_186_739],
    [125_999, 3_168_663, 0, null, 251_998, 3_420_661],
    [126_000, 3_168_700, 0, null, 252_000, 3_420_700],
    [135_000, 3_501_700, 0, null, 270_000, 3_771_700],
    [135_001, 3_501_737, 0, null, 270_002, 3_771_739],
    [180_000, 5_166_700, 0, null, 360_000, 5_526_700],
    [180_001, 5_166_745, 0, null, 360_002, 5_526_747],
    [190_000, 5_616_700, 0, null, 380_000, 5_996_700],
    [190_001, 5_616_745, 0, null, 380_002, 5_996_747],
    [250_000, 8_316_700, 0, null, 500_000, 8_816_700],
  ],
  '2024-25': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 16, 70_000, null, 0, 0],
    [27_222, 144_352, 70_000, null, 0, 74_352],
    [27_223, 144_368, 70_000, null, 10, 74_378],
    [34_027, 253_232, 70_000, null, 68_050, 251_282],
    [34_028, 253_248, 70_000, null, 68_056, 251_304],
    [37_000, 300_800, 70_000, null, 74_000, 304_800],
    [37_500, 308_800, 70_000, null, 75_000, 313_800],
    [45_000, 428_800, 32_500, null, 90_000, 486_300],
    [45_001, 428_830, 32_499, null, 90_002, 486_333],
    [48_000, 518_800, 28_000, null, 96_000, 586_800],
    [66_666, 1_078_780, 1, null, 133_332, 1_212_111],
    [66_667, 1_078_810, 0, null, 133_334, 1_212_144],
    [90_000, 1_778_800, 0, null, 180_000, 1_958_800],
    [120_000, 2_678_800, 0, null, 240_000, 2_918_800],
    [120_001, 2_678_830, 0, null, 240_002, 2_918_832],
    [125_999, 2_858_770, 0, null, 251_998, 3_110_768],
    [126_000, 2_858_800, 0, null, 252_000, 3_110_800],
    [135_000, 3_128_800, 0, null, 270_000, 3_398_800],
    [135_001, 3_128_837, 0, null, 270_002, 3_398_839],
    [180_000, 4_793_800, 0, null, 360_000, 5_153_800],
    [180_001, 4_793_837, 0, null, 360_002, 5_153_839],
    [190_000, 5_163_800, 0, null, 380_000, 5_543_800],
    [190_001, 5_163_845, 0, null, 380_002, 5_543_847],
    [250_000, 7_863_800, 0, null, 500_000, 8_363_800],
  ],
  '2025-26': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 16, 70_000, null, 0, 0],
    [27_222, 144_352, 70_000, null, 0, 74_352],
    [27_223, 144_368, 70_000, null, 10, 74_378],
    [34_027, 253_232, 70_000, null, 68_050, 251_282],
    [34_028, 253_248, 70_000, null, 68_056, 251_304],
    [37_000, 300_800, 70_000, null, 74_000, 304_800],
    [37_500, 308_800, 70_000, null, 75_000, 313_800],
    [45_000, 428_800, 32_500, null, 90_000, 486_300],
    [45_001, 428_830, 32_499, null, 90_002, 486_333],
    [48_000, 518_800, 28_000, null, 96_000, 586_800],
    [66_666, 1_078_780, 1, null, 133_332, 1_212_111],
    [66_667, 1_078_810, 0, null, 133_334, 1_212_144],
    [90_000, 1_778_800, 0, null, 180_000, 1_958_800],
    [120_000, 2_678_800, 0, null, 240_000, 2_918_800],
    [120_001, 2_678_830, 0, null, 240_002, 2_918_832],
    [125_999, 2_858_770, 0, null, 251_998, 3_110_768],
    [126_000, 2_858_800, 0, null, 252_000, 3_110_800],
    [135_000, 3_128_800, 0, null, 270_000, 3_398_800],
    [135_001, 3_128_837, 0, null, 270_002, 3_398_839],
    [180_000, 4_793_800, 0, null, 360_000, 5_153_800],
    [180_001, 4_793_837, 0, null, 360_002, 5_153_839],
    [190_000, 5_163_800, 0, null, 380_000, 5_543_800],
    [190_001, 5_163_845, 0, null, 380_002, 5_543_847],
    [250_000, 7_863_800, 0, null, 500_000, 8_363_800],
  ],
  '2026-27': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 15, 70_000, null, 0, 0],
    [27_222, 135_330, 70_000, null, 0, 65_330],
    [27_223, 135_345, 70_000, null, 10, 65_355],
    [34_027, 237_405, 70_000, null, 68_050, 235_455],
    [34_028, 237_420, 70_000, null, 68_056, 235_476],
    [37_000, 282_000, 70_000, null, 74_000, 286_000],
    [37_500, 289_500, 70_000, null, 75_000, 294_500],
    [45_000, 402_000, 32_500, null, 90_000, 459_500],
    [45_001, 402_030, 32_499, null, 90_002, 459_533],
    [48_000, 492_000, 28_000, null, 96_000, 560_000],
    [66_666, 1_051_980, 1, null, 133_332, 1_185_311],
    [66_667, 1_052_010, 0, null, 133_334, 1_185_344],
    [90_000, 1_752_000, 0, null, 180_000, 1_932_000],
    [120_000, 2_652_000, 0, null, 240_000, 2_892_000],
    [120_001, 2_652_030, 0, null, 240_002, 2_892_032],
    [125_999, 2_831_970, 0, null, 251_998, 3_083_968],
    [126_000, 2_832_000, 0, null, 252_000, 3_084_000],
    [135_000, 3_102_000, 0, null, 270_000, 3_372_000],
    [135_001, 3_102_037, 0, null, 270_002, 3_372_039],
    [180_000, 4_767_000, 0, null, 360_000, 5_127_000],
    [180_001, 4_767_037, 0, null, 360_002, 5_127_039],
    [190_000, 5_137_000, 0, null, 380_000, 5_517_000],
    [190_001, 5_137_045, 0, null, 380_002, 5_517_047],
    [250_000, 7_837_000, 0, null, 500_000, 8_337_000],
  ],
  '2027-28': [
    [0, 0, 70_000, null, 0, 0],
    [18_200, 0, 70_000, null, 0, 0],
    [18_201, 14, 70_000, null, 0, 0],
    [27_222, 126_308, 70_000, null, 0, 56_308],
    [27_223, 126_322, 70_000, null, 10, 56_332],
    [34_027, 221_578, 70_000, null, 68_050, 219_628],
    [34_028, 221_592, 70_000, null, 68_056, 219_648],
    [37_000, 263_200, 70_000, null, 74_000, 267_200],
    [37_500, 270_200, 70_000, null, 75_000, 275_200],
    [45_000, 375_200, 32_500, null, 90_000, 432_700],
    [45_001, 375_230, 32_499, null, 90_002, 432_733],
    [48_000, 465_200, 28_000, null, 96_000, 533_200],
    [66_666, 1_025_180, 1, null, 133_332, 1_158_511],
    [66_667, 1_025_210, 0, null, 133_334, 1_158_544],
    [90_000, 1_725_200, 0, null, 180_000, 1_905_200],
    [120_000, 2_625_200, 0, null, 240_000, 2_865_200],
    [120_001, 2_625_230, 0, null, 240_002, 2_865_232],
    [125_999, 2_805_170, 0, null, 251_998, 3_057_168],
    [126_000, 2_805_200, 0, null, 252_000, 3_057_200],
    [135_000, 3_075_200, 0, null, 270_000, 3_345_200],
    [135_001, 3_075_237, 0, null, 270_002, 3_345_239],
    [180_000, 4_740_200, 0, null, 360_000, 5_100_200],
    [180_001, 4_740_237, 0, null, 360_002, 5_100_239],
    [190_000, 5_110_200, 0, null, 380_000, 5_490_200],
    [190_001, 5_110_245, 0, null, 380_002, 5_490_247],
    [250_000, 7_810_200, 0, null, 500_000, 8_310_200],
  ],
};

describe('resident individual tax, every year at every edge', () => {
  for (const year of TAX_YEARS) {
    describe(year, () => {
      it.each(RESIDENT[year])(
        '$%i → tax %i, LITO %i, LMITO %s, Medicare %i, total %i cents',
        (dollars, incomeTax, lito, lmito, medicare, total) => {
          const result = individualTax({
            year,
            taxableIncome: $(dollars),
            residency: 'resident',
            medicareLevy: true,
          });
          expect(result.incomeTax).toBe(incomeTax);
          expect(result.offsets).toEqual({ lito, lmito });
          // The offsets' sum is rounded once: the table's total says what was taken off.
          expect(result.offsetsUsed).toBe(incomeTax + medicare - total);
          expect(result.offsetsTotal - (lito + (lmito ?? 0))).toBeGreaterThanOrEqual(-1);
          expect(result.offsetsTotal).toBeLessThanOrEqual(lito + (lmito ?? 0));
          expect(result.medicare?.amount).toBe(medicare);
          expect(result.totalTax).toBe(total);
        },
      );
    });
  }
});

describe('the ATO worked examples (facts.md)', () => {
  it.each([
    ['2023-24', 90_000, 19_717, 0, 1_800, 21_517],
    ['2024-25', 90_000, 17_788, 0, 1_800, 19_588],
    ['2024-25', 45_000, 4_288, 325, 900, 4_863],
    ['2021-22', 45_000, 5_092, 1_600, 900, 4_392],
    ['2026-27', 190_000, 51_370, 0, 3_800, 55_170],
  ] as const)(
    '%s, $%i: income tax $%i, offsets $%i, Medicare $%i, total $%i',
    (year, income, tax, offsets, medicare, total) => {
      const result = individualTax({
        year,
        taxableIncome: $(income),
        residency: 'resident',
        medicareLevy: true,
      });
      expect(result.incomeTax).toBe($(tax));
      expect(result.offsetsUsed).toBe($(offsets));
      expect(result.medicare?.amount).toBe($(medicare));
      expect(result.totalTax).toBe($(total));
    },
  );

  it('2021-22, $45,000: the offsets are LITO $325 and LMITO $1,275', () => {
    const result = individualTax({
      year: '2021-22',
      taxableIncome: $(45_000),
      residency: 'resident',
      medicareLevy: true,
    });
    expect(result.offsets).toEqual({ lito: $(325), lmito: $(1_275) });
  });

  it.each([
    ['2023-24', 27_000, 100],
    ['2024-25', 29_000, 177.8],
  ] as const)('Medicare levy in the shade-in: %s, $%i → $%f', (year, income, levy) => {
    const result = individualTax({
      year,
      taxableIncome: $(income),
      residency: 'resident',
      medicareLevy: true,
    });
    expect(result.medicare).toMatchObject({ amount: $(levy), phase: 'shade-in' });
  });
});

describe('the scale', () => {
  // The ATO's base amounts are the cumulative sums of the brackets below.
  it.each([
    ['2021-22', 'resident', [0, 0, 5_092, 29_467, 51_667]],
    ['2023-24', 'resident', [0, 0, 5_092, 29_467, 51_667]],
    ['2024-25', 'resident', [0, 0, 4_288, 31_288, 51_638]],
    ['2025-26', 'resident', [0, 0, 4_288, 31_288, 51_638]],
    ['2026-27', 'resident', [0, 0, 4_020, 31_020, 51_370]],
    ['2027-28', 'resident', [0, 0, 3_752, 30_752, 51_102]],
    ['2021-22', 'foreign', [0, 39_000, 61_200]],
    ['2024-25', 'foreign', [0, 40_500, 60_850]],
    ['2027-28', 'foreign', [0, 40_500, 60_850]],
    ['2021-22', 'working-holiday', [0, 6_750, 31_125, 53_325]],
    ['2023-24', 'working-holiday', [0, 6_750, 31_125, 53_325]],
    ['2024-25', 'working-holiday', [0, 6_750, 33_750, 54_100]],
    ['2027-28', 'working-holiday', [0, 6_750, 33_750, 54_100]],
  ] as const)('%s %s base amounts are %j', (year, residency, bases) => {
    const { brackets } = taxOnScale($(1_000_000), scaleFor(TAX_YEAR_RATES[year], residency));
    expect(brackets.map((line) => line.base)).toEqual(bases.map($));
  });

  it('puts each part of the income in its bracket', () => {
    const { tax, brackets } = taxOnScale($(50_000), TAX_YEAR_RATES['2024-25'].resident);
    expect(brackets.map((line) => [line.over, line.upTo, line.rateBps, line.income, line.tax])).toEqual([
      [0, $(18_200), 0, $(18_200), 0],
      [$(18_200), $(45_000), 1600, $(26_800), $(4_288)],
      [$(45_000), $(135_000), 3000, $(5_000), $(1_500)],
      [$(135_000), $(190_000), 3700, 0, 0],
      [$(190_000), null, 4500, 0, 0],
    ]);
    expect(tax).toBe($(5_788));
  });
});

describe('offsets', () => {
  it.each([
    [0, 700],
    [37_500, 700],
    [40_000, 575],
    [45_000, 325],
    [45_001, 324.99],
    [60_000, 100],
    [66_666, 0.01],
    [66_667, 0],
    [1_000_000, 0],
  ])('LITO at $%i is $%f', (income, offset) => {
    expect(lowIncomeTaxOffset($(income))).toBe($(offset));
  });

  it.each([
    [0, 675],
    [37_000, 675],
    [40_000, 900],
    [48_000, 1_500],
    [90_000, 1_500],
    [100_000, 1_200],
    [125_999, 420.03],
    [126_000, 0],
    [200_000, 0],
  ])('LMITO (2021-22) at $%i is $%f: the one-off $420 ends in a cliff at $126,000', (income, offset) => {
    expect(lowAndMiddleIncomeTaxOffset($(income))).toBe($(offset));
  });

  it.each([
    // [income, LITO shown, LMITO shown, offsets taken off]: exact sums rounded once (DESIGN.md §5).
    [45_001, 324.99, 1_275.08, 1_600.06], // 324.985 + 1,275.075
    [45_002, 324.97, 1_275.15, 1_600.12], // 324.97 + 1,275.15: nothing to round
    [45_003, 324.96, 1_275.23, 1_600.18], // 324.955 + 1,275.225
    [40_001, 574.95, 900.08, 1_475.03], // 574.95 + 900.075
  ])('2021-22 at $%i: LITO %f and LMITO %f, offsets %f', (income, lito, lmito, total) => {
    const result = individualTax({
      year: '2021-22',
      taxableIncome: $(income),
      residency: 'resident',
      medicareLevy: false,
    });
    expect(result.offsets).toEqual({ lito: $(lito), lmito: $(lmito) });
    expect(result.offsetsTotal).toBe($(total));
    expect(result.offsetsUsed).toBe($(total));
  });

  it('only 2021-22 has LMITO', () => {
    for (const year of TAX_YEARS) {
      const result = individualTax({
        year,
        taxableIncome: $(60_000),
        residency: 'resident',
        medicareLevy: true,
      });
      expect(result.offsets.lmito === null, year).toBe(year !== '2021-22');
    }
  });

  it('never take income tax below zero, and never reduce the Medicare levy', () => {
    // 2021-22, $24,000: income tax $1,102 but offsets of $1,375; the levy ($63.50) is still paid.
    const result = individualTax({
      year: '2021-22',
      taxableIncome: $(24_000),
      residency: 'resident',
      medicareLevy: true,
    });
    expect(result).toMatchObject({
      incomeTax: $(1_102),
      offsets: { lito: $(700), lmito: $(675) },
      offsetsUsed: $(1_102),
      incomeTaxAfterOffsets: 0,
      medicare: { amount: $(63.5), phase: 'shade-in' },
      totalTax: $(63.5),
    });
  });
});

describe('Medicare levy', () => {
  const thresholds = TAX_YEAR_RATES['2024-25'].medicare;
  it.each([
    [0, 0, 'exempt'],
    [27_222, 0, 'exempt'],
    [27_222.01, 0, 'shade-in'],
    [27_223, 0.1, 'shade-in'],
    [34_027, 680.5, 'shade-in'],
    [34_028, 680.56, 'full'],
    [100_000, 2_000, 'full'],
  ] as const)('2024-25 at $%f is $%f (%s)', (income, levy, phase) => {
    expect(medicareLevy($(income), thresholds)).toMatchObject({ amount: $(levy), phase });
  });

  it('uses the published thresholds to 2024-25, and labels later years an estimate on 2024-25 figures', () => {
    expect(TAX_YEARS.filter((year) => TAX_YEAR_RATES[year].medicare.confirmed)).toEqual([
      '2021-22',
      '2022-23',
      '2023-24',
      '2024-25',
    ]);
    for (const year of ['2025-26', '2026-27', '2027-28'] as const) {
      expect(TAX_YEAR_RATES[year].medicare).toMatchObject({ lower: $(27_222), upper: $(34_027) });
    }
  });

  it('is left out when not chosen', () => {
    const result = individualTax({
      year: '2024-25',
      taxableIncome: $(90_000),
      residency: 'resident',
      medicareLevy: false,
    });
    expect(result.medicare).toBeNull();
    expect(result.totalTax).toBe($(17_788));
  });
});

describe('foreign residents', () => {
  it.each([
    ['2021-22', 0, 0],
    ['2021-22', 1, 0.33],
    ['2021-22', 45_000, 14_625],
    ['2021-22', 120_000, 39_000],
    ['2021-22', 120_001, 39_000.37],
    ['2021-22', 180_000, 61_200],
    ['2021-22', 250_000, 92_700],
    ['2023-24', 18_200, 5_915],
    ['2024-25', 1, 0.3],
    ['2024-25', 45_000, 13_500],
    ['2024-25', 135_000, 40_500],
    ['2024-25', 135_001, 40_500.37],
    ['2024-25', 190_000, 60_850],
    ['2024-25', 250_000, 87_850],
    ['2027-28', 190_000, 60_850],
  ] as const)('%s, $%i → $%f: no tax-free threshold, no LITO, no Medicare levy', (year, income, total) => {
    const result = individualTax({
      year,
      taxableIncome: $(income),
      residency: 'foreign',
      medicareLevy: true,
    });
    expect(result.totalTax).toBe($(total));
    expect(result.incomeTax).toBe($(total));
    expect(result.offsets.lito).toBe(0);
    expect(result.medicare).toBeNull();
  });
});

describe('working holiday makers (visas 417 and 462)', () => {
  // Income Tax Rates Act 1986, Schedule 7, Part III: 15% from the first dollar to $45,000.
  const TO_2023_24 = [
    [0, 0],
    [1, 0.15],
    [18_200, 2_730],
    [30_000, 4_500],
    [44_999, 6_749.85],
    [45_000, 6_750],
    [45_001, 6_750.33],
    [119_999, 31_124.68],
    [120_000, 31_125],
    [120_001, 31_125.37],
    [179_999, 53_324.63],
    [180_000, 53_325],
    [180_001, 53_325.45],
    [250_000, 84_825],
  ] as const;
  const FROM_2024_25 = [
    [0, 0],
    [1, 0.15],
    [18_200, 2_730],
    [30_000, 4_500],
    [44_999, 6_749.85],
    [45_000, 6_750],
    [45_001, 6_750.3],
    [134_999, 33_749.7],
    [135_000, 33_750],
    [135_001, 33_750.37],
    [189_999, 54_099.63],
    [190_000, 54_100],
    [190_001, 54_100.45],
    [250_000, 81_100],
  ] as const;
  const cases = [
    ...(['2021-22', '2022-23', '2023-24'] as const).flatMap((year) =>
      TO_2023_24.map(([income, tax]) => [year, income, tax] as const),
    ),
    ...(['2024-25', '2025-26', '2026-27', '2027-28'] as const).flatMap((year) =>
      FROM_2024_25.map(([income, tax]) => [year, income, tax] as const),
    ),
  ];

  it.each(cases)(
    '%s, $%i → $%f: no tax-free threshold, no offsets, no Medicare levy',
    (year, income, total) => {
      const result = individualTax({
        year,
        taxableIncome: $(income),
        residency: 'working-holiday',
        medicareLevy: true,
      });
      expect(result.incomeTax).toBe($(total));
      expect(result.totalTax).toBe($(total));
      expect(result.offsets.lito).toBe(0);
      expect(result.offsets.lmito ?? 0).toBe(0);
      expect(result.offsetsTotal).toBe(0);
      expect(result.medicare).toBeNull();
    },
  );

  it('pays half what a foreign resident pays on $30,000 in 2024-25', () => {
    const on30k = (residency: Residency) =>
      individualTax({ year: '2024-25', taxableIncome: $(30_000), residency, medicareLevy: true }).totalTax;
    expect(on30k('working-holiday')).toBe($(4_500));
    expect(on30k('foreign')).toBe($(9_000));
  });
});

describe('whole dollars', () => {
  it('assesses taxable income in whole dollars, as on the return', () => {
    expect(wholeDollars($(45_000.99))).toBe($(45_000));
    expect(wholeDollars(-5)).toBe(0);
    const cents = individualTax({
      year: '2024-25',
      taxableIncome: $(45_000.99),
      residency: 'resident',
      medicareLevy: true,
    });
    expect(cents.taxableIncome).toBe($(45_000));
    expect(cents.totalTax).toBe($(4_863));
  });

  it('rounds rates half up to the cent', () => {
    expect(applyRate(150, 3250)).toBe(49); // 48.75
    expect(applyRate(100, 3250)).toBe(33); // 32.5
    expect(effectiveRateBps($(19_588), $(90_000))).toBe(2176);
    expect(effectiveRateBps(0, 0)).toBe(0);
  });
});

describe('properties', () => {
  const year = fc.constantFrom(...TAX_YEARS);
  const residency = fc.constantFrom<Residency>(...RESIDENCIES);
  const income = fc.integer({ min: 0, max: $(2_000_000) });

  it('tax never decreases as income rises', () => {
    fc.assert(
      fc.property(year, residency, fc.boolean(), income, income, (y, r, medicare, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const taxOn = (taxableIncome: number) =>
          individualTax({ year: y, taxableIncome, residency: r, medicareLevy: medicare }).totalTax;
        expect(taxOn(high)).toBeGreaterThanOrEqual(taxOn(low));
      }),
      { numRuns: 2000 },
    );
  });

  it('tax never decreases dollar by dollar through every threshold', () => {
    for (const y of TAX_YEARS) {
      for (const r of RESIDENCIES) {
        let previous = 0;
        for (let dollars = 0; dollars <= 260_000; dollars += 1) {
          const { totalTax } = individualTax({
            year: y,
            taxableIncome: dollars * 100,
            residency: r,
            medicareLevy: true,
          });
          if (totalTax < previous) expect.fail(`${y} ${r}: $${dollars} pays less than $${dollars - 1}`);
          previous = totalTax;
        }
      }
    }
  });

  it('the effective rate stays under 47% (45% + 2% Medicare)', () => {
    fc.assert(
      fc.property(year, residency, fc.integer({ min: 1, max: 99_999_999_999 }), (y, r, cents) => {
        const { totalTax } = individualTax({
          year: y,
          taxableIncome: cents,
          residency: r,
          medicareLevy: true,
        });
        expect(totalTax * 100).toBeLessThan(47 * cents);
        expect(effectiveRateBps(totalTax, cents)).toBeLessThanOrEqual(4700);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the ATO base-amount formula and keeps its parts consistent', () => {
    fc.assert(
      fc.property(year, residency, income, (y, r, cents) => {
        const result = individualTax({ year: y, taxableIncome: cents, residency: r, medicareLevy: true });
        const scale = scaleFor(TAX_YEAR_RATES[y], r);
        const top = scale.findLast((bracket) => bracket.over < result.taxableIncome || bracket.over === 0);
        const line = result.brackets.find((b) => b.over === top?.over);
        // base amount + rate × the excess over the threshold, rounded once.
        const expected =
          (line?.base ?? 0) + applyRate(result.taxableIncome - (top?.over ?? 0), top?.rateBps ?? 0);
        expect(result.incomeTax).toBe(expected);
        expect(result.brackets.reduce((sum, b) => sum + b.income, 0)).toBe(result.taxableIncome);
        expect(result.offsetsUsed).toBeLessThanOrEqual(result.incomeTax);
        expect(result.offsetsUsed).toBeGreaterThanOrEqual(0);
        expect(result.totalTax).toBe(result.incomeTax - result.offsetsUsed + (result.medicare?.amount ?? 0));
        for (const value of [
          result.incomeTax,
          result.offsetsUsed,
          result.totalTax,
          result.medicare?.amount ?? 0,
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
