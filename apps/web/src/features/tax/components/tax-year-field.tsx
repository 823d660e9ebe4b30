import { Select } from '@mantine/core';
import { isTaxYear, TAX_YEARS, type TaxYear } from '@sorted/core/tax/tax-years';
import { useTranslation } from 'react-i18next';

/** The financial year whose rates the calculator uses. */
export function TaxYearField({ value, onChange }: { value: TaxYear; onChange: (value: TaxYear) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('tax.fields.year')}
      data={TAX_YEARS.map((year) => ({ value: year, label: year }))}
      value={value}
      onChange={(choice) => {
        if (isTaxYear(choice)) onChange(choice);
      }}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
