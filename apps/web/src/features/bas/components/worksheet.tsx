import { Badge, Card, Group, Stack } from '@mantine/core';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../lib/lazy-with-timeout.ts';
import { Later } from '../../../ui/later.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import type { BasFigure, BasPeriodAttributes } from '../bas.ts';
import { usePeriodName } from '../bas-figures.ts';
import { WorksheetActions } from './worksheet-actions.tsx';
import { WorksheetNotices } from './worksheet-notices.tsx';
import { WorksheetTable } from './worksheet-table.tsx';

// The PAYG section loads apart, below the first view on a phone; its forms (validation and their
// schemas) load only when one is opened (payg-forms.tsx).
const PaygSection = lazy(() =>
  importWithTimeout(() => import('./payg-section.tsx')).then(({ PaygSection }) => ({ default: PaygSection })),
);

/** A period's worksheet: its dates and status, what to know of it, its figures, and what can be done with it. */
export function Worksheet({
  companyId,
  period,
  figure,
  onFigure,
}: {
  companyId: string;
  period: BasPeriodAttributes;
  figure: BasFigure | null;
  onFigure: (figure: BasFigure | null) => void;
}) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="bas-worksheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <SectionHeading
            gap={2}
            title={periodName(period.key)}
            text={
              <>
                {formatDisplayDate(period.start)} – {formatDisplayDate(period.end)} ·{' '}
                {period.basis === 'cash' ? t('bas.cash') : t('bas.accruals')}
              </>
            }
          />
          <Group gap="xs">
            <Badge color={period.lodged ? 'teal' : 'gray'} variant="light" data-testid="bas-status">
              {period.lodged ? t('bas.lodged') : t('bas.open')}
            </Badge>
            {period.overdue && (
              <Badge color="red" variant="light" data-testid="bas-overdue">
                {t('bas.overdue')}
              </Badge>
            )}
            <Badge color="blue" variant="outline">
              {t('bas.due', { date: formatDisplayDate(period.due_date) })}
            </Badge>
          </Group>
        </Group>
        <WorksheetNotices period={period} />
        <WorksheetTable period={period} figure={figure} onFigure={onFigure} />
        {/* Below the first view on a phone: drawn right after it (ui/later.tsx). */}
        <Later minHeight={120}>
          <Suspense fallback={<div style={{ minHeight: 120 }} aria-hidden />}>
            <PaygSection companyId={companyId} period={period} />
          </Suspense>
          <WorksheetActions companyId={companyId} period={period} />
        </Later>
      </Stack>
    </Card>
  );
}
