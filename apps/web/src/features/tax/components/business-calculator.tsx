import { Alert, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import {
  BUSINESS_TYPES,
  type BusinessResult,
  type BusinessType,
  calculateBusiness,
  isBusinessType,
} from '@sorted/core/tax/business';
import type { Residency } from '@sorted/core/tax/individual-tax';
import type { TaxYear } from '@sorted/core/tax/tax-years';
import { DEFAULT_PARTNERS, MAX_PARTNERS, MIN_PARTNERS } from '@sorted/core/tax/validation';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '../amount-input.ts';
import { formatDeduction, formatEffectiveRate, formatRate } from '../format.ts';
import { BUSINESS_TYPE_LABELS, ERROR_LABELS } from '../labels.ts';
import { AmountField } from './amount-field.tsx';
import { IndividualTaxRows, Row, SectionDivider, Summary } from './breakdown.tsx';
import { CalculatorLayout } from './calculator-layout.tsx';
import { DeductionGuidance } from './deduction-guidance.tsx';
import { MoneyChart, type MoneyPart } from './money-chart.tsx';
import { RatesNote } from './rates-note.tsx';
import { ResidencyField } from './residency-field.tsx';
import { TaxYearField } from './tax-year-field.tsx';

function TaxRows({ result }: { result: BusinessResult }) {
  const { t } = useTranslation();
  switch (result.businessType) {
    case 'sole-trader':
      return <IndividualTaxRows tax={result.tax} income={result.taxableIncome} testIdPrefix="business" />;
    case 'partnership':
      return (
        <>
          <Text size="sm" c="dimmed" py={6}>
            {t('tax.breakdown.partnershipNoTax')}
          </Text>
          <Row label={t('tax.breakdown.partners')} value={String(result.partners)} />
          <Row
            label={t('tax.breakdown.share')}
            value={formatAud(result.share)}
            testId="business-partner-share"
          />
          <SectionDivider label={t('tax.breakdown.partnerTaxTitle')} />
          <IndividualTaxRows tax={result.partnerTax} income={result.share} testIdPrefix="business" />
          <Row
            variant="total"
            label={t('tax.breakdown.partnerTax')}
            value={formatAud(result.partnerTax.totalTax)}
            testId="business-partner-tax"
          />
        </>
      );
    case 'company':
      return (
        <>
          <Row
            label={
              result.baseRateEntity ? t('tax.breakdown.companyBaseRate') : t('tax.breakdown.companyFullRate')
            }
            value={formatRate(result.rateBps)}
            testId="business-company-rate"
          />
          {result.assessedIncome !== result.taxableIncome && (
            <Row
              variant="detail"
              label={t('tax.breakdown.assessed')}
              value={formatAud(result.assessedIncome)}
            />
          )}
          <Text size="xs" c="dimmed" pb={6}>
            {t('tax.breakdown.companyNote')}
          </Text>
          <Row label={t('tax.breakdown.companyTax')} value={formatAud(result.totalTax)} />
        </>
      );
  }
}

// TFunction, not useTranslation's return type: the latter's inference runs too deep for TypeScript once
// the texts grow past a size.
function chartParts(result: BusinessResult, t: TFunction): MoneyPart[] {
  // Of every dollar earned: GST passed on, costs, tax, and what is left.
  const afterGst = result.income - result.gst;
  const expenses = Math.min(result.expenses, afterGst);
  const levy =
    result.businessType === 'sole-trader'
      ? (result.tax.medicare?.amount ?? 0)
      : result.businessType === 'partnership'
        ? (result.partnerTax.medicare?.amount ?? 0) * result.partners
        : 0;
  const incomeTax = result.totalTax - levy;
  return [
    { key: 'gst', label: t('tax.chart.gst'), amount: result.gst, color: 'orange' },
    { key: 'expenses', label: t('tax.chart.expenses'), amount: expenses, color: 'gray' },
    {
      key: 'tax',
      label: result.businessType === 'company' ? t('tax.chart.companyTax') : t('tax.chart.incomeTax'),
      amount: incomeTax,
      color: 'indigo',
    },
    { key: 'medicare', label: t('tax.chart.medicare'), amount: levy, color: 'cyan' },
    { key: 'kept', label: t('tax.chart.kept'), amount: Math.max(0, result.profitAfterTax), color: 'teal' },
  ];
}

/** Business owner (ABN): GST, taxable income and the tax of a sole trader, partnership or company. */
export function BusinessCalculator({ defaultYear }: { defaultYear: TaxYear }) {
  const { t } = useTranslation();
  const [incomeSource, setIncomeSource] = useState('');
  const [income, setIncome] = useState('');
  const [year, setYear] = useState<TaxYear>(defaultYear);
  const [businessType, setBusinessType] = useState<BusinessType>('sole-trader');
  const [partners, setPartners] = useState<number | string>(DEFAULT_PARTNERS);
  const [expenses, setExpenses] = useState('');
  const [residency, setResidency] = useState<Residency>('resident');
  const [medicareLevy, setMedicareLevy] = useState(true);
  const [gstRegistered, setGstRegistered] = useState(false);
  const [mostlyPassiveIncome, setMostlyPassiveIncome] = useState(false);

  const outcome = useMemo(
    () =>
      calculateBusiness({
        year,
        businessType,
        incomeSource,
        income: parseAmountInput(income) ?? Number.NaN,
        expenses: parseAmountInput(expenses) ?? Number.NaN,
        gstRegistered,
        medicareLevy,
        residency,
        partners: typeof partners === 'number' ? partners : Number.NaN,
        mostlyPassiveIncome,
      }),
    [
      year,
      businessType,
      incomeSource,
      income,
      expenses,
      gstRegistered,
      medicareLevy,
      residency,
      partners,
      mostlyPassiveIncome,
    ],
  );
  const error = outcome.ok ? null : outcome.error;
  const individual = businessType !== 'company';

  const inputs = (
    <>
      <TextInput
        label={t('tax.fields.incomeSource')}
        placeholder={t('tax.fields.incomeSourcePlaceholder')}
        value={incomeSource}
        maxLength={80}
        onChange={(event) => setIncomeSource(event.currentTarget.value)}
      />
      <AmountField
        label={t('tax.fields.businessIncome')}
        description={gstRegistered ? t('tax.fields.businessIncomeGst') : undefined}
        placeholder="0.00"
        value={income}
        onChange={setIncome}
        error={error?.field === 'income' ? t(ERROR_LABELS[error.code]) : undefined}
      />
      <TaxYearField value={year} onChange={setYear} />
      <Select
        label={t('tax.fields.businessType')}
        data={BUSINESS_TYPES.map((value) => ({ value, label: t(BUSINESS_TYPE_LABELS[value]) }))}
        value={businessType}
        onChange={(value) => {
          if (isBusinessType(value)) setBusinessType(value);
        }}
        allowDeselect={false}
        checkIconPosition="right"
      />
      {businessType === 'partnership' && (
        <NumberInput
          label={t('tax.fields.partners')}
          description={t('tax.fields.partnersHint')}
          value={partners}
          onChange={setPartners}
          min={MIN_PARTNERS}
          max={MAX_PARTNERS}
          allowDecimal={false}
          allowNegative={false}
          error={error?.field === 'partners' ? t('tax.errors.partners') : undefined}
        />
      )}
      <AmountField
        label={t('tax.fields.expenses')}
        description={gstRegistered ? t('tax.fields.expensesGstHint') : undefined}
        placeholder="0.00"
        value={expenses}
        onChange={setExpenses}
        error={error?.field === 'expenses' ? t(ERROR_LABELS[error.code]) : undefined}
      />
      {individual ? (
        <ResidencyField value={residency} onChange={setResidency} />
      ) : (
        <Checkbox
          label={t('tax.fields.passive')}
          checked={mostlyPassiveIncome}
          onChange={(event) => setMostlyPassiveIncome(event.currentTarget.checked)}
        />
      )}
      <Group gap="xl">
        {individual && (
          <Checkbox
            label={t('tax.fields.medicare')}
            checked={medicareLevy}
            disabled={residency !== 'resident'}
            onChange={(event) => setMedicareLevy(event.currentTarget.checked)}
          />
        )}
        <Checkbox
          label={t('tax.fields.gstRegistered')}
          checked={gstRegistered}
          onChange={(event) => setGstRegistered(event.currentTarget.checked)}
        />
      </Group>
      <DeductionGuidance businessType={businessType} />
    </>
  );

  let results = null;
  if (outcome.ok) {
    const result = outcome.result;
    results = (
      <Stack gap="md">
        {result.incomeSource && (
          <Text size="sm" c="dimmed" data-testid="business-income-source">
            {t('tax.breakdown.incomeSource', { source: result.incomeSource, year })}
          </Text>
        )}
        {result.gstRegistrationRequired && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="gst-warning"
          >
            {t('tax.gstRequired')}
          </Alert>
        )}
        <Summary
          items={[
            {
              label: t('tax.summary.totalTax'),
              value: formatAud(result.totalTax),
              testId: 'business-total-tax',
            },
            {
              label: t('tax.summary.profitAfterTax'),
              value: formatAud(result.profitAfterTax),
              testId: 'business-profit-after-tax',
            },
            {
              label: t('tax.summary.effectiveRate'),
              value: formatEffectiveRate(result.effectiveRateBps),
              testId: 'business-effective-rate',
            },
          ]}
        />
        <Stack gap={0}>
          <Row label={t('tax.breakdown.income')} value={formatAud(result.income)} />
          {gstRegistered && (
            <Row label={t('tax.breakdown.gst')} value={formatDeduction(result.gst)} testId="business-gst" />
          )}
          <Row label={t('tax.breakdown.expenses')} value={formatDeduction(result.expenses)} />
          <Row
            variant="total"
            label={t('tax.breakdown.taxableIncome')}
            value={formatAud(result.taxableIncome)}
            testId="business-taxable-income"
          />
          <TaxRows result={result} />
          <Row
            variant="total"
            label={
              result.businessType === 'partnership'
                ? t('tax.breakdown.allPartnersTax')
                : t('tax.breakdown.totalTax')
            }
            value={formatAud(result.totalTax)}
          />
          <Row label={t('tax.breakdown.profitAfterTax')} value={formatAud(result.profitAfterTax)} />
        </Stack>
        <MoneyChart testId="business-chart" parts={chartParts(result, t)} />
      </Stack>
    );
  }

  return (
    <CalculatorLayout
      id="business"
      inputs={inputs}
      results={results}
      error={error}
      footer={
        <RatesNote
          year={year}
          company={!individual}
          residency={residency}
          withMedicare={individual && medicareLevy && residency === 'resident'}
        />
      }
    />
  );
}
