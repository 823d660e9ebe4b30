import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { financialYearOf, todayIn } from '@sorted/core/dates/calendar';
import type { ExpenseCategory } from '@sorted/core/expenses/categories';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { isLocale } from '@sorted/core/i18n/locales';
import { IconDownload, IconFileSpreadsheet, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { CATEGORY_LABELS } from '../../expenses/expense-labels.ts';
import { HistoryPanel } from '../../history/history-panel.tsx';
import {
  type BasFigure,
  type BasPeriodAttributes,
  downloadBasFile,
  useBasRecords,
  useBasYear,
  useGstBusinesses,
  useLodgeBasPeriod,
} from '../bas.ts';

const FIGURES: { figure: BasFigure; code: string; field: 'g1' | 'gst_on_sales' | 'gst_on_purchases' }[] = [
  { figure: 'g1', code: 'G1', field: 'g1' },
  { figure: '1a', code: '1A', field: 'gst_on_sales' },
  { figure: '1b', code: '1B', field: 'gst_on_purchases' },
];

const isFigure = (value: string | null): value is BasFigure =>
  value === 'g1' || value === '1a' || value === '1b';

/** Names periods as people do ("Oct – Dec 2026"), in the user's language; keys stay in URLs. */
function usePeriodName(): (key: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (key) => basPeriodLabel(key, locale);
}

function useFigureLabel() {
  const { t } = useTranslation();
  return (figure: BasFigure) =>
    figure === 'g1' ? t('bas.g1') : figure === '1a' ? t('bas.gstOnSales') : t('bas.gstOnPurchases');
}

function RecordsPanel({
  companyId,
  period,
  figure,
}: {
  companyId: string;
  period: string;
  figure: BasFigure;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBasRecords(companyId, period, figure, page);
  const code = FIGURES.find((entry) => entry.figure === figure)?.code ?? '';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="bas-records">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('bas.recordsTitle', { figure: code })}
        </Title>
        <QueryState
          query={query}
          loading={t('bas.recordsLoading')}
          failed={t('bas.recordsFailed')}
          isEmpty={(data) => data.records.length === 0}
          empty={<Text c="dimmed">{t('bas.recordsEmpty')}</Text>}
        >
          {(data) => (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('bas.date')}</Table.Th>
                      <Table.Th>{t('bas.reference')}</Table.Th>
                      <Table.Th>{t('bas.party')}</Table.Th>
                      <Table.Th ta="right">{t('bas.amount')}</Table.Th>
                      <Table.Th ta="right">{t('bas.gst')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.records.map((record) => (
                      <Table.Tr key={record.id}>
                        <Table.Td>{formatDisplayDate(record.date)}</Table.Td>
                        <Table.Td>
                          {record.kind === 'invoice' ? (
                            <Anchor component={Link} to={`/invoice/overview/${record.record_id}`}>
                              {record.reference}
                            </Anchor>
                          ) : (
                            <Group gap={6}>
                              <Badge variant="light" color="gray" size="sm">
                                {t('bas.expense')}
                              </Badge>
                              {record.reference ??
                                t(
                                  CATEGORY_LABELS[record.category as ExpenseCategory] ??
                                    CATEGORY_LABELS.other,
                                )}
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td>{record.party}</Table.Td>
                        <Table.Td ta="right">{formatAmount(record.amount)}</Table.Td>
                        <Table.Td ta="right">{formatAmount(record.gst)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > 20 && (
                <ListPagination total={Math.ceil(data.total / 20)} value={page} onChange={setPage} />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function Worksheet({
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
  const figureLabel = useFigureLabel();
  const lodge = useLodgeBasPeriod(companyId);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const net = Number(period.total.net);
  // The ATO takes a period's BAS once the period is over; the API refuses to lodge one before.
  const ended = period.end < todayIn(appTimeZone());
  // A lodged period that reported adjustments of earlier periods shows them as one sum.
  const reported = period.lodgement?.adjustment;
  const carried = reported && FIGURES.some((entry) => Number(reported[entry.field]) !== 0) ? reported : null;
  const adjusted = period.adjustments.length > 0 || carried !== null;
  // The BAS takes the labels (never below zero, the same net); when adjusted, the period's own figures
  // and the adjustments above them stay as summed, so that the lines add up, and the labels come last.
  const shown = adjusted ? (period.lodgement?.reported ?? period.figures) : period.labels;
  const shifts = [
    { amount: period.label_shifts.sales_to_purchases, text: t('bas.salesToPurchases'), id: 'sales' },
    { amount: period.label_shifts.purchases_to_sales, text: t('bas.purchasesToSales'), id: 'purchases' },
  ].filter((shift) => Number(shift.amount) !== 0);

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
    <Card withBorder radius="md" padding="lg" data-testid="bas-worksheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {periodName(period.key)}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(period.start)} – {formatDisplayDate(period.end)} ·{' '}
              {period.basis === 'cash' ? t('bas.cash') : t('bas.accruals')}
            </Text>
          </Stack>
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

        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bas.figure')}</Table.Th>
              <Table.Th ta="right">{t('bas.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FIGURES.map((entry) => (
              <Table.Tr key={entry.figure}>
                <Table.Td>
                  <Text span fw={700} mr="sm">
                    {entry.code}
                  </Text>
                  {figureLabel(entry.figure)}
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onFigure(figure === entry.figure ? null : entry.figure)}
                    aria-pressed={figure === entry.figure}
                    data-testid={`bas-figure-${entry.figure}`}
                  >
                    {formatAmount(shown[entry.field])}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
            {period.adjustments.map((line) =>
              FIGURES.map((entry) => (
                <Table.Tr key={`${line.period_key}-${entry.figure}`} data-testid="bas-adjustment">
                  <Table.Td>
                    <Text span fw={700} mr="sm">
                      {entry.code}
                    </Text>
                    {t('bas.adjustment', { period: periodName(line.period_key) })}
                  </Table.Td>
                  <Table.Td ta="right">{formatAmount(line[entry.field])}</Table.Td>
                </Table.Tr>
              )),
            )}
            {carried &&
              FIGURES.map((entry) => (
                <Table.Tr key={`earlier-${entry.figure}`} data-testid="bas-adjustment">
                  <Table.Td>
                    <Text span fw={700} mr="sm">
                      {entry.code}
                    </Text>
                    {t('bas.earlierAdjustments')}
                  </Table.Td>
                  <Table.Td ta="right">{formatAmount(carried[entry.field])}</Table.Td>
                </Table.Tr>
              ))}
            {adjusted &&
              FIGURES.map((entry) => (
                <Table.Tr key={`total-${entry.figure}`}>
                  <Table.Td fw={700}>
                    <Text span fw={700} mr="sm">
                      {entry.code}
                    </Text>
                    {t('bas.withAdjustments')}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-testid={`bas-label-${entry.figure}`}>
                    {formatAmount(period.labels[entry.field])}
                  </Table.Td>
                </Table.Tr>
              ))}
            {shifts.map((shift) => (
              <Table.Tr key={shift.id} data-testid="bas-label-shift">
                <Table.Td>
                  <Text span size="sm" c="dimmed">
                    {shift.text}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text span size="sm" c="dimmed">
                    {formatAmount(shift.amount)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{net < 0 ? t('bas.refund') : t('bas.toPay')}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="bas-net">
                {formatAmount(String(Math.abs(net).toFixed(2)))}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

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
      </Stack>
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
    </Card>
  );
}

function BusinessBas({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const [params, setParams] = useSearchParams();
  const today = todayIn(appTimeZone());
  const currentYear = financialYearOf(today).start;
  const year = Number(params.get('year')) || currentYear;
  const query = useBasYear(companyId, year);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const figureParam = params.get('figure');
  const figure = isFigure(figureParam) ? figureParam : null;
  const years = [currentYear + 1, currentYear, currentYear - 1, currentYear - 2, currentYear - 3];

  return (
    <Stack gap="md">
      <Select
        label={t('bas.year')}
        w={200}
        allowDeselect={false}
        data={years.map((start) => ({
          value: String(start),
          label: `${start}–${String(start + 1).slice(2)}`,
        }))}
        value={String(year)}
        onChange={(value) => update({ year: value, period: null, figure: null })}
      />
      <QueryState query={query} loading={t('bas.loading')} failed={t('bas.failed')}>
        {(periods) => {
          const current = periods.find((entry) => entry.start <= today && today <= entry.end);
          const selected =
            periods.find((entry) => entry.key === params.get('period')) ?? current ?? periods[0];
          if (!selected) return null;
          const periodChoices = periods.map((entry) => ({
            value: entry.key,
            label: entry.lodged
              ? `${periodName(entry.key)} ✓`
              : entry.overdue
                ? `${periodName(entry.key)} · ${t('bas.overdue')}`
                : periodName(entry.key),
          }));
          return (
            <Stack gap="md">
              {periods.length > 1 && periods.length <= 4 && (
                <SegmentedControl
                  aria-label={t('bas.period')}
                  data={periodChoices}
                  value={selected.key}
                  onChange={(value) => update({ period: value, figure: null })}
                  style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
                />
              )}
              {/* Twelve months do not fit side by side. */}
              {periods.length > 4 && (
                <Select
                  label={t('bas.period')}
                  w={260}
                  allowDeselect={false}
                  data={periodChoices}
                  value={selected.key}
                  onChange={(value) => value && update({ period: value, figure: null })}
                />
              )}
              <Worksheet
                companyId={companyId}
                period={selected}
                figure={figure}
                onFigure={(next) => update({ figure: next })}
              />
              {figure && (
                <RecordsPanel
                  key={`${selected.key}-${figure}`}
                  companyId={companyId}
                  period={selected.key}
                  figure={figure}
                />
              )}
              <HistoryPanel type="bas-period" id={`${companyId}:${selected.key}`} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** The BAS screen: a GST-registered business's periods of a financial year and each one's worksheet. */
export default function BasScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const businesses = useGstBusinesses();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bas.heading')}
        crumbs={[{ label: t('nav.dashboard'), to: '/dashboard/overview' }, { label: t('nav.bas') }]}
      />
      <Text c="dimmed">{t('bas.intro')}</Text>
      <QueryState
        query={businesses}
        loading={t('bas.loading')}
        failed={t('bas.failed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconReceiptTax size={32} />}
            title={t('bas.noBusiness')}
            text={t('bas.noBusinessText')}
            action={
              <Button component={Link} to="/company/list" variant="light">
                {t('bas.goToBusinesses')}
              </Button>
            }
          />
        }
      >
        {(list) => {
          const chosen = list.find((company) => company.id === params.get('company')) ?? list[0];
          if (!chosen) return null;
          return (
            <Stack gap="md">
              {list.length > 1 && (
                <Select
                  label={t('bas.business')}
                  w={320}
                  allowDeselect={false}
                  data={list.map((company) => ({ value: company.id, label: company.name }))}
                  value={chosen.id}
                  onChange={(value) => value && setParams({ company: value }, { replace: true })}
                />
              )}
              {chosen.gst_registered_from && (
                <Text size="sm" data-testid="bas-starts">
                  {t('bas.startsOn', {
                    date: formatDisplayDate(chosen.gst_registered_from),
                    name: chosen.name,
                  })}
                </Text>
              )}
              <BusinessBas key={chosen.id} companyId={chosen.id} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
