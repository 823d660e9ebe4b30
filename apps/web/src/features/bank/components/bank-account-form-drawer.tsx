import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { dateFieldProps, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import {
  type BankAccountFormValues,
  bankAccountFormSchema,
  emptyBankAccount,
  formValuesOf,
} from '../bank-account-form-model.ts';
import { type BankAccount, useSaveBankAccount } from '../bank-accounts.ts';
import { bankBusinessPanelTexts } from '../business-panel-texts.ts';

interface BankAccountFormProps {
  account?: BankAccount | undefined;
  companies: Company[];
  onSaved: () => void;
  onCancel: () => void;
}

function BankAccountForm({ account, companies, onSaved, onCancel }: BankAccountFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => {
    if (account) return formValuesOf(account);
    const only = companies.length === 1 ? (companies[0]?.id ?? null) : null;
    return emptyBankAccount(todayIn(appTimeZone()), only);
  }, [account, companies]);
  const form = useSchemaForm<BankAccountFormValues>(bankAccountFormSchema, initial);
  const save = useSaveBankAccount(account);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    account
      ? { saved: (saved) => t('bank.updated', { name: saved.name }), failed: t('bank.updateFailed') }
      : { saved: (saved) => t('bank.created', { name: saved.name }), failed: t('bank.createFailed') },
    onSaved,
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Select
          label={t('bank.fields.business')}
          placeholder={t('bank.fields.chooseBusiness')}
          required
          allowDeselect={false}
          data={companies.map((company) => ({ value: company.id, label: company.name }))}
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('bank.fields.name')}
          description={t('bank.fields.nameHint')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('bank.fields.bsb')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('bsb')}
          />
          <TextInput
            label={t('bank.fields.accountNumber')}
            description={
              account?.account_number_masked
                ? t('bank.fields.accountNumberKept', { number: account.account_number_masked })
                : undefined
            }
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('account_number')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('bank.fields.openingBalance')}
            description={t('bank.fields.openingBalanceHint')}
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('opening_balance')}
          />
          <DateField
            label={t('bank.fields.openingDate')}
            required
            {...dateFieldProps(form, 'opening_date')}
          />
        </SimpleGrid>
        <FormActions
          failure={failure}
          submitLabel={t('bank.save')}
          pending={save.isPending}
          disabled={!form.isDirty()}
          cancelLabel={t('bank.cancel')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

interface BankAccountFormDrawerProps {
  opened: boolean;
  /** The account being edited; absent when adding one. */
  account?: BankAccount | undefined;
  onClose: () => void;
}

/** The side panel to add a bank account or edit one (pre-filled), once the user's businesses are known. */
export function BankAccountFormDrawer({ opened, account, onClose }: BankAccountFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={account ? t('bank.editTitle') : t('bank.addTitle')}
      texts={bankBusinessPanelTexts(t)}
    >
      {(list) => (
        <BankAccountForm
          key={account?.id ?? 'new'}
          account={account}
          companies={list}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </BusinessFormPanel>
  );
}
