import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CsvExportForm } from '../components/csv-export-form.tsx';
import { ProfitAndLossSection } from '../components/profit-and-loss-section.tsx';
import { SetAsideSection } from '../components/set-aside-section.tsx';

/** Profit & tax: the financial year's profit and loss, what to set aside, and the CSV exports. */
export default function ProfitScreen() {
  const { t } = useTranslation();
  // Null: this financial year, whichever it is on the server's calendar.
  const [year, setYear] = useState<number | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('screens.profit.title')}
        crumbs={[{ label: t('screens.profit.title') }]}
        actions={
          <Button component={Link} to="/tax-time/estimate" variant="light">
            {t('profit.estimate.linkText')}
          </Button>
        }
      />
      <SetAsideSection />
      <ProfitAndLossSection year={year} onYearChange={setYear} />
      <CsvExportForm />
    </Stack>
  );
}
