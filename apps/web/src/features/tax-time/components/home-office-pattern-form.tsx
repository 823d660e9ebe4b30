import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IsoDate } from '@sorted/core/dates/calendar';
import { WEEKDAYS, type Weekday } from '@sorted/core/tax-time/home-office-pattern';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFieldProps, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { useFillHomeOfficePattern } from '../home-office.ts';
import {
  type HomeOfficePatternFormValues,
  patternFormSchema,
  patternFormValues,
  patternOf,
} from '../home-office-form-model.ts';

const WEEKDAY_LABELS = {
  mon: 'taxTime.weekdays.mon',
  tue: 'taxTime.weekdays.tue',
  wed: 'taxTime.weekdays.wed',
  thu: 'taxTime.weekdays.thu',
  fri: 'taxTime.weekdays.fri',
  sat: 'taxTime.weekdays.sat',
  sun: 'taxTime.weekdays.sun',
} as const;

interface PatternFormProps {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  onDone: () => void;
}

function PatternForm({ from, to, today, onDone }: PatternFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => patternFormSchema(today), [today]);
  const form = useSchemaForm<HomeOfficePatternFormValues>(schema, patternFormValues(from, to));
  const fill = useFillHomeOfficePattern(patternOf);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    fill,
    {
      saved: (count) => t('taxTime.homeOffice.pattern.filled', { count }),
      failed: t('taxTime.homeOffice.pattern.failed'),
    },
    onDone,
  );
  // The checks name the API's fields (minutes_by_weekday.mon); the inputs hold hours.
  // One message under the week (the inputs are too narrow for it), the weekday's first when it is one's.
  const dayError = (day: Weekday) => form.errors[`minutes_by_weekday.${day}`] as string | undefined;
  const wrongDay = WEEKDAYS.find((day) => dayError(day) !== undefined);
  const weekError =
    (form.errors.minutes_by_weekday as string | undefined) ??
    (wrongDay ? `${t(WEEKDAY_LABELS[wrongDay])}: ${dayError(wrongDay)}` : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('taxTime.homeOffice.pattern.text')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('taxTime.homeOffice.pattern.from')}
            required
            maxDate={today}
            {...dateFieldProps(form, 'from')}
          />
          <DateField
            label={t('taxTime.homeOffice.pattern.to')}
            required
            maxDate={today}
            {...dateFieldProps(form, 'to')}
          />
        </SimpleGrid>
        <Stack gap={6} role="group" aria-labelledby="pattern-week-label">
          <Text fw={500} size="sm" id="pattern-week-label">
            {t('taxTime.homeOffice.pattern.hours')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs">
            {WEEKDAYS.map((day) => (
              <NumberInput
                key={day}
                label={t(WEEKDAY_LABELS[day])}
                name={`hours.${day}`}
                min={0}
                max={24}
                step={0.5}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="none"
                value={form.values.hours[day]}
                hideControls
                error={dayError(day) !== undefined || form.errors.minutes_by_weekday !== undefined}
                onChange={(value) => {
                  form.clearFieldError(`minutes_by_weekday.${day}`);
                  form.clearFieldError('minutes_by_weekday');
                  form.setFieldValue(`hours.${day}`, value === '' ? '' : Number(value));
                }}
              />
            ))}
          </SimpleGrid>
          {weekError && (
            <Text size="sm" c="red.8" role="alert">
              {weekError}
            </Text>
          )}
        </Stack>
        <FormActions
          failure={failure}
          submitLabel={t('taxTime.homeOffice.pattern.submit')}
          pending={fill.isPending}
          cancelLabel={t('taxTime.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

interface HomeOfficePatternPanelProps {
  opened: boolean;
  /** The period offered: the year chosen, up to today. */
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  onClose: () => void;
}

/** The side panel to fill a period from a week's pattern; the days already recorded are kept. */
export function HomeOfficePatternPanel({ opened, from, to, today, onClose }: HomeOfficePatternPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel opened={opened} onClose={onClose} size="lg" title={t('taxTime.homeOffice.pattern.title')}>
      <PatternForm from={from} to={to} today={today} onDone={onClose} />
    </SidePanel>
  );
}
