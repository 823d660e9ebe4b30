import { Button, Group, Radio, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { adjustmentNoteSchema } from '@sorted/core/schemas/adjustment-notes';
import { IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { dateFieldProps, type FormSchema } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { Modal } from '../../../ui/dormant.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { DocumentPanel, downloadSavedPdf, pdfFailureKey, usePanelForm } from '../../sales-documents/index.ts';
import {
  type AdjustmentNote,
  type AdjustmentNoteFormValues,
  useAdjustmentNotes,
  useIssueAdjustmentNote,
} from '../adjustment-notes.ts';
import type { Invoice, InvoicePanelFormProps } from '../invoices.ts';

/** The fields a refusal can be shown under; any other goes above the button. */
const FIELDS = new Set(['kind', 'amount', 'reason', 'issued_on']);

/** The shared schema, without the amount when the rest is cancelled (the server works it out). */
const formSchema: FormSchema = {
  safeParse: (values) => {
    const form = values as AdjustmentNoteFormValues;
    return adjustmentNoteSchema.safeParse(form.kind === 'cancel' ? { ...form, amount: null } : form);
  },
};

/** Issues a note: reduce by an amount, or cancel what remains; the reason and the date of issue. */
function AdjustmentNoteForm({ invoice, remaining, onDone }: InvoicePanelFormProps<'remaining'>) {
  const { t } = useTranslation();
  const issue = useIssueAdjustmentNote(invoice.id);
  // A note is dated the day it is issued or earlier: the calendar offers no later day (the API refuses one).
  const today = todayIn(appTimeZone());
  const initial: AdjustmentNoteFormValues = { kind: 'reduce', amount: '', reason: '', issued_on: today };
  const { form, ...panel } = usePanelForm({
    schema: formSchema,
    initial,
    fields: FIELDS,
    mutation: issue,
    succeeded: (note) =>
      t('adjustmentNotes.issued', { number: note.number, amount: formatAmount(note.amount) }),
    failed: t('adjustmentNotes.issueFailed'),
    onDone,
  });

  return (
    <form ref={panel.ref} noValidate aria-label={t('adjustmentNotes.create')} onSubmit={panel.onSubmit}>
      <Stack gap="sm">
        <Text size="sm">
          {t('adjustmentNotes.intro', { number: invoice.name, remaining: formatAmount(remaining) })}
        </Text>
        <Radio.Group label={t('adjustmentNotes.kind')} required {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            <Radio value="reduce" label={t('adjustmentNotes.reduce')} />
            <Radio
              value="cancel"
              label={t('adjustmentNotes.cancelRest', { amount: formatAmount(remaining) })}
            />
          </Stack>
        </Radio.Group>
        {form.values.kind === 'reduce' && (
          <TextInput
            label={t('adjustmentNotes.amount')}
            description={t('adjustmentNotes.amountHint')}
            required
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
        )}
        <Textarea
          label={t('adjustmentNotes.reason')}
          description={t('adjustmentNotes.reasonHint')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <DateField
          label={t('adjustmentNotes.date')}
          required
          maxDate={today}
          {...dateFieldProps(form, 'issued_on')}
        />
        <Text size="sm" c="dimmed">
          {t('adjustmentNotes.final')}
        </Text>
        {panel.failure}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={issue.isPending}>
            {t('adjustmentNotes.close')}
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {t('adjustmentNotes.issue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteRows({ notes }: { notes: AdjustmentNote[] }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  if (notes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('adjustmentNotes.none')}
      </Text>
    );
  }
  const download = (note: AdjustmentNote) => {
    if (downloading) return;
    setDownloading(note.id);
    downloadSavedPdf('adjustment-notes', note.id, note.number)
      .catch((error: unknown) => notify.error(t(pdfFailureKey(error)), error))
      .finally(() => setDownloading(null));
  };
  return (
    <StackedTable minWidth={560}>
      <Table verticalSpacing="xs" data-testid="adjustment-notes-table">
        <TableHead
          columns={[
            t('adjustmentNotes.number'),
            t('adjustmentNotes.date'),
            t('adjustmentNotes.reason'),
            { amount: t('adjustmentNotes.amount') },
            { amount: t('adjustmentNotes.gst') },
            { hidden: t('adjustmentNotes.pdf') },
          ]}
        />
        <Table.Tbody>
          {notes.map((note) => (
            <Table.Tr key={note.id}>
              <Table.Td {...labelled(t('adjustmentNotes.number'))}>{note.number}</Table.Td>
              <Table.Td {...labelled(t('adjustmentNotes.date'))}>
                {formatDisplayDate(note.issued_on)}
              </Table.Td>
              <Table.Td {...labelled(t('adjustmentNotes.reason'))}>{note.reason}</Table.Td>
              <Table.Td ta="right" {...labelled(t('adjustmentNotes.amount'))}>
                −{formatAmount(note.amount)}
              </Table.Td>
              <Table.Td ta="right" {...labelled(t('adjustmentNotes.gst'))}>
                −{formatAmount(note.gst)}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  loading={downloading === note.id}
                  onClick={() => download(note)}
                  aria-label={t('adjustmentNotes.downloadOne', { number: note.number })}
                >
                  {t('adjustmentNotes.pdf')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

/**
 * A tax invoice's adjustment notes (a GST-registered business's): each note with its PDF, and a dialog
 * to issue one while something of the invoice remains.
 */
export function InvoiceAdjustmentNotes({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const notes = useAdjustmentNotes(invoice.id);
  const [creating, setCreating] = useState(false);
  const remaining = notes.data?.figures.remaining ?? '0.00';
  const open = Number(remaining) > 0;
  return (
    <DocumentPanel
      id="adjustment-notes-title"
      title={t('adjustmentNotes.title')}
      action={
        open && (
          <Button
            variant="light"
            leftSection={<IconReceiptRefund size={16} />}
            onClick={() => setCreating(true)}
          >
            {t('adjustmentNotes.create')}
          </Button>
        )
      }
      after={
        <Modal
          opened={creating}
          onClose={() => setCreating(false)}
          title={t('adjustmentNotes.create')}
          centered
          radius="md"
          size="lg"
        >
          {creating && (
            <AdjustmentNoteForm invoice={invoice} remaining={remaining} onDone={() => setCreating(false)} />
          )}
        </Modal>
      }
    >
      <QueryState query={notes} loading={t('common.loading')} failed={t('adjustmentNotes.loadFailed')}>
        {(data) => <NoteRows notes={data.notes} />}
      </QueryState>
    </DocumentPanel>
  );
}
