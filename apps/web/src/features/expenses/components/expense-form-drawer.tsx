import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { notify } from '../../../ui/notify.tsx';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import { HistoryPanel } from '../../history/index.ts';
import {
  defaultGstText,
  type ExpenseFormValues,
  emptyExpense,
  expenseFormSchema,
  followsAfterPaidDate,
  formValuesOf,
  gstAfterAmountChange,
  isCategory,
  paidDateAfterExpenseDate,
  payloadOf,
} from '../expense-form-model.ts';
import { categoryOptions } from '../expense-labels.ts';
import { type Expense, ReceiptRefused, useSaveExpense } from '../expenses.ts';
import { receiptProblem } from '../receipt-file.ts';
import { BusinessUseInput } from './business-use-input.tsx';
import { ReceiptField } from './receipt-field.tsx';

interface ExpenseFormProps {
  expense?: Expense | undefined;
  companies: Company[];
  onSaved: () => void;
}

function ExpenseForm({ expense: editing, companies, onSaved }: ExpenseFormProps) {
  const { t, i18n } = useTranslation();
  // Once saved (a receipt refused after the expense was added), the form edits what was saved.
  const [expense, setExpense] = useState(editing);
  const registered = useMemo(() => {
    const ids = new Set(companies.filter((company) => company.gst_registered).map((company) => company.id));
    return (companyId: string | null) => companyId !== null && ids.has(companyId);
  }, [companies]);
  const initial = useMemo(() => {
    if (editing) return formValuesOf(editing);
    const only = companies.length === 1 ? (companies[0]?.id ?? null) : null;
    return emptyExpense(todayIn(appTimeZone()), only);
  }, [editing, companies]);
  const form = useSchemaForm<ExpenseFormValues>(expenseFormSchema(registered), initial);
  const save = useSaveExpense(expense);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failedText = expense ? t('expenses.updateFailed') : t('expenses.createFailed');
  const { values } = form;
  const gstShown = registered(values.company);

  const submit = (submitted: ExpenseFormValues) => {
    if (save.isPending) return;
    setFailure(null);
    const change = {
      payload: payloadOf(submitted, registered(submitted.company)),
      receipt: submitted.receipt,
      removeReceipt: submitted.remove_receipt,
    };
    save.mutate(change, {
      onSuccess: () => {
        notify.success(expense ? t('expenses.updated') : t('expenses.created'));
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ReceiptRefused) {
          setExpense(error.saved);
          notify.error(t('expenses.receiptFailed'), error.cause);
          const text = t('expenses.receiptFailed');
          setFailure(showServerErrors(form, error.cause, i18n.resolvedLanguage, text) ?? null);
        } else {
          notify.error(failedText, error);
          setFailure(showServerErrors(form, error, i18n.resolvedLanguage, failedText) ?? null);
        }
        focusFirstError(formRef.current);
      },
    });
  };

  const typeAmount = (amount: string) => {
    if (gstShown) form.setFieldValue('gst', gstAfterAmountChange(values.amount, amount, values.gst));
    form.setFieldValue('amount', amount);
  };

  const chooseCompany = (companyId: string | null) => {
    form.setFieldValue('company', companyId);
    if (registered(companyId) && values.gst.trim() === '')
      form.setFieldValue('gst', defaultGstText(values.amount));
  };

  const chooseReceipt = (file: File | null) => {
    form.setFieldValue('receipt', file);
    const problem = file ? receiptProblem(file) : null;
    if (problem) form.setFieldError('receipt', t('expenses.receipt.tooLarge'));
  };

  const dateProps = (field: 'expense_date' | 'paid_date' | 'due_date') => ({
    value: values[field],
    error: form.errors[field] as string | undefined,
    onChange: (value: string) => form.setFieldValue(field, value),
  });

  const setExpenseDate = (date: string) => {
    const paidDate = paidDateAfterExpenseDate(values, date);
    form.setFieldValue('expense_date', date);
    if (paidDate !== values.paid_date) form.setFieldValue('paid_date', paidDate);
  };

  const setPaidDate = (date: string) => {
    form.setFieldValue('paid_date_follows', followsAfterPaidDate(values, date));
    form.setFieldValue('paid_date', date);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.stopPropagation();
        if (values.receipt && receiptProblem(values.receipt)) {
          event.preventDefault();
          form.setFieldError('receipt', t('expenses.receipt.tooLarge'));
          return;
        }
        form.onSubmit(submit, () => focusFirstError(formRef.current))(event);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('expenses.fields.date')}
            required
            {...dateProps('expense_date')}
            onChange={setExpenseDate}
          />
          <Select
            label={t('expenses.fields.business')}
            placeholder={t('expenses.fields.chooseBusiness')}
            required
            allowDeselect={false}
            data={companies.map((company) => ({ value: company.id, label: company.name }))}
            {...form.getInputProps('company')}
            onChange={chooseCompany}
          />
        </SimpleGrid>
        <TextInput
          label={t('expenses.fields.supplierName')}
          required
          data-autofocus
          {...form.getInputProps('supplier_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('expenses.fields.supplierAbn')}
            inputMode="numeric"
            {...form.getInputProps('supplier_abn')}
          />
          <Select
            label={t('expenses.fields.category')}
            placeholder={t('expenses.fields.chooseCategory')}
            required
            searchable
            allowDeselect={false}
            data={categoryOptions(t)}
            {...form.getInputProps('category')}
            onChange={(value) => form.setFieldValue('category', isCategory(value) ? value : '')}
          />
        </SimpleGrid>
        <TextInput label={t('expenses.fields.description')} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            // A bill is not paid yet: its amount is what is due.
            label={values.paid ? t('expenses.fields.amount') : t('expenses.fields.amountDue')}
            required
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('amount')}
            onChange={(event) => typeAmount(event.currentTarget.value)}
          />
          {gstShown && (
            <Stack gap={4}>
              <TextInput
                label={t('expenses.fields.gst')}
                description={t('expenses.fields.gstHint')}
                inputMode="decimal"
                leftSection="$"
                {...form.getInputProps('gst')}
              />
              <Group gap="xs">
                <Button variant="light" size="compact-xs" onClick={() => form.setFieldValue('gst', '0.00')}>
                  {t('expenses.fields.gstFree')}
                </Button>
              </Group>
            </Stack>
          )}
        </SimpleGrid>
        {!gstShown && values.company && (
          <Text size="xs" c="dimmed">
            {t('expenses.fields.notRegistered')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BusinessUseInput
            label={t('expenses.fields.businessUse')}
            description={t('expenses.fields.businessUseHint')}
            {...form.getInputProps('business_use_percent')}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('expenses.fields.payment')}
          value={values.paid ? 'paid' : 'bill'}
          onChange={(value) => form.setFieldValue('paid', value === 'paid')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="paid" label={t('expenses.fields.paid')} />
            <Radio value="bill" label={t('expenses.fields.bill')} />
          </Group>
        </Radio.Group>
        {values.paid ? (
          <DateField
            label={t('expenses.fields.paidDate')}
            required
            {...dateProps('paid_date')}
            onChange={setPaidDate}
          />
        ) : (
          <DateField label={t('expenses.fields.dueDate')} required {...dateProps('due_date')} />
        )}
        <ReceiptField
          stored={expense?.receipt ?? null}
          file={values.receipt}
          removing={values.remove_receipt}
          error={form.errors.receipt as string | undefined}
          onFile={chooseReceipt}
          onRemove={(removing) => form.setFieldValue('remove_receipt', removing)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!form.isDirty()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('expenses.save')}
        </Button>
        {expense && <HistoryPanel type="expense" id={expense.id} />}
      </Stack>
    </form>
  );
}

interface ExpenseFormDrawerProps {
  opened: boolean;
  /** The expense being edited; absent when adding one. */
  expense?: Expense | undefined;
  onClose: () => void;
}

/** The side panel to add an expense or edit one (pre-filled), once the user's businesses are known. */
export function ExpenseFormDrawer({ opened, expense, onClose }: ExpenseFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="lg"
      title={expense ? t('expenses.editTitle') : t('expenses.addTitle')}
      texts={{
        loading: t('expenses.loadingBusinesses'),
        failed: t('expenses.businessesFailed'),
        noBusinessTitle: t('expenses.noBusinessTitle'),
        noBusiness: t('expenses.noBusiness'),
        addBusiness: t('expenses.addBusiness'),
      }}
    >
      {(list) => (
        <ExpenseForm key={expense?.id ?? 'new'} expense={expense} companies={list} onSaved={onClose} />
      )}
    </BusinessFormPanel>
  );
}
