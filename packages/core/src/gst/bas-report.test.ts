import { describe, expect, it } from 'vitest';
import { type BasReport, basReportCsv, basReportLines } from './bas-report.ts';

const report = (fields: Partial<BasReport> = {}): BasReport => ({
  business: { name: 'Harbour Electrical', abn: '51 824 753 556' },
  period: { key: '2026-Q4', start: '2026-10-01', end: '2026-12-31', due: '2027-02-28' },
  basis: 'cash',
  lodgedOn: null,
  figures: { g1: 220_00, gstOnSales: 20_00, gstOnPurchases: 5_00 },
  adjustments: [],
  reportedAdjustment: null,
  total: { g1: 220_00, gstOnSales: 20_00, gstOnPurchases: 5_00 },
  ...fields,
});

const lines = (value: BasReport) =>
  basReportLines(value, 'en').map((line) => `${line.code} ${line.label} ${line.amount}`);

describe('basReportLines', () => {
  it.each([
    [
      'the figures and the amount to pay',
      report(),
      [
        'G1 Total sales (including GST) 22000',
        '1A GST on sales 2000',
        '1B GST on purchases 500',
        ' Amount to pay 1500',
      ],
    ],
    [
      'an adjustment line per figure, the adjusted totals as reported (never below zero: the decreasing adjustments beyond 1A at 1B) and a refund',
      report({
        adjustments: [{ key: '2026-Q3', g1: -1_100_00, gstOnSales: -100_00, gstOnPurchases: 0 }],
        total: { g1: -880_00, gstOnSales: -80_00, gstOnPurchases: 5_00 },
      }),
      [
        'G1 Total sales (including GST) 22000',
        '1A GST on sales 2000',
        '1B GST on purchases 500',
        'G1 Adjustment for July\u2009–\u2009Sept 2026 -110000',
        '1A Adjustment for July\u2009–\u2009Sept 2026 -10000',
        '1B Adjustment for July\u2009–\u2009Sept 2026 0',
        'G1 Total sales (including GST) 0',
        '1A GST on sales 0',
        '1B GST on purchases 8500',
        ' Decreasing adjustments beyond GST on sales, reported at 1B 8000',
        ' Refund due 8500',
      ],
    ],
    [
      'a period whose only activity is a note on an earlier invoice: G1 and 1A 0, the note’s GST at 1B',
      report({
        figures: { g1: -110_00, gstOnSales: -10_00, gstOnPurchases: 0 },
        total: { g1: -110_00, gstOnSales: -10_00, gstOnPurchases: 0 },
      }),
      [
        'G1 Total sales (including GST) 0',
        '1A GST on sales 0',
        '1B GST on purchases 1000',
        ' Decreasing adjustments beyond GST on sales, reported at 1B 1000',
        ' Refund due 1000',
      ],
    ],
    [
      'a lodged purchase removed since: 1B below zero is reported at 1A',
      report({
        adjustments: [{ key: '2026-Q3', g1: 0, gstOnSales: 0, gstOnPurchases: -30_00 }],
        total: { g1: 220_00, gstOnSales: 20_00, gstOnPurchases: -25_00 },
      }),
      [
        'G1 Total sales (including GST) 22000',
        '1A GST on sales 2000',
        '1B GST on purchases 500',
        'G1 Adjustment for July\u2009–\u2009Sept 2026 0',
        '1A Adjustment for July\u2009–\u2009Sept 2026 0',
        '1B Adjustment for July\u2009–\u2009Sept 2026 -3000',
        'G1 Total sales (including GST) 22000',
        '1A GST on sales 4500',
        '1B GST on purchases 0',
        ' Increasing adjustments beyond GST on purchases, reported at 1A 2500',
        ' Amount to pay 4500',
      ],
    ],
    [
      'a lodged period with the adjustments it reported',
      report({
        reportedAdjustment: { g1: 110_00, gstOnSales: 10_00, gstOnPurchases: 0 },
        total: { g1: 330_00, gstOnSales: 30_00, gstOnPurchases: 5_00 },
      }),
      [
        'G1 Total sales (including GST) 22000',
        '1A GST on sales 2000',
        '1B GST on purchases 500',
        'G1 Adjustments of earlier periods 11000',
        '1A Adjustments of earlier periods 1000',
        '1B Adjustments of earlier periods 0',
        'G1 Total sales (including GST) 33000',
        '1A GST on sales 3000',
        '1B GST on purchases 500',
        ' Amount to pay 2500',
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(lines(value)).toEqual(expected);
  });
});

describe('basReportCsv', () => {
  it('writes the facts and the lines, a business name that looks like a formula made text', () => {
    const csv = basReportCsv(report({ business: { name: '=HYPERLINK("x")', abn: '51 824 753 556' } }), 'en');
    expect(csv.split('\r\n')).toEqual([
      'BAS worksheet (Simpler BAS)',
      `Business,"'=HYPERLINK(""x"")"`,
      'ABN,51 824 753 556',
      'Period,Oct\u2009–\u2009Dec 2026 (01/10/2026 – 31/12/2026)',
      'Due date,28/02/2027',
      'Accounting basis,Cash',
      ',Not lodged yet',
      '',
      'Label,,Amount',
      'G1,Total sales (including GST),220.00',
      '1A,GST on sales,20.00',
      '1B,GST on purchases,5.00',
      ',Amount to pay,15.00',
      '',
    ]);
  });
});
