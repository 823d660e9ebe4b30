import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { paymentDetailSchema } from '@sorted/core/schemas/businesses';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, translateErrors } from '../../../lib/validation-errors.ts';
import type { PaymentFormValues } from '../companies.ts';
import { PayIdKind } from './payid-kind.tsx';

interface PaymentFormProps {
  initial: PaymentFormValues;
  submitLabel: string;
  onSubmit: (values: PaymentFormValues) => Promise<void>;
  describeFailure: (error: unknown) => string;
  /** Shown as a secondary button (the onboarding's "Skip"). */
  onSkip?: () => void;
  disabled?: boolean;
}

/** A PayID and the name it is registered to. */
export function PaymentForm({
  initial,
  submitLabel,
  onSubmit,
  describeFailure,
  onSkip,
  disabled = false,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [values, setValues] = useState<PaymentFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof PaymentFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const set = (field: keyof PaymentFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || disabled) return;
    const parsed = paymentDetailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error.issues, language));
      setFailure(null);
      return;
    }
    busy.current = true;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, first } = translateErrors(error.errors, language);
        setErrors(fields);
        if (!fields.payid && !fields.name) setFailure(first ?? describeFailure(error));
      } else {
        setFailure(describeFailure(error));
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Stack gap={4}>
          <TextInput
            label={t('business.payment.payid')}
            description={t('business.payment.payidHint')}
            required
            name="payid"
            value={values.payid}
            error={errors.payid}
            disabled={disabled}
            onChange={(event) => set('payid', event.currentTarget.value)}
          />
          <PayIdKind value={values.payid} />
        </Stack>
        <TextInput
          label={t('business.payment.name')}
          required
          name="payid-name"
          value={values.name}
          error={errors.name}
          disabled={disabled}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={disabled}>
            {submitLabel}
          </Button>
          {onSkip && (
            <Button variant="default" onClick={onSkip} disabled={disabled || saving}>
              {t('business.payment.skip')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
