import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate, formatMonth } from '@sorted/core/i18n/format';
import { IconCalendarPlus, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import {
  formatHoursMinutes,
  type HomeOfficeDay,
  useDeleteHomeOfficeDay,
  useHomeOfficeDays,
} from '../home-office.ts';

interface Month {
  month: string;
  days: HomeOfficeDay[];
  minutes: number;
}

/** The days by month (YYYY-MM), in date order, each month with its total. */
function monthsOf(days: readonly HomeOfficeDay[]): Month[] {
  const months = new Map<string, Month>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { month: key, days: [], minutes: 0 };
    month.days.push(day);
    month.minutes += day.minutes;
    months.set(key, month);
  }
  return [...months.values()];
}

interface DiaryProps {
  days: HomeOfficeDay[];
  onEdit: (day: HomeOfficeDay) => void;
  onDelete: (day: HomeOfficeDay) => void;
}

function Diary({ days, onEdit, onDelete }: DiaryProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      {monthsOf(days).map((month) => {
        const name = formatMonth(month.month, i18n.resolvedLanguage);
        return (
          <Card
            key={month.month}
            withBorder
            radius="md"
            padding="md"
            data-testid={`home-office-month-${month.month}`}
          >
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5">
                {name}
              </Title>
              <Text size="sm" fw={600}>
                {t('taxTime.homeOffice.diary.monthTotal', {
                  time: formatHoursMinutes(month.minutes),
                  count: month.days.length,
                })}
              </Text>
            </Group>
            <Table verticalSpacing={4} aria-label={t('taxTime.homeOffice.diary.monthLabel', { month: name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('taxTime.homeOffice.diary.date')}</Table.Th>
                  <Table.Th ta="right">{t('taxTime.homeOffice.diary.time')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('taxTime.homeOffice.diary.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {month.days.map((day) => {
                  const date = formatDisplayDate(day.date);
                  return (
                    <Table.Tr key={day.date} data-testid={`home-office-day-${day.date}`}>
                      <Table.Td>{date}</Table.Td>
                      <Table.Td ta="right">{formatHoursMinutes(day.minutes)}</Table.Td>
                      <Table.Td w={80}>
                        <RowActions
                          editLabel={t('taxTime.homeOffice.diary.edit', { date })}
                          deleteLabel={t('taxTime.homeOffice.diary.delete', { date })}
                          onEdit={() => onEdit(day)}
                          onDelete={() => onDelete(day)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Card>
        );
      })}
    </Stack>
  );
}

interface HomeOfficeDiaryProps {
  year: string;
  onAdd: () => void;
  onFill: () => void;
  onEdit: (day: HomeOfficeDay) => void;
}

/** The year's diary: the days worked at home by month, each editable and deletable (after a confirmation). */
export function HomeOfficeDiary({ year, onAdd, onFill, onEdit }: HomeOfficeDiaryProps) {
  const { t } = useTranslation();
  const query = useHomeOfficeDays(year);
  const remove = useDeleteHomeOfficeDay();
  const [deleting, setDeleting] = useState<HomeOfficeDay | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const date = formatDisplayDate(deleting.date);
    remove.mutate(deleting.date, {
      onSuccess: () => {
        notify.success(t('taxTime.homeOffice.diary.deleted', { date }));
        setDeleting(null);
      },
      onError: (error) => notify.error(t('taxTime.homeOffice.diary.deleteFailed'), error),
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="home-office-diary-title">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4" id="home-office-diary-title">
            {t('taxTime.homeOffice.diary.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('taxTime.homeOffice.diary.text')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCalendarPlus size={18} />} onClick={onFill}>
            {t('taxTime.homeOffice.diary.fill')}
          </Button>
          <Button onClick={onAdd}>{t('taxTime.homeOffice.diary.add')}</Button>
        </Group>
      </Group>
      <QueryState
        query={query}
        loading={t('taxTime.homeOffice.diary.loading')}
        failed={t('taxTime.homeOffice.diary.loadFailed')}
        isEmpty={(days) => days.length === 0}
        empty={
          <EmptyState
            icon={<IconHome size={32} />}
            title={t('taxTime.homeOffice.diary.emptyTitle', { year })}
            text={t('taxTime.homeOffice.diary.emptyText')}
            testId="home-office-empty"
          />
        }
      >
        {(days) => <Diary days={days} onEdit={onEdit} onDelete={setDeleting} />}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('taxTime.homeOffice.diary.deleteTitle')}
        message={
          deleting
            ? t('taxTime.homeOffice.diary.deleteMessage', {
                date: formatDisplayDate(deleting.date),
                time: formatHoursMinutes(deleting.minutes),
              })
            : ''
        }
        confirmLabel={t('taxTime.homeOffice.diary.deleteConfirm')}
        cancelLabel={t('taxTime.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
