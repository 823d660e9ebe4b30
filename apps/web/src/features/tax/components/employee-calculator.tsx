import { Stack, Text } from '@mantine/core';
import { formatAud, formatWholeDollars } from '@sorted/core/i18n/format';
import { calculateEmployee } from '@sorted/core/tax/employee';
import type { Residency } from '@sorted/core/tax/individual-tax';
import type { TaxYear } from '@sorted/core/tax/tax-years';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '../amount-input.ts';
import { formatEffectiveRate, formatRate } from '../format.ts';
import { ERROR_LABELS } from '../labels.ts';
import { AmountField } from './amount-field.tsx';
import { EstimateBadge, IndividualTaxRows, Row, SectionDivider, Summary } from './breakdown.tsx';
import { CalculatorLayout } from './calculator-layout.tsx';
import { MoneyChart } from './money-chart.tsx';
import { RatesNote } from './rates-note.tsx';
import { ResidencyField } from './residency-field.tsx';
import { TaxYearField } from './tax-year-field.tsx';

/** Employee (TFN): salary → tax, take-home pay per period, and the super guarantee on top. */
export function EmployeeCalculator({ defaultYear }: { defaultYear: TaxYear }) {
  const { t } = useTranslation();
  const [year, setYear] = useState<TaxYear>(defaultYear);
  const [salary, setSalary] = useState('');
  const [residency, setResidency] = useState<Residency>('resident');

  const outcome = useMemo(
    () => calculateEmployee({ year, salary: parseAmountInput(salary) ?? Number.NaN, residency }),
    [year, salary, residency],
  );
  const error = outcome.ok ? null : outcome.error;
  const superCapEstimate =
    outcome.ok && outcome.result.superGuarantee.capped && !outcome.result.superGuarantee.confirmed;

  const inputs = (
    <>
      <AmountField
        label={t('tax.fields.salary')}
        description={t('tax.fields.salaryHint')}
        placeholder="0.00"
        value={salary}
        onChange={setSalary}
        error={error?.field === 'income' ? t(ERROR_LABELS[error.code]) : undefined}
        data-autofocus
      />
      <TaxYearField value={year} onChange={setYear} />
      <ResidencyField value={residency} onChange={setResidency} />
    </>
  );

  let results = null;
  if (outcome.ok) {
    const result = outcome.result;
    const { tax } = result;
    results = (
      <Stack gap="md">
        <Summary
          items={[
            {
              label: t('tax.summary.totalTax'),
              value: formatAud(result.totalTax),
              testId: 'employee-total-tax',
            },
            { label: t('tax.summary.netYear'), value: formatAud(result.net.year), testId: 'employee-net' },
            {
              label: t('tax.summary.effectiveRate'),
              value: formatEffectiveRate(result.effectiveRateBps),
              testId: 'employee-effective-rate',
            },
          ]}
        />
        <Stack gap={0}>
          <Row label={t('tax.breakdown.salary')} value={formatAud(result.salary)} />
          <IndividualTaxRows tax={tax} income={result.salary} testIdPrefix="employee" />
          <Row variant="total" label={t('tax.breakdown.totalTax')} value={formatAud(result.totalTax)} />
          <SectionDivider label={t('tax.breakdown.netTitle')} />
          <Row label={t('tax.breakdown.perYear')} value={formatAud(result.net.year)} />
          <Row
            label={t('tax.breakdown.perMonth')}
            value={formatAud(result.net.month)}
            testId="employee-net-month"
          />
          <Row
            label={t('tax.breakdown.perFortnight')}
            value={formatAud(result.net.fortnight)}
            testId="employee-net-fortnight"
          />
          <Row
            label={t('tax.breakdown.perWeek')}
            value={formatAud(result.net.week)}
            testId="employee-net-week"
          />
          <SectionDivider label={t('tax.breakdown.superTitle')} />
          <Row
            label={t('tax.breakdown.super', { rate: formatRate(result.superGuarantee.rateBps) })}
            value={formatAud(result.superGuarantee.amount)}
            testId="employee-super"
          />
          {result.superGuarantee.capped && (
            <Text size="xs" c="dimmed" pb={6} data-testid="employee-super-cap">
              {t('tax.breakdown.superCapped', {
                base: formatWholeDollars(result.superGuarantee.maximumBase),
              })}
              {!result.superGuarantee.confirmed && <EstimateBadge />}
            </Text>
          )}
          <Row
            variant="total"
            label={t('tax.breakdown.employerCost')}
            value={formatAud(result.employerCost)}
            testId="employee-employer-cost"
          />
        </Stack>
        <MoneyChart
          testId="employee-chart"
          parts={[
            {
              key: 'tax',
              label: t('tax.chart.incomeTax'),
              amount: tax.incomeTaxAfterOffsets,
              color: 'indigo',
            },
            {
              key: 'medicare',
              label: t('tax.chart.medicare'),
              amount: tax.medicare?.amount ?? 0,
              color: 'cyan',
            },
            {
              key: 'kept',
              label: t('tax.chart.takeHome'),
              amount: Math.max(0, result.net.year),
              color: 'teal',
            },
          ]}
        />
      </Stack>
    );
  }

  return (
    <CalculatorLayout
      id="employee"
      inputs={inputs}
      results={results}
      error={error}
      footer={
        <RatesNote
          year={year}
          residency={residency}
          withMedicare={residency === 'resident'}
          superCapEstimate={superCapEstimate}
        />
      }
    />
  );
}
