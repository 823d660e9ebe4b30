import { NumberInput, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { FREQUENCIES } from '@sorted/core/recurring/schedule';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { useAllCompanies } from '../../businesses/index.ts';
import {
  type ClientOption,
  ClientPicker,
  DocumentTotals,
  formTotals,
  DocumentItems as InvoiceItems,
} from '../../sales-documents/index.ts';
import { frequencyLabel } from '../recurring-labels.ts';
import type { RecurringSchedule } from '../recurring-schedules.ts';
import {
  emptySchedule,
  formValuesOf,
  type ScheduleFormValues,
  scheduleFormSchema,
  useSaveRecurringSchedule,
} from '../schedule-form.ts';

interface ScheduleFormProps {
  schedule?: RecurringSchedule | undefined;
  /** The client a new schedule is for, when opened from the client's page (then not asked for). */
  client?: ClientOption | undefined;
  onSaved: () => void;
}

function ScheduleForm({ schedule, client: fixedClient, onSaved }: ScheduleFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<ScheduleFormValues>(
    scheduleFormSchema,
    schedule ? formValuesOf(schedule) : emptySchedule(todayIn(appTimeZone()), fixedClient?.value ?? ''),
  );
  const values = form.values;
  const [client, setClient] = useState<ClientOption | null>(
    schedule ? { value: schedule.customerId, label: schedule.customer_name } : (fixedClient ?? null),
  );
  const companies = useAllCompanies();
  const save = useSaveRecurringSchedule(schedule);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: schedule ? t('recurring.updated') : t('recurring.created'), failed: t('recurring.saveFailed') },
    () => onSaved(),
  );
  const company = companies.data?.find((candidate) => candidate.id === values.company_id);
  const only = companies.data?.length === 1 ? companies.data[0] : undefined;

  useEffect(() => {
    if (only && !form.getValues().company_id) form.setFieldValue('company_id', only.id);
  }, [only, form]);

  const errorOf = (path: string): string | undefined => {
    const message = form.errors[path];
    return message == null ? undefined : String(message);
  };
  const totals = formTotals(
    { items: values.items, prices_include_gst: false } as Parameters<typeof formTotals>[0],
    company?.gst_registered ?? false,
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {!fixedClient && (
          <ClientPicker
            value={client}
            error={errorOf('customer')}
            onChange={(next) => {
              setClient(next);
              form.setFieldValue('customer_id', next?.value ?? '');
            }}
          />
        )}
        <Select
          label={t('recurring.fields.business')}
          required
          data={(companies.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          {...form.getInputProps('company_id')}
          error={errorOf('company')}
          onChange={(next) => form.setFieldValue('company_id', next ?? '')}
        />
        <Select
          label={t('recurring.fields.frequency')}
          required
          allowDeselect={false}
          data={FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: frequencyLabel(t, frequency),
          }))}
          {...form.getInputProps('frequency')}
        />
        <DateField
          label={t('recurring.fields.startDate')}
          required
          value={values.start_date}
          error={errorOf('start_date')}
          onChange={(next) => form.setFieldValue('start_date', next)}
        />
        <Radio.Group label={t('recurring.fields.ends')} {...form.getInputProps('ends')}>
          <Stack gap="xs" mt="xs">
            <Radio value="never" label={t('recurring.ends.never')} />
            <Radio value="on" label={t('recurring.ends.on')} />
            <Radio value="after" label={t('recurring.ends.after')} />
          </Stack>
        </Radio.Group>
        {values.ends === 'on' && (
          <DateField
            label={t('recurring.fields.endDate')}
            required
            value={values.end_date}
            error={errorOf('end_date')}
            onChange={(next) => form.setFieldValue('end_date', next)}
          />
        )}
        {values.ends === 'after' && (
          <NumberInput
            label={t('recurring.fields.maxCount')}
            required
            min={1}
            max={1000}
            allowDecimal={false}
            value={values.max_count}
            error={errorOf('max_count')}
            name="max_count"
            onChange={(next) => form.setFieldValue('max_count', String(next))}
          />
        )}
        <NumberInput
          label={t('recurring.fields.dueDays')}
          description={t('recurring.fields.dueDaysHint')}
          required
          min={0}
          max={365}
          allowDecimal={false}
          value={values.due_days}
          error={errorOf('due_days')}
          name="due_days"
          onChange={(next) => form.setFieldValue('due_days', String(next))}
        />
        <Radio.Group label={t('recurring.fields.delivery')} {...form.getInputProps('delivery')}>
          <Stack gap="xs" mt="xs">
            <Radio value="send" label={t('recurring.delivery.send')} />
            <Radio value="draft" label={t('recurring.delivery.draft')} />
          </Stack>
        </Radio.Group>
        {errorOf('customer') && fixedClient && (
          <Text c="red" size="sm" role="alert">
            {errorOf('customer')}
          </Text>
        )}
        <Title order={3} size="h5">
          {t('recurring.fields.items')}
        </Title>
        <InvoiceItems
          items={values.items}
          lines={totals.lines}
          gstRegistered={company?.gst_registered ?? false}
          errorOf={errorOf}
          onChange={(items) => form.setFieldValue('items', items)}
          compact
        />
        <DocumentTotals totals={totals} gstRegistered={company?.gst_registered ?? false} />
        <Textarea
          label={t('recurring.fields.note')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('note')}
        />
        <FormActions submitLabel={t('recurring.save')} pending={save.isPending} failure={failure} />
      </Stack>
    </form>
  );
}

interface ScheduleFormDrawerProps {
  opened: boolean;
  schedule?: RecurringSchedule | undefined;
  client?: ClientOption | undefined;
  onClose: () => void;
}

/** The side panel to set up a recurring schedule, or edit one (what it makes from now on). */
export function ScheduleFormDrawer({ opened, schedule, client, onClose }: ScheduleFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      size="xl"
      title={schedule ? t('recurring.editTitle') : t('recurring.addTitle')}
    >
      <ScheduleForm schedule={schedule} client={client} onSaved={onClose} />
    </SidePanel>
  );
}
