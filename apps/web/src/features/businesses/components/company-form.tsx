import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { isLocale } from '@sorted/core/i18n/locales';
import { REMINDER_STEPS } from '@sorted/core/reminders/reminder-plan';
import { companyCreateFormSchema, companyUpdateFormSchema } from '@sorted/core/schemas/businesses';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { dateFieldProps, focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ACCENT_SWATCHES } from '../accent-colors.ts';
import type { CompanyFormValues } from '../companies.ts';
import { reminderStepLabel } from '../reminder-steps.ts';

interface CompanyFormProps {
  initial: CompanyFormValues;
  /** Create needs name and ABN; update needs name and e-mail. */
  mode: 'create' | 'update';
  submitLabel: string;
  /** Saves the values (a mutation of companies.ts); a rejection is shown on the form. */
  onSubmit: (values: CompanyFormValues) => Promise<void>;
  /** The save is on its way (the mutation's isPending). */
  saving?: boolean;
  /** The form-level message for a failure that is not about one field (shown above the buttons). */
  describeFailure: (error: unknown) => string;
  extraActions?: ReactNode;
  /** Shown before the accent colour (the logo field of a saved business). */
  logoField?: ReactNode;
  /** A saved business with lodged BAS periods: the month a change of reporting period or basis applies from. */
  changesFrom?: string | null | undefined;
}

/** Name, ABN, e-mail, phone, address and GST registration; errors under their fields. */
export function CompanyForm({
  initial,
  mode,
  submitLabel,
  onSubmit,
  saving = false,
  describeFailure,
  extraActions,
  logoField,
  changesFrom,
}: CompanyFormProps) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<CompanyFormValues>(
    mode === 'create' ? companyCreateFormSchema : companyUpdateFormSchema,
    initial,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (values: CompanyFormValues) => {
    if (saving) return;
    setFailure(null);
    onSubmit(values).catch((error: unknown) => {
      setFailure(showServerErrors(form, error, i18n.resolvedLanguage, describeFailure(error)) ?? null);
      focusFirstError(formRef.current);
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => {
        setFailure(null);
        focusFirstError(formRef.current);
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t('business.fields.name')}
          required
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('business.fields.abn')}
          required={mode === 'create'}
          inputMode="numeric"
          placeholder={t('business.fields.abnPlaceholder')}
          {...form.getInputProps('abn')}
        />
        <TextInput
          label={t('business.fields.email')}
          required={mode === 'update'}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('business.fields.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Textarea
          label={t('business.fields.address')}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <Switch
          label={t('business.fields.gst')}
          description={t('business.fields.gstHint')}
          {...form.getInputProps('gst_registered', { type: 'checkbox' })}
          onChange={(event) => {
            const registered = event.currentTarget.checked;
            form.setFieldValue('gst_registered', registered);
            // Registering usually starts now: today, shown and changeable (the date of effect the ATO gave).
            if (registered && !form.values.gst_registered_from)
              form.setFieldValue('gst_registered_from', todayIn(appTimeZone()));
          }}
        />
        {form.values.gst_registered && (
          <DateField
            label={t('business.fields.gstRegisteredFrom')}
            required
            {...dateFieldProps(form, 'gst_registered_from')}
          />
        )}
        {form.values.gst_registered && (
          <Text size="sm" c="dimmed" mt={-8}>
            {t('business.fields.gstRegisteredFromHint')}
          </Text>
        )}
        {form.values.gst_registered && (
          <Group grow align="flex-start">
            <Select
              label={t('business.fields.basReportingPeriod')}
              description={t('business.fields.basReportingPeriodHint')}
              allowDeselect={false}
              data={[
                { value: 'monthly', label: t('business.reportingPeriods.monthly') },
                { value: 'quarterly', label: t('business.reportingPeriods.quarterly') },
                { value: 'annual', label: t('business.reportingPeriods.annual') },
              ]}
              {...form.getInputProps('bas_reporting_period')}
            />
            <Select
              label={t('business.fields.basAccountingBasis')}
              description={t('business.fields.basAccountingBasisHint')}
              allowDeselect={false}
              data={[
                { value: 'cash', label: t('business.accountingBases.cash') },
                { value: 'accruals', label: t('business.accountingBases.accruals') },
              ]}
              {...form.getInputProps('bas_accounting_basis')}
            />
          </Group>
        )}
        {form.values.gst_registered && changesFrom && (
          <Text size="sm" c="dimmed" data-testid="bas-changes-from">
            {t('business.fields.basChangesFrom', {
              period: basPeriodLabel(
                changesFrom,
                isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
              ),
            })}
          </Text>
        )}
        {logoField}
        <ColorInput
          label={t('businessLook.accent')}
          description={t('businessLook.accentHint')}
          format="hex"
          swatches={[...ACCENT_SWATCHES]}
          swatchesPerRow={8}
          withEyeDropper={false}
          {...form.getInputProps('accent_color')}
        />
        <Switch
          label={t('business.reminders.title')}
          description={t('business.reminders.hint')}
          {...form.getInputProps('reminders_enabled', { type: 'checkbox' })}
        />
        {form.values.reminders_enabled && (
          <Checkbox.Group
            label={t('business.reminders.days')}
            description={t('business.reminders.daysHint')}
            value={form.values.reminder_steps.map(String)}
            onChange={(steps) => form.setFieldValue('reminder_steps', steps.map(Number))}
            error={form.errors.reminder_steps}
          >
            <Group gap="md" mt="xs">
              {REMINDER_STEPS.map((step) => (
                <Checkbox key={step} value={String(step)} label={reminderStepLabel(t, step)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          {/* A new business's Save is off until something is typed (edits keep Save on, as they always had). */}
          <Button type="submit" loading={saving} disabled={mode === 'create' && !form.isDirty()}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
