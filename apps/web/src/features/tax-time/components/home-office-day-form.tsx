import { Group, Input, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { IsoDate } from '@sorted/core/dates/calendar';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFieldProps, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { type HomeOfficeDay, useSaveHomeOfficeDay } from '../home-office.ts';
import {
  dayFormSchema,
  dayFormValues,
  dayOf,
  type HomeOfficeDayFormValues,
} from '../home-office-form-model.ts';

interface DayFormProps {
  day: HomeOfficeDay | null;
  today: IsoDate;
  onDone: () => void;
}

function DayForm({ day, today, onDone }: DayFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => dayFormSchema(today), [today]);
  const form = useSchemaForm<HomeOfficeDayFormValues>(schema, dayFormValues(day, today));
  const save = useSaveHomeOfficeDay(dayOf);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    {
      saved: (saved) => t('taxTime.homeOffice.day.saved', { date: formatDisplayDate(saved.date) }),
      failed: t('taxTime.homeOffice.day.saveFailed'),
    },
    onDone,
  );
  const timeError = form.errors.minutes as string | undefined;
  const clearTime = () => form.clearFieldError('minutes');

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {/* A day recorded keeps its date: another day is recorded on its own. */}
        {day ? (
          <TextInput label={t('taxTime.homeOffice.day.date')} value={formatDisplayDate(day.date)} readOnly />
        ) : (
          <DateField
            label={t('taxTime.homeOffice.day.date')}
            required
            maxDate={today}
            {...dateFieldProps(form, 'date')}
          />
        )}
        <Input.Wrapper
          label={t('taxTime.homeOffice.day.time')}
          description={t('taxTime.homeOffice.day.timeHint')}
          error={timeError}
          required
        >
          <Group gap="sm" mt={4} wrap="nowrap">
            <NumberInput
              aria-label={t('taxTime.homeOffice.day.hours')}
              rightSection={
                <Text size="sm" c="dimmed" pr="xs">
                  {t('taxTime.homeOffice.day.hoursUnit')}
                </Text>
              }
              rightSectionWidth={44}
              min={0}
              max={24}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={120}
              data-autofocus
              error={timeError !== undefined}
              {...form.getInputProps('hours')}
              onChange={(value) => {
                clearTime();
                form.setFieldValue('hours', value === '' ? '' : Number(value));
              }}
            />
            <NumberInput
              aria-label={t('taxTime.homeOffice.day.minutes')}
              rightSection={
                <Text size="sm" c="dimmed" pr="xs">
                  {t('taxTime.homeOffice.day.minutesUnit')}
                </Text>
              }
              rightSectionWidth={44}
              min={0}
              max={59}
              step={15}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={120}
              error={timeError !== undefined}
              {...form.getInputProps('minutes_part')}
              onChange={(value) => {
                clearTime();
                form.setFieldValue('minutes_part', value === '' ? '' : Number(value));
              }}
            />
          </Group>
        </Input.Wrapper>
        <FormActions
          failure={failure}
          submitLabel={t('taxTime.homeOffice.day.save')}
          pending={save.isPending}
          cancelLabel={t('taxTime.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

interface HomeOfficeDayPanelProps {
  opened: boolean;
  /** The day being edited; null when adding one. */
  day: HomeOfficeDay | null;
  today: IsoDate;
  onClose: () => void;
}

/** The side panel to record a day's time at home, or change a day's. */
export function HomeOfficeDayPanel({ opened, day, today, onClose }: HomeOfficeDayPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={day ? t('taxTime.homeOffice.day.editTitle') : t('taxTime.homeOffice.day.addTitle')}
    >
      <DayForm key={day?.date ?? 'new'} day={day} today={today} onDone={onClose} />
    </SidePanel>
  );
}
