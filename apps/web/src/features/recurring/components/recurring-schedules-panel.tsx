import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { lazyPanel } from '../../../ui/lazy-panel.tsx';
import { notify } from '../../../ui/notify.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import type { ClientOption } from '../../sales-documents/index.ts';
import { frequencyLabel, scheduleStatusLabel } from '../recurring-labels.ts';
import {
  type RecurringSchedule,
  type ScheduleAction,
  useDeleteRecurringSchedule,
  useRecurringSchedules,
  useScheduleAction,
} from '../recurring-schedules.ts';

const ScheduleFormDrawer = lazyPanel(() =>
  import('./schedule-form-drawer.tsx').then((module) => module.ScheduleFormDrawer),
);

const STATUS_COLOURS = { active: 'teal', paused: 'yellow', ended: 'gray' } as const;
const DONE = { pause: 'recurring.paused', resume: 'recurring.resumed', end: 'recurring.ended' } as const;

type Confirming = { schedule: RecurringSchedule; action: 'end' | 'delete' } | null;

interface RecurringSchedulesPanelProps {
  /** One client's schedules (its page), or everyone's (the Recurring invoices screen). */
  client?: ClientOption | undefined;
  /** Under a page header of its own: no title here. */
  titled?: boolean;
}

/** A list of recurring schedules, with New schedule, Edit, Pause, Resume, End (confirmed) and Delete. */
export function RecurringSchedulesPanel({ client, titled = true }: RecurringSchedulesPanelProps) {
  const { t } = useTranslation();
  const query = useRecurringSchedules(client?.value);
  const act = useScheduleAction();
  const removal = useDeleteRecurringSchedule();
  const [editing, setEditing] = useState<RecurringSchedule | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const run = (schedule: RecurringSchedule, action: ScheduleAction) =>
    act.mutate(
      { schedule, action },
      {
        onSuccess: () => {
          notify.success(t(DONE[action]));
          setConfirming(null);
        },
        onError: (error) => notify.error(t('recurring.actionFailed'), error),
      },
    );
  const remove = (schedule: RecurringSchedule) =>
    removal.mutate(schedule, {
      onSuccess: () => {
        notify.success(t('recurring.deleted'));
        setConfirming(null);
      },
      onError: (error) => notify.error(t('recurring.actionFailed'), error),
    });

  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('recurring.new')}
    </Button>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          {titled ? (
            <Title order={2} size="h4">
              {t('recurring.title')}
            </Title>
          ) : (
            <Text c="dimmed" size="sm">
              {t('recurring.intro')}
            </Text>
          )}
          {newButton}
        </Group>
        <QueryState
          query={query}
          loading={t('recurring.loading')}
          failed={t('recurring.loadFailed')}
          isEmpty={(schedules) => schedules.length === 0}
          empty={
            <EmptyState
              icon={<IconRepeat size={28} />}
              title={t('recurring.empty')}
              text={t('recurring.emptyText')}
              testId="recurring-empty"
            />
          }
        >
          {(schedules) => (
            <StackedTable minWidth={640}>
              <Table verticalSpacing="sm" data-testid="recurring-schedules">
                <TableHead
                  columns={[
                    !client && t('recurring.columns.client'),
                    t('recurring.columns.frequency'),
                    t('recurring.columns.amount'),
                    t('recurring.columns.next'),
                    t('recurring.columns.status'),
                    t('recurring.columns.made'),
                    { hidden: t('recurring.columns.actions') },
                  ]}
                />
                <Table.Tbody>
                  {schedules.map((schedule) => (
                    <Table.Tr key={schedule.id} data-testid={`recurring-schedule-${schedule.id}`}>
                      {!client && (
                        <Table.Td {...labelled(t('recurring.columns.client'))}>
                          <Anchor component={Link} to={`/client/${encodeURIComponent(schedule.customerId)}`}>
                            {schedule.customer_name}
                          </Anchor>
                        </Table.Td>
                      )}
                      <Table.Td {...labelled(t('recurring.columns.frequency'))}>
                        {frequencyLabel(t, schedule.frequency)}
                        <Text size="xs" c="dimmed">
                          {schedule.send_automatically
                            ? t('recurring.sentAutomatically')
                            : t('recurring.leftAsDraft')}
                        </Text>
                      </Table.Td>
                      <Table.Td {...labelled(t('recurring.columns.amount'))}>
                        {formatAud(parseCents(schedule.total) ?? 0)}
                      </Table.Td>
                      <Table.Td {...labelled(t('recurring.columns.next'))}>
                        {schedule.next_date ? formatDisplayDate(schedule.next_date) : '—'}
                      </Table.Td>
                      <Table.Td {...labelled(t('recurring.columns.status'))}>
                        <Badge
                          color={STATUS_COLOURS[schedule.status]}
                          variant="light"
                          style={{ minWidth: 'max-content' }}
                        >
                          {scheduleStatusLabel(t, schedule.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td data-testid="recurring-made" {...labelled(t('recurring.columns.made'))}>
                        {schedule.made_count}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end">
                          {schedule.status !== 'ended' && (
                            <Button size="xs" variant="default" onClick={() => setEditing(schedule)}>
                              {t('recurring.edit')}
                            </Button>
                          )}
                          {schedule.status === 'active' && (
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconPlayerPause size={14} />}
                              onClick={() => run(schedule, 'pause')}
                            >
                              {t('recurring.pause')}
                            </Button>
                          )}
                          {schedule.status === 'paused' && (
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconPlayerPlay size={14} />}
                              onClick={() => run(schedule, 'resume')}
                              title={t('recurring.resumeHint')}
                            >
                              {t('recurring.resume')}
                            </Button>
                          )}
                          {schedule.status !== 'ended' && (
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              leftSection={<IconPlayerStop size={14} />}
                              onClick={() => setConfirming({ schedule, action: 'end' })}
                            >
                              {t('recurring.end')}
                            </Button>
                          )}
                          {schedule.made_count === 0 && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() => setConfirming({ schedule, action: 'delete' })}
                            >
                              {t('recurring.delete')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </StackedTable>
          )}
        </QueryState>
        <Text size="xs" c="dimmed">
          {t('recurring.pauseNote')}
        </Text>
      </Stack>
      <ScheduleFormDrawer
        opened={editing !== null}
        schedule={editing === 'new' || editing === null ? undefined : editing}
        client={client}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('common.confirmTitle')}
        message={confirming?.action === 'delete' ? t('recurring.confirmDelete') : t('recurring.confirmEnd')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={act.isPending || removal.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.action === 'delete') remove(confirming.schedule);
          else run(confirming.schedule, 'end');
        }}
      />
    </Paper>
  );
}
