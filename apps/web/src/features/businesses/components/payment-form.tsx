import { Stack, TextInput } from '@mantine/core';
import { paymentDetailSchema } from '@sorted/core/schemas/businesses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { PaymentFormValues } from '../companies.ts';
import { PayIdKind } from './payid-kind.tsx';

interface PaymentFormProps {
  initial: PaymentFormValues;
  submitLabel: string;
  /** Saves the values (a mutation of companies.ts); a rejection is shown on the form. */
  onSubmit: (values: PaymentFormValues) => Promise<void>;
  /** The save is on its way (the mutation's isPending). */
  saving?: boolean;
  describeFailure: (error: unknown) => string;
  /** Shown as a secondary button (the onboarding's "Skip"). */
  onSkip?: () => void;
  disabled?: boolean;
}

/** The fields a refusal can be shown under; any other goes above the buttons. */
const FIELDS = new Set(['payid', 'name']);

/** A PayID and the name it is registered to. */
export function PaymentForm({
  initial,
  submitLabel,
  onSubmit,
  saving = false,
  describeFailure,
  onSkip,
  disabled = false,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<PaymentFormValues>(paymentDetailSchema, initial);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: PaymentFormValues) => {
    if (saving || disabled) return;
    setFailure(null);
    onSubmit(values).catch((error: unknown) =>
      setFailure(
        showServerErrors(form, error, i18n.resolvedLanguage, describeFailure(error), (path) =>
          FIELDS.has(path),
        ) ?? null,
      ),
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, () => setFailure(null))}>
      <Stack gap="md">
        <Stack gap={4}>
          <TextInput
            label={t('business.payment.payid')}
            description={t('business.payment.payidHint')}
            required
            disabled={disabled}
            {...form.getInputProps('payid')}
          />
          <PayIdKind value={form.values.payid} />
        </Stack>
        <TextInput
          label={t('business.payment.name')}
          required
          disabled={disabled}
          {...form.getInputProps('name')}
          name="payid-name"
        />
        <FormActions
          failure={failure}
          submitLabel={submitLabel}
          pending={saving}
          disabled={disabled}
          cancelLabel={t('business.payment.skip')}
          onCancel={onSkip}
        />
      </Stack>
    </form>
  );
}
