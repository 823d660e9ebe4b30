import { Card, Checkbox, NumberInput, Stack, Text, Title } from '@mantine/core';
import { taxProfileSchema } from '@sorted/core/schemas/tax-profile';
import { BUSINESS_TYPES, type BusinessType } from '@sorted/core/tax/business';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { BUSINESS_TYPE_LABELS, ResidencyField } from '../../tax/index.ts';
import { COMPANY_RATE_LABELS } from '../labels.ts';
import {
  attributesOf,
  formValuesOf,
  type TaxProfile,
  type TaxProfileFormValues,
  useSaveTaxProfile,
  useTaxProfile,
} from '../profit.ts';

// The form's values hold a blank share as '' while typing; the shared schema checks what is sent.
const schema = {
  safeParse: (values: unknown) => taxProfileSchema.safeParse(attributesOf(values as TaxProfileFormValues)),
};

function Form({ profile }: { profile: TaxProfile }) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<TaxProfileFormValues>(schema, formValuesOf(profile));
  const save = useSaveTaxProfile();
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(
    (values) => {
      setFailure(undefined);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.setValues(formValuesOf(saved));
          form.resetDirty(formValuesOf(saved));
          notify.success(t('profit.profile.saved'));
        },
        onError: (error) => {
          setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('profit.profile.saveFailed')));
          focusFirstError(element.current);
        },
      });
    },
    () => focusFirstError(element.current),
  );

  return (
    <form ref={element} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ResidencyField
          value={form.values.residency}
          onChange={(value) => form.setFieldValue('residency', value)}
        />
        <Checkbox
          label={t('profit.profile.medicare')}
          description={t('profit.profile.medicareHint')}
          {...form.getInputProps('medicare_levy', { type: 'checkbox' })}
        />
        {form.values.businesses.map((business, index) => (
          <Card key={business.id} withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Text fw={600} id={`business-type-${business.id}`}>
                {t('profit.profile.businessType', { name: business.name })}
              </Text>
              <Segments
                aria-labelledby={`business-type-${business.id}`}
                data={BUSINESS_TYPES.map((type) => ({ value: type, label: t(BUSINESS_TYPE_LABELS[type]) }))}
                value={business.business_type}
                onChange={(value) =>
                  form.setFieldValue(`businesses.${index}.business_type`, value as BusinessType)
                }
              />
              {business.business_type === 'partnership' && (
                <NumberInput
                  label={t('profit.profile.share')}
                  min={1}
                  max={100}
                  clampBehavior="none"
                  allowDecimal={false}
                  w={220}
                  {...form.getInputProps(`businesses.${index}.partnership_share_percent`)}
                />
              )}
              {business.business_type === 'company' && (
                <Segments
                  aria-label={t('profit.profile.companyRate')}
                  data={(['base', 'full'] as const).map((rate) => ({
                    value: rate,
                    label: t(COMPANY_RATE_LABELS[rate]),
                  }))}
                  value={business.company_tax_rate}
                  onChange={(value) =>
                    form.setFieldValue(
                      `businesses.${index}.company_tax_rate`,
                      value === 'full' ? 'full' : 'base',
                    )
                  }
                />
              )}
            </Stack>
          </Card>
        ))}
        {failure && (
          <Text c="red.8" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <FormActions submitLabel={t('profit.profile.save')} pending={save.isPending} />
      </Stack>
    </form>
  );
}

/** Residency, Medicare levy, and how each business is taxed: what the estimate cannot know otherwise. */
export function TaxProfileForm() {
  const { t } = useTranslation();
  const query = useTaxProfile();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax-profile-title">
      <Title order={3} size="h4" id="tax-profile-title">
        {t('profit.profile.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('profit.profile.text')}
      </Text>
      <QueryState query={query} loading={t('profit.profile.loading')} failed={t('profit.profile.loadFailed')}>
        {/* Drawn anew when the businesses change (one added elsewhere). */}
        {(profile) => (
          <Form key={profile.businesses.map((business) => business.id).join()} profile={profile} />
        )}
      </QueryState>
    </Card>
  );
}
