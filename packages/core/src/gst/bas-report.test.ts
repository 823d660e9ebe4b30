import { describe, expect, it } from 'vitest';
import type { PaygLabels } from '../tax-time/payg-instalments.ts';
import { type BasReport, basReportCsv, basReportLines, basReportValue } from './bas-report.ts';

const report = (fields: Partial<BasReport> = {}): BasReport => ({
  business: { name: 'Harbour Electrical', abn: '51 824 753 556' },
  period: { key: '2026-Q4', start: '2026-10-01', end: '2026-12-31', due: '2027-02-28' },
  basis: 'cash',
  lodgedOn: null,
  figures: { g1: 220_00, gstOnSales: 20_00, gstOnPurchases: 5_00 },
  adjustments: [],
  reportedAdjustment: null,
  total: { g1: 220_00, gstOnSales: 20_00, gstOnPurchases: 5_00 },
  payg: null,
  ...fields,
});

const lines = (value: BasReport) =>
  basReportLines(value, 'en').map(
    (line) => `${line.code} ${line.label} ${'amount' in line ? line.amount : basReportValue(line, 'en')}`,
  );

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

const payg = (fields: Partial<PaygLabels>): PaygLabels => ({
  option: 'amount',
  t1: null,
  t2: null,
  t3: null,
  t11: null,
  t7: null,
  t8: null,
  t9: null,
  t4: null,
  a5: 0,
  b5: 0,
  ...fields,
});

describe('basReportLines with a PAYG instalment', () => {
  it.each([
    [
      'the amount option: T7 into 5A, the amount to pay is GST and instalment together',
      payg({ t7: 1_250_00, a5: 1_250_00 }),
      [
        'T7 Instalment amount from the ATO 125000',
        '5A PAYG income tax instalment 125000',
        '5B Credit from a varied instalment 0',
        ' To pay with this activity statement (GST and instalment) 126500',
      ],
    ],
    [
      'the rate option: T1 × T2 = T11 into 5A',
      payg({ option: 'rate', t1: 20_000_00, t2: 450, t11: 900_00, a5: 900_00 }),
      [
        'T1 PAYG instalment income 2000000',
        'T2 Instalment rate from the ATO 4.5%',
        'T11 T1 × rate 90000',
        '5A PAYG income tax instalment 90000',
        '5B Credit from a varied instalment 0',
        ' To pay with this activity statement (GST and instalment) 91500',
      ],
    ],
    [
      'a varied rate with its reason code',
      payg({ option: 'rate', t1: 20_000_00, t2: 450, t3: 300, t11: 600_00, t4: '23', a5: 600_00 }),
      [
        'T1 PAYG instalment income 2000000',
        'T2 Instalment rate from the ATO 4.5%',
        'T3 Varied rate 3%',
        'T11 T1 × rate 60000',
        'T4 Reason code for the variation 23',
        '5A PAYG income tax instalment 60000',
        '5B Credit from a varied instalment 0',
        ' To pay with this activity statement (GST and instalment) 61500',
      ],
    ],
    [
      'a varied amount below what was paid: a credit at 5B makes a refund',
      payg({ t7: 1_250_00, t8: 2_000_00, t9: 0, t4: '33', a5: 0, b5: 500_00 }),
      [
        'T7 Instalment amount from the ATO 125000',
        'T8 Estimated tax for the year 200000',
        'T9 Varied amount for the quarter 0',
        'T4 Reason code for the variation 33',
        '5A PAYG income tax instalment 0',
        '5B Credit from a varied instalment 50000',
        ' Refund on this activity statement (GST and instalment) 48500',
      ],
    ],
  ])('%s', (_name, labels, expected) => {
    expect(lines(report({ payg: labels })).slice(3)).toEqual(expected);
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

  it("writes a quarter's instalment: dollars as numbers, the rate in per cent, the reason code", () => {
    const labels = payg({
      option: 'rate',
      t1: 20_000_00,
      t2: 450,
      t3: 300,
      t11: 600_00,
      t4: '23',
      a5: 600_00,
    });
    expect(
      basReportCsv(report({ payg: labels }), 'en')
        .split('\r\n')
        .slice(12),
    ).toEqual([
      'T1,PAYG instalment income,20000.00',
      'T2,Instalment rate from the ATO,4.5',
      'T3,Varied rate,3',
      'T11,T1 × rate,600.00',
      'T4,Reason code for the variation,23',
      '5A,PAYG income tax instalment,600.00',
      '5B,Credit from a varied instalment,0.00',
      ',To pay with this activity statement (GST and instalment),615.00',
      '',
    ]);
  });
});
