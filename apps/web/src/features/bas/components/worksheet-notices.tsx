import { Alert } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { UnreconciledLinesNotice } from '../../../ui/unreconciled-lines-notice.tsx';
import type { BasPeriodAttributes } from '../bas.ts';
import { usePeriodName } from '../bas-figures.ts';

/**
 * What a period's worksheet says first: overdue, lodged (and when), lodged within another period, an
 * adjustment pending, bank lines of the period not reconciled yet.
 */
export function WorksheetNotices({ period }: { period: BasPeriodAttributes }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  return (
    <>
      {period.overdue && (
        <Alert color="red" variant="light" data-testid="bas-overdue-text">
          {t('bas.overdueText', { date: formatDisplayDate(period.due_date) })}
        </Alert>
      )}
      {period.lodgement && (
        <Alert color="teal" variant="light">
          {t('bas.lodgedOn', {
            date: formatDisplayDate(todayIn(appTimeZone(), new Date(period.lodgement.lodged_at))),
          })}
        </Alert>
      )}
      {period.lodged_within.length > 0 && (
        <Alert color={period.lodged ? 'teal' : 'blue'} variant="light" data-testid="bas-lodged-within">
          {period.lodged
            ? t('bas.lodgedWithin', { periods: period.lodged_within.map(periodName).join(', ') })
            : t('bas.partlyLodged', {
                periods: period.lodged_within.map(periodName).join(', '),
                date: formatDisplayDate(period.start),
              })}
        </Alert>
      )}
      {period.lodgement?.pending_adjustment && period.lodgement.adjusted_in && (
        <Alert color="yellow" variant="light" data-testid="bas-pending">
          {t('bas.pending', { period: periodName(period.lodgement.adjusted_in) })}
        </Alert>
      )}
      <UnreconciledLinesNotice count={period.unreconciled_bank_lines} />
    </>
  );
}
