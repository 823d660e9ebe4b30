import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ASSET_METHODS } from '@sorted/core/tax-time/depreciation-schedule';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import {
  ASSET_METHOD_LABELS,
  type AssetFormValues,
  assetFormSchema,
  assetFormValues,
  valuesFromExpense,
} from '../asset-form-model.ts';
import { type RegisterAsset, useAssets, useSaveAsset } from '../assets-data.ts';
import { ExpensePicker } from './expense-picker.tsx';

interface AssetFormProps {
  asset?: RegisterAsset | undefined;
  disposing: boolean;
  companies: Company[];
  onDone: () => void;
}

function AssetForm({ asset, disposing, companies, onDone }: AssetFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => assetFormValues(asset, companies.length === 1 ? (companies[0]?.id ?? null) : null, disposing),
    [asset, companies, disposing],
  );
  const form = useSchemaForm<AssetFormValues>(assetFormSchema, initial);
  const save = useSaveAsset(asset);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: (saved) => t('assets.saved', { name: saved.name }), failed: t('assets.saveFailed') },
    onDone,
  );
  const simplified = form.values.method === 'instant' || form.values.method === 'pool';
  const register = useAssets();
  const linked = useMemo(
    () =>
      new Map(
        (register.data ?? []).flatMap((other) =>
          other.expenseId !== null && other.id !== asset?.id ? [[other.expenseId, other.name] as const] : [],
        ),
      ),
    [register.data, asset?.id],
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Select
          label={t('assets.fields.business')}
          placeholder={t('assets.fields.chooseBusiness')}
          required
          allowDeselect={false}
          data={companies.map((company) => ({ value: company.id, label: company.name }))}
          {...form.getInputProps('company')}
          // An expense is of one business: another business leaves it behind.
          onChange={(company) =>
            form.setValues({
              company,
              expense: company === form.values.company ? form.values.expense : null,
            })
          }
        />
        <ExpensePicker
          companyId={form.values.company}
          value={form.values.expense}
          linked={linked}
          error={form.errors.expense as string | undefined}
          onPick={(expense) =>
            form.setValues(
              expense
                ? valuesFromExpense(
                    form.values,
                    expense,
                    companies.find((company) => company.id === expense.companyId),
                  )
                : { expense: null },
            )
          }
        />
        <TextInput
          label={t('assets.fields.name')}
          description={t('assets.fields.nameHint')}
          required
          data-autofocus={disposing ? undefined : true}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('assets.fields.cost')}
            description={t('assets.fields.costHint')}
            required
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('cost')}
          />
          <DateField
            label={t('assets.fields.firstUsed')}
            required
            value={form.values.first_used}
            error={form.errors.first_used as string | undefined}
            onChange={(value) => form.setFieldValue('first_used', value)}
          />
          <TextInput
            label={t('assets.fields.businessUse')}
            required
            inputMode="numeric"
            rightSection="%"
            {...form.getInputProps('business_use_percent')}
          />
          <TextInput
            label={t('assets.fields.life')}
            description={t('assets.fields.lifeHint')}
            required
            inputMode="decimal"
            {...form.getInputProps('effective_life_years')}
          />
        </SimpleGrid>
        <Select
          label={t('assets.fields.method')}
          required
          allowDeselect={false}
          data={ASSET_METHODS.map((method) => ({ value: method, label: t(ASSET_METHOD_LABELS[method]) }))}
          {...form.getInputProps('method')}
        />
        <Text size="sm" c="dimmed">
          {simplified ? t('assets.fields.simplifiedHint') : t('assets.fields.generalHint')}
        </Text>
        <Checkbox
          label={t('assets.fields.isCar')}
          description={t('assets.fields.isCarHint')}
          {...form.getInputProps('is_car', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('assets.fields.disposed')}
          {...form.getInputProps('disposed', { type: 'checkbox' })}
        />
        {form.values.disposed && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField
              label={t('assets.fields.disposedOn')}
              required
              value={form.values.disposed_on}
              error={form.errors.disposed_on as string | undefined}
              onChange={(value) => form.setFieldValue('disposed_on', value)}
            />
            <TextInput
              label={t('assets.fields.proceeds')}
              description={t('assets.fields.proceedsHint')}
              inputMode="decimal"
              leftSection="$"
              data-autofocus={disposing ? true : undefined}
              {...form.getInputProps('proceeds')}
            />
          </SimpleGrid>
        )}
        <FormActions
          failure={failure}
          submitLabel={t('assets.save')}
          pending={save.isPending}
          disabled={!form.isDirty()}
          cancelLabel={t('taxTime.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

interface AssetFormDrawerProps {
  opened: boolean;
  asset?: RegisterAsset | undefined;
  /** Opened to record the asset's sale or disposal. */
  disposing?: boolean;
  onClose: () => void;
}

/** The side panel to add an asset, edit one or record its disposal. */
export function AssetFormDrawer({ opened, asset, disposing = false, onClose }: AssetFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={disposing ? t('assets.dispose') : asset ? t('assets.edit') : t('assets.add')}
      texts={{
        loading: t('assets.loadingBusinesses'),
        failed: t('assets.businessesFailed'),
        noBusinessTitle: t('assets.noBusinessTitle'),
        noBusiness: t('assets.noBusiness'),
        addBusiness: t('assets.addBusiness'),
      }}
    >
      {(list) => (
        <AssetForm
          key={`${asset?.id ?? 'new'}-${disposing}`}
          asset={asset}
          disposing={disposing}
          companies={list}
          onDone={onClose}
        />
      )}
    </BusinessFormPanel>
  );
}
