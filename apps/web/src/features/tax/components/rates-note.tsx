import { Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import type { Residency } from '@sorted/core/tax/individual-tax';
import { RATES_CHECKED, TAX_YEAR_RATES, type TaxYear } from '@sorted/core/tax/tax-years';
import { useTranslation } from 'react-i18next';

/** Which rates the result uses, when they were checked, and what the result does not cover. */
interface RatesNoteProps {
  year: TaxYear;
  /** Companies have their own rates; everyone else is on the individual scale. */
  company?: boolean;
  /** Working holiday makers have their own scale, in its own Act. */
  residency?: Residency;
  withMedicare: boolean;
  /** The super guarantee was capped at a maximum contribution base not published yet. */
  superCapEstimate?: boolean;
}

export function RatesNote({
  year,
  company = false,
  residency = 'resident',
  withMedicare,
  superCapEstimate = false,
}: RatesNoteProps) {
  const { t } = useTranslation();
  const rates = TAX_YEAR_RATES[year];
  const date = formatDisplayDate(RATES_CHECKED);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" data-testid="tax-rates-line">
        {company
          ? t('tax.rates.company', { year, date })
          : residency === 'working-holiday'
            ? t('tax.rates.workingHoliday', { year, date })
            : rates.source === 'legislated'
              ? t('tax.rates.legislated', { year, date })
              : t('tax.rates.ato', { year, date })}
      </Text>
      {withMedicare && !rates.medicare.confirmed && (
        <Text size="xs" c="dimmed">
          {t('tax.rates.medicareEstimate', { year })}
        </Text>
      )}
      {superCapEstimate && (
        <Text size="xs" c="dimmed">
          {t('tax.rates.superCapEstimate', { year })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {company ? t('tax.rates.estimateCompany') : t('tax.rates.estimate')}
      </Text>
    </Stack>
  );
}
