import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { financialYearContaining } from '@sorted/core/profit/profit-and-loss';
import { exportPeriodSchema } from '@sorted/core/schemas/tax-profile';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { dateFieldProps, focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { type ExportKind, useDownloadCsv } from '../profit.ts';

/** From and to (this financial year by default), and a download of the invoices' or the expenses' CSV. */
export function CsvExportForm() {
  const { t, i18n } = useTranslation();
  const year = financialYearContaining(todayIn(appTimeZone()));
  const form = useSchemaForm(exportPeriodSchema, { from: year.firstDay, to: year.lastDay });
  const download = useDownloadCsv();
  const [kind, setKind] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);

  const start = (chosen: ExportKind) => {
    const checked = form.validate();
    if (checked.hasErrors) {
      focusFirstError(element.current);
      return;
    }
    setKind(chosen);
    setFailure(undefined);
    download.mutate(
      { kind: chosen, ...form.values },
      {
        onError: (error) =>
          setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('profit.export.failed'))),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="csv-export-title">
      <form ref={element} onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="sm">
          <SectionHeading
            id="csv-export-title"
            gap="sm"
            title={t('profit.export.title')}
            text={t('profit.export.text')}
          />
          <Group align="flex-start" gap="md">
            <DateField label={t('profit.export.from')} {...dateFieldProps(form, 'from')} />
            <DateField label={t('profit.export.to')} {...dateFieldProps(form, 'to')} />
          </Group>
          {failure && (
            <Text c="red.8" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending && kind === 'invoices'}
              onClick={() => start('invoices')}
            >
              {t('profit.export.invoices')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending && kind === 'expenses'}
              onClick={() => start('expenses')}
            >
              {t('profit.export.expenses')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending && kind === 'history'}
              onClick={() => start('history')}
            >
              {t('profit.export.history')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
