import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { paygOptionSchema, paygVariationSchema } from '@sorted/core/schemas/payg-instalments';
import { type PaygOption, VARIATION_REASONS } from '@sorted/core/tax-time/payg-instalments';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notify } from '../../../ui/notify.tsx';
import { Segments } from '../../../ui/segments.tsx';
import {
  type BasPeriodAttributes,
  type PaygLabelsAttributes,
  type PaygOptionAttributes,
  type PaygOptionValues,
  type PaygVariationValues,
  usePaygVariation,
  useSavePaygOption,
} from '../bas.ts';
import { reasonText } from './payg-reasons.ts';

// The PAYG section's two forms: a file apart, with the validation they load (lib/form.ts and the
// schemas), which the BAS screen needs only once the owner opens one. Evaluated as the screen opened,
// they were its load's longest task on a phone.

const optionSchema = {
  safeParse: (values: unknown) => {
    const { option, t7, t2 } = values as PaygOptionValues;
    return paygOptionSchema.safeParse(option === 'amount' ? { option, t7 } : { option, t2 });
  },
};

const variationSchema = (option: PaygOption) => ({
  safeParse: (values: unknown) => {
    const { t8, t3, t4 } = values as PaygVariationValues;
    return paygVariationSchema.safeParse(option === 'amount' ? { t8, t4 } : { t3, t4 });
  },
});
/** Opened by a button that it replaces: the focus goes on to the form's first field. */
function useFocusOnOpen(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.focus();
  }, [form]);
}

export function OptionForm({
  companyId,
  year,
  current,
  onSaved,
  onCancel,
}: {
  companyId: string;
  year: number;
  current: PaygOptionAttributes | undefined;
  onSaved?: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<PaygOptionValues>(optionSchema, {
    option: current?.option ?? 'amount',
    t7: current?.t7 ?? '',
    t2: current?.t2 ?? '',
  });
  const save = useSavePaygOption(companyId, year);
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);
  useFocusOnOpen(element);
  const submit = form.onSubmit(
    (values) => {
      setFailure(undefined);
      save.mutate(values, {
        onSuccess: () => {
          notify.success(t('bas.payg.optionSaved'));
          onSaved?.();
        },
        onError: (error) => {
          setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('bas.payg.saveFailed')));
          focusFirstError(element.current);
        },
      });
    },
    () => focusFirstError(element.current),
  );
  return (
    <form ref={element} onSubmit={submit} noValidate data-testid="payg-option-form">
      <Stack gap="sm">
        <Segments
          aria-label={t('bas.payg.option')}
          data={[
            { value: 'amount', label: t('bas.payg.optionAmount') },
            { value: 'rate', label: t('bas.payg.optionRate') },
          ]}
          value={form.values.option}
          onChange={(value) => form.setFieldValue('option', value === 'rate' ? 'rate' : 'amount')}
          style={{ alignSelf: 'flex-start' }}
        />
        {form.values.option === 'amount' ? (
          <TextInput
            label={t('bas.payg.t7Field')}
            description={t('bas.payg.t7Hint')}
            inputMode="decimal"
            w={260}
            {...form.getInputProps('t7')}
          />
        ) : (
          <TextInput
            label={t('bas.payg.t2Field')}
            description={t('bas.payg.t2Hint')}
            inputMode="decimal"
            rightSection="%"
            w={260}
            {...form.getInputProps('t2')}
          />
        )}
        <FormActions
          submitLabel={t('bas.payg.saveOption')}
          pending={save.isPending}
          failure={failure}
          cancelLabel={t('bas.cancel')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
export function VariationForm({
  companyId,
  period,
  labels,
  onDone,
}: {
  companyId: string;
  period: BasPeriodAttributes;
  labels: PaygLabelsAttributes;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<PaygVariationValues>(variationSchema(labels.option), {
    t8: labels.t8 ?? '',
    t3: labels.t3 ?? '',
    t4: labels.t4 ?? '',
  });
  const { save } = usePaygVariation(companyId, period.key);
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);
  useFocusOnOpen(element);
  const submit = form.onSubmit(
    (values) => {
      setFailure(undefined);
      save.mutate(
        { option: labels.option, values },
        {
          onSuccess: () => {
            notify.success(t('bas.payg.varied'));
            onDone();
          },
          onError: (error) => {
            setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('bas.payg.saveFailed')));
            focusFirstError(element.current);
          },
        },
      );
    },
    () => focusFirstError(element.current),
  );
  return (
    <form ref={element} onSubmit={submit} noValidate data-testid="payg-variation-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {labels.option === 'amount' ? t('bas.payg.varyAmountText') : t('bas.payg.varyRateText')}
        </Text>
        <Group align="flex-start" gap="md">
          {labels.option === 'amount' ? (
            <TextInput
              label={t('bas.payg.t8Field')}
              inputMode="decimal"
              w={240}
              {...form.getInputProps('t8')}
            />
          ) : (
            <TextInput
              label={t('bas.payg.t3Field')}
              inputMode="decimal"
              rightSection="%"
              w={200}
              {...form.getInputProps('t3')}
            />
          )}
          <Select
            label={t('bas.payg.t4Field')}
            description={t('bas.payg.t4Hint')}
            data={VARIATION_REASONS.map((code) => ({ value: code, label: reasonText(t, code) }))}
            allowDeselect={false}
            w={{ base: '100%', sm: 420 }}
            {...form.getInputProps('t4')}
          />
        </Group>
        <FormActions
          submitLabel={t('bas.payg.saveVariation')}
          pending={save.isPending}
          failure={failure}
          cancelLabel={t('bas.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
