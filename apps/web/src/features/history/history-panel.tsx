import { Paper, Stack, Text } from '@mantine/core';
import type { HistoryAction, HistoryActor, HistoryRecordType } from '@sorted/core/books/history';
import { isIsoDate } from '@sorted/core/dates/calendar';
import { formatAmount, formatDisplayDate, formatDisplayInstant } from '@sorted/core/i18n/format';
import { formatAbn } from '@sorted/core/identifiers/abn';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state.tsx';
import { type HistoryEntry, useHistory } from './history.ts';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const AMOUNT_FIELDS = new Set(['total', 'gst', 'amount']);
const DATE_FIELDS = new Set([
  'invoice_date',
  'issue_date',
  'due_date',
  'valid_until',
  'expense_date',
  'paid_date',
]);

const ACTIONS = {
  created: 'history.actions.created',
  edited: 'history.actions.edited',
  revised: 'history.actions.revised',
  sent: 'history.actions.sent',
  'reminder-sent': 'history.actions.reminderSent',
  viewed: 'history.actions.viewed',
  'payment-recorded': 'history.actions.paymentRecorded',
  'payment-removed': 'history.actions.paymentRemoved',
  'note-issued': 'history.actions.noteIssued',
  voided: 'history.actions.voided',
  withdrawn: 'history.actions.withdrawn',
  accepted: 'history.actions.accepted',
  declined: 'history.actions.declined',
  converted: 'history.actions.converted',
  lodged: 'history.actions.lodged',
  'confirmed-past-lock': 'history.actions.confirmedPastLock',
  'changed-after-lodgement': 'history.actions.changedAfterLodgement',
  deleted: 'history.actions.deleted',
} as const satisfies Record<HistoryAction, string>;

const ACTORS = {
  owner: 'history.actors.owner',
  client: 'history.actors.client',
  system: 'history.actors.system',
} as const satisfies Record<HistoryActor, string>;

const FIELDS = {
  name: 'history.fields.number',
  number: 'history.fields.number',
  ref: 'history.fields.ref',
  invoice_date: 'history.fields.date',
  issue_date: 'history.fields.date',
  expense_date: 'history.fields.date',
  due_date: 'history.fields.dueDate',
  valid_until: 'history.fields.validUntil',
  note: 'history.fields.note',
  customer: 'history.fields.customer',
  business: 'history.fields.business',
  vehicle: 'history.fields.vehicle',
  total: 'history.fields.total',
  gst: 'history.fields.gst',
  amount: 'history.fields.amount',
  payment_method: 'history.fields.paymentMethod',
  supplier_name: 'history.fields.supplier',
  supplier_abn: 'history.fields.supplierAbn',
  description: 'history.fields.description',
  category: 'history.fields.category',
  business_use_percent: 'history.fields.businessUse',
  paid_date: 'history.fields.paidDate',
  items: 'history.fields.items',
} as const;

const isField = (field: string): field is keyof typeof FIELDS => field in FIELDS;

/** A value as the reader reads it: amounts in dollars, dates DD/MM/YYYY, ABNs 51 824 753 556. */
function shown(t: TFunction, field: string, value: unknown) {
  if (value === null || value === undefined || value === '') return t('history.empty');
  if (AMOUNT_FIELDS.has(field)) return formatAmount(text(value));
  if (DATE_FIELDS.has(field) && isIsoDate(text(value))) return formatDisplayDate(text(value));
  if (field === 'supplier_abn') return formatAbn(text(value));
  return text(value);
}

/** One line of an edit: "Total: $110.00 → $990.00". */
function changeLine(t: TFunction, field: string, [before, after]: [unknown, unknown]) {
  return t('history.change', {
    field: isField(field) ? t(FIELDS[field]) : field,
    before: shown(t, field, before),
    after: shown(t, field, after),
  });
}

/** What an entry says, in the reader's language. */
export function historyText(t: TFunction, entry: HistoryEntry): string {
  const d = entry.details;
  return t(ACTIONS[entry.action], {
    to: text(d.to),
    amount: d.amount === undefined ? '' : formatAmount(text(d.amount)),
    date: isIsoDate(text(d.date)) ? formatDisplayDate(text(d.date)) : '',
    number: text(d.number),
    reason: text(d.reason),
    period: text(d.period),
    revision: text(d.revision),
    total: d.total === undefined ? '' : formatAmount(text(d.total)),
  });
}

function Entry({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const changes =
    entry.action === 'edited' && entry.details.changes && typeof entry.details.changes === 'object'
      ? Object.entries(entry.details.changes as Record<string, [unknown, unknown]>)
      : [];
  return (
    <Text component="li" size="sm" data-testid="history-entry" data-action={entry.action}>
      <Text span fw={500}>
        {historyText(t, entry)}
      </Text>{' '}
      <Text span c="dimmed">
        {t(ACTORS[entry.actor])} · {formatDisplayInstant(entry.created_at, i18next.language)}
      </Text>
      {changes.length > 0 && (
        <Stack gap={0} component="ul" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {changes.map(([field, values]) => (
            <Text component="li" size="sm" key={field}>
              {changeLine(t, field, values)}
            </Text>
          ))}
        </Stack>
      )}
    </Text>
  );
}

/** A record's history, oldest first: who did what, and when. */
export function HistoryPanel({ type, id }: { type: HistoryRecordType; id: string }) {
  const { t } = useTranslation();
  const history = useHistory(type, id);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={`history-${type}-${id}`}>
      <Text fw={600} mb="xs" id={`history-${type}-${id}`}>
        {t('history.title')}
      </Text>
      <QueryState
        query={history}
        loading={t('history.loading')}
        failed={t('history.loadFailed')}
        isEmpty={(entries) => entries.length === 0}
        empty={<Text size="sm">{t('history.none')}</Text>}
      >
        {(entries) => (
          <Stack gap={6} component="ol" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
