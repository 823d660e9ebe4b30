import type { PaygLabelsAttributes, PaygOptionAttributes } from '@sorted/core/contract/bas';
import { financialYearOf } from '@sorted/core/dates/calendar';
import { type BasPeriod, basPeriodsOfYear } from '@sorted/core/gst/bas-periods';
import { centsToDecimal } from '@sorted/core/money/cents';
import {
  isPaygOption,
  type PaygLabels,
  type PaygSetting,
  type PaygVariation,
  paygLabels,
  quarterOfYear,
} from '@sorted/core/tax-time/payg-instalments';
import type {
  PaygLodgementRow,
  PaygOptionRow,
  PaygRows,
  PaygVariationRow,
} from '../repositories/payg-instalment-rows.repository.ts';

// A business's PAYG instalments on its quarterly BAS (core's tax-time/payg-instalments.ts): the year's
// option, each quarter's variation, and the labels of lodged quarters as lodged.

const nullable = (value: number | string | null) => (value === null ? null : Number(value));

/** The year's setting, or null when none is set. */
export function settingOf(row: PaygOptionRow | undefined): PaygSetting | null {
  if (!row || !isPaygOption(row.option)) return null;
  if (row.option === 'amount')
    return row.t7_cents === null ? null : { option: 'amount', t7: Number(row.t7_cents) };
  return row.t2_basis_points === null ? null : { option: 'rate', t2: Number(row.t2_basis_points) };
}

function variationOf(row: PaygVariationRow | undefined, setting: PaygSetting): PaygVariation | null {
  if (!row) return null;
  if (setting.option === 'amount' && row.t8_cents !== null) {
    return { option: 'amount', t8: Number(row.t8_cents), t4: row.t4 };
  }
  if (setting.option === 'rate' && row.t3_basis_points !== null) {
    return { option: 'rate', t3: Number(row.t3_basis_points), t4: row.t4 };
  }
  // A variation of the other option (the year's option changed before any quarter was lodged) lapses.
  return null;
}

function lodgedLabels(row: PaygLodgementRow): PaygLabels {
  return {
    option: row.option === 'rate' ? 'rate' : 'amount',
    t1: nullable(row.t1_cents),
    t2: nullable(row.t2_basis_points),
    t3: nullable(row.t3_basis_points),
    t11: nullable(row.t11_cents),
    t7: nullable(row.t7_cents),
    t8: nullable(row.t8_cents),
    t9: nullable(row.t9_cents),
    t4: row.t4,
    a5: Number(row.a5_cents),
    b5: Number(row.b5_cents),
  };
}

/** The financial year a quarter belongs to (2025 for July 2025 – June 2026). */
export const yearOfPeriod = (period: Pick<BasPeriod, 'start'>) => financialYearOf(period.start).start;

/**
 * The PAYG labels of a quarterly period: as lodged when its quarter's were recorded; else worked out from
 * the year's option, its variation and its figures, the year's earlier quarters counting as paid (lodged
 * or not: the varied amount is cumulative). Null without an option for the year.
 */
export function paygOfPeriod(
  rows: PaygRows,
  period: BasPeriod,
  figuresOf: (quarter: BasPeriod) => { g1: number; gstOnSales: number },
): PaygLabels | null {
  const year = yearOfPeriod(period);
  const lodged = new Map(rows.lodged.map((row) => [row.period_key, row]));
  const setting = settingOf(rows.options.find((row) => row.year_start === year));
  let paidEarlier = 0;
  for (const quarter of basPeriodsOfYear(year, 'quarterly')) {
    const recorded = lodged.get(quarter.key);
    const labels = recorded
      ? lodgedLabels(recorded)
      : setting &&
        paygLabels({
          setting,
          variation: variationOf(
            rows.variations.find((row) => row.period_key === quarter.key),
            setting,
          ),
          quarter: quarterOfYear(quarter.lastMonth),
          figures: figuresOf(quarter),
          paidEarlier,
        });
    if (quarter.key === period.key) return labels;
    if (labels) paidEarlier += labels.a5 - labels.b5;
  }
  return null;
}

const rate = (points: number | null) => (points === null ? null : String(points / 100));
const amount = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export const paygAttributes = (labels: PaygLabels): PaygLabelsAttributes => ({
  option: labels.option,
  t1: amount(labels.t1),
  t2: rate(labels.t2),
  t3: rate(labels.t3),
  t11: amount(labels.t11),
  t7: amount(labels.t7),
  t8: amount(labels.t8),
  t9: amount(labels.t9),
  t4: labels.t4,
  instalment: centsToDecimal(labels.a5),
  credit: centsToDecimal(labels.b5),
});

export function paygOptionAttributes(
  row: PaygOptionRow | undefined,
  year: number,
  locked: boolean,
): PaygOptionAttributes {
  const setting = settingOf(row);
  return {
    year,
    option: setting?.option ?? null,
    t7: setting?.option === 'amount' ? centsToDecimal(setting.t7) : null,
    t2: setting?.option === 'rate' ? rate(setting.t2) : null,
    locked,
  };
}
