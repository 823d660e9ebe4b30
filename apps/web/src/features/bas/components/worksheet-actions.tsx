import { Button, Group, Text } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { IconDownload, IconFileSpreadsheet, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { type BasPeriodAttributes, downloadBasFile, useLodgeBasPeriod } from '../bas.ts';
import { usePeriodName } from '../bas-figures.ts';

/** Marking a period lodged (once it is over, after a confirmation), and its worksheet as a PDF or CSV file. */
export function WorksheetActions({ companyId, period }: { companyId: string; period: BasPeriodAttributes }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const lodge = useLodgeBasPeriod(companyId);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  // The ATO takes a period's BAS once the period is over; the API refuses to lodge one before.
  const ended = period.end < todayIn(appTimeZone());

  const download = (kind: 'pdf' | 'csv') => {
    setDownloading(kind);
    downloadBasFile(companyId, period.key, kind)
      .catch((error: unknown) => notify.error(t('bas.downloadFailed'), error))
      .finally(() => setDownloading(null));
  };

  const markLodged = () =>
    lodge.mutate(period.key, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('bas.markLodgedDone', { period: periodName(period.key) }));
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(t('bas.markLodgedFailed'), error);
      },
    });

  return (
    <>
      {!period.lodged && !ended && (
        <Text size="sm" c="dimmed">
          {t('bas.notEnded')}
        </Text>
      )}
      <Group gap="sm">
        {!period.lodged && ended && (
          <Button leftSection={<IconReceiptTax size={18} />} onClick={() => setConfirming(true)}>
            {t('bas.markLodged')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={downloading === 'pdf'}
          onClick={() => download('pdf')}
        >
          {t('bas.downloadPdf')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} />}
          loading={downloading === 'csv'}
          onClick={() => download('csv')}
        >
          {t('bas.exportCsv')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('bas.markLodgedTitle', { period: periodName(period.key) })}
        message={t('bas.markLodgedText')}
        confirmLabel={t('bas.markLodged')}
        cancelLabel={t('bas.cancel')}
        loading={lodge.isPending}
        onConfirm={markLodged}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
