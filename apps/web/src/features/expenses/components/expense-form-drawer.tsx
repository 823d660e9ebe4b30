import {
  Alert,
  Anchor,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { isExpenseCategory } from '@sorted/core/expenses/categories';
import type { GstCreditWarning } from '@sorted/core/receipts/gst-credit-evidence';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { useVehicles, type Vehicle } from '../../../lib/vehicles-query.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { notify } from '../../../ui/notify.tsx';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import { HistoryPanel } from '../../history/index.ts';
import {
  type CapturePrefill,
  captureGstWarnings,
  prefillOfCapture,
  type ReadField,
} from '../capture-form-values.ts';
import {
  defaultGstText,
  type ExpenseFormValues,
  emptyExpense,
  expenseFormSchema,
  followsAfterPaidDate,
  formValuesOf,
  gstAfterAmountChange,
  paidDateAfterExpenseDate,
  payloadOf,
  vehicleAfterCompanyChange,
} from '../expense-form-model.ts';
import { categoryOptions } from '../expense-labels.ts';
import { type Expense, ReceiptRefused, useSaveExpense } from '../expenses.ts';
import type { ReceiptCapture } from '../receipt-captures.ts';
import { receiptProblem } from '../receipt-file.ts';
import { BusinessUseInput } from './business-use-input.tsx';
import { ReadMark } from './read-mark.tsx';
import { ReceiptField } from './receipt-field.tsx';

const GST_WARNING_TEXTS = {
  'not-a-tax-invoice': 'expenses.captures.warnings.notTaxInvoice',
  'no-abn': 'expenses.captures.warnings.noAbn',
  'abn-invalid': 'expenses.captures.warnings.abnInvalid',
} as const satisfies Record<GstCreditWarning, string>;

/** What the owner should know before confirming: the receipt may be in the books already, or unread. */
function CaptureNotices({ capture }: { capture: ReceiptCapture }) {
  const { t } = useTranslation();
  return (
    <>
      {capture.possibleDuplicateId && (
        <Alert color="yellow" variant="light" data-testid="possible-duplicate">
          {t('expenses.captures.duplicate')}
        </Alert>
      )}
      {capture.state === 'failed' && (
        <Alert color="orange" variant="light">
          {t('expenses.captures.unreadableText')}
        </Alert>
      )}
    </>
  );
}

interface ExpenseFormProps {
  expense?: Expense | undefined;
  /** A snapped receipt to confirm as a new expense: the form opens with what was read. */
  capture?: ReceiptCapture | undefined;
  companies: Company[];
  onSaved: () => void;
}

function ExpenseForm({ expense: editing, capture, companies, onSaved }: ExpenseFormProps) {
  const { t, i18n } = useTranslation();
  // Once saved (a receipt refused after the expense was added), the form edits what was saved.
  const [expense, setExpense] = useState(editing);
  const registered = useMemo(() => {
    const ids = new Set(companies.filter((company) => company.gst_registered).map((company) => company.id));
    return (companyId: string | null) => companyId !== null && ids.has(companyId);
  }, [companies]);
  const prefill = useMemo(
    () =>
      capture
        ? prefillOfCapture(
            capture,
            todayIn(appTimeZone()),
            companies.map((company) => company.id),
          )
        : null,
    [capture, companies],
  );
  const initial = useMemo(() => {
    if (editing) return formValuesOf(editing);
    if (prefill) return prefill.values;
    const only = companies.length === 1 ? (companies[0]?.id ?? null) : null;
    return emptyExpense(todayIn(appTimeZone()), only);
  }, [editing, prefill, companies]);
  const form = useSchemaForm<ExpenseFormValues>(expenseFormSchema(registered), initial);
  const save = useSaveExpense(expense);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failedText = expense ? t('expenses.updateFailed') : t('expenses.createFailed');
  const { values } = form;
  const gstShown = registered(values.company);
  const vehicles = useVehicles();
  const vehiclesOf = (companyId: string | null): Vehicle[] =>
    (vehicles.data ?? []).filter((vehicle) => vehicle.companyId === companyId);
  const businessVehicles = vehiclesOf(values.company);

  const submit = (submitted: ExpenseFormValues) => {
    if (save.isPending) return;
    setFailure(null);
    const change = {
      payload: payloadOf(submitted, registered(submitted.company)),
      receipt: submitted.receipt,
      removeReceipt: submitted.remove_receipt,
      // Once saved (a receipt refused after it), the capture is the expense's: not confirmed twice.
      captureId: expense ? undefined : capture?.id,
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
    form.setFieldValue('vehicle', vehicleAfterCompanyChange(values.vehicle, vehiclesOf(companyId)));
    if (registered(companyId) && values.gst.trim() === '')
      form.setFieldValue('gst', defaultGstText(values.amount));
  };

  const chooseReceipt = (file: File | null) => {
    form.setFieldValue('receipt', file);
    const problem = file ? receiptProblem(file) : null;
    if (problem) form.setFieldError('receipt', t('expenses.receipt.tooLarge'));
  };

  const imageUrl = capture && capture.file.content_type !== 'application/pdf' ? capture.file.url : null;
  const readMark = (field: ReadField) => {
    const source = prefill?.read[field];
    return source ? <ReadMark source={source} imageUrl={imageUrl} /> : null;
  };
  const rememberedMark = (field: CapturePrefill['remembered'][number]) =>
    prefill?.remembered.includes(field) ? (
      <Text size="xs" c="dimmed" data-testid="remembered-mark">
        {t('expenses.captures.remembered')}
      </Text>
    ) : null;
  const gstWarnings = capture ? captureGstWarnings(capture, values) : [];

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
        {capture && <CaptureNotices capture={capture} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <DateField
              label={t('expenses.fields.date')}
              required
              {...dateProps('expense_date')}
              onChange={setExpenseDate}
            />
            {readMark('expense_date')}
          </Stack>
          <Stack gap={4}>
            <Select
              label={t('expenses.fields.business')}
              placeholder={t('expenses.fields.chooseBusiness')}
              required
              allowDeselect={false}
              data={companies.map((company) => ({ value: company.id, label: company.name }))}
              {...form.getInputProps('company')}
              onChange={chooseCompany}
            />
            {rememberedMark('company')}
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          <TextInput
            label={t('expenses.fields.supplierName')}
            required
            data-autofocus
            {...form.getInputProps('supplier_name')}
          />
          {readMark('supplier_name')}
          {rememberedMark('supplier_name')}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <TextInput
              label={t('expenses.fields.supplierAbn')}
              inputMode="numeric"
              {...form.getInputProps('supplier_abn')}
            />
            {readMark('supplier_abn')}
            {capture?.reading?.abn_valid === false &&
              values.supplier_abn === prefill?.values.supplier_abn && (
                <Text size="xs" c="orange.8" data-testid="abn-invalid-read">
                  {t('expenses.captures.abnInvalid')}
                </Text>
              )}
          </Stack>
          <Stack gap={4}>
            <Select
              label={t('expenses.fields.category')}
              placeholder={t('expenses.fields.chooseCategory')}
              required
              searchable
              allowDeselect={false}
              data={categoryOptions(t)}
              {...form.getInputProps('category')}
              onChange={(value) => form.setFieldValue('category', isExpenseCategory(value) ? value : '')}
            />
            {rememberedMark('category')}
          </Stack>
        </SimpleGrid>
        {values.category === 'motor-vehicle' && businessVehicles.length > 0 && (
          <Select
            label={t('expenses.fields.vehicle')}
            description={
              businessVehicles.length > 1
                ? t('expenses.fields.vehicleHintSeveral')
                : t('expenses.fields.vehicleHint')
            }
            placeholder={t('expenses.fields.noVehicle')}
            clearable
            data={businessVehicles.map((vehicle) => ({ value: vehicle.id, label: vehicle.name }))}
            {...form.getInputProps('vehicle')}
          />
        )}
        <TextInput label={t('expenses.fields.description')} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <TextInput
              // A bill is not paid yet: its amount is what is due.
              label={values.paid ? t('expenses.fields.amount') : t('expenses.fields.amountDue')}
              required
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps('amount')}
              onChange={(event) => typeAmount(event.currentTarget.value)}
            />
            {readMark('amount')}
          </Stack>
          {gstShown && (
            <Stack gap={4}>
              <TextInput
                label={t('expenses.fields.gst')}
                description={t('expenses.fields.gstHint')}
                inputMode="decimal"
                leftSection="$"
                {...form.getInputProps('gst')}
              />
              {readMark('gst')}
              <Group gap="xs">
                <Button variant="light" size="compact-xs" onClick={() => form.setFieldValue('gst', '0.00')}>
                  {t('expenses.fields.gstFree')}
                </Button>
              </Group>
            </Stack>
          )}
        </SimpleGrid>
        {gstShown && gstWarnings.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            data-testid="gst-credit-warnings"
            title={t('expenses.captures.gstCreditTitle')}
          >
            <Stack gap={4}>
              {gstWarnings.map((warning) => (
                <Text size="sm" key={warning}>
                  {t(GST_WARNING_TEXTS[warning])}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {!gstShown && values.company && (
          <Text size="xs" c="dimmed">
            {t('expenses.fields.notRegistered')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <BusinessUseInput
              label={t('expenses.fields.businessUse')}
              description={t('expenses.fields.businessUseHint')}
              {...form.getInputProps('business_use_percent')}
            />
            {rememberedMark('business_use_percent')}
          </Stack>
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
        {capture && !expense ? (
          <Text size="sm" data-testid="capture-receipt">
            {t('expenses.captures.keptWith', { name: capture.file_name })}{' '}
            <Anchor href={capture.file.url} target="_blank" rel="noopener">
              {t('expenses.receipt.view')}
            </Anchor>
          </Text>
        ) : (
          <ReceiptField
            stored={expense?.receipt ?? null}
            file={values.receipt}
            removing={values.remove_receipt}
            error={form.errors.receipt as string | undefined}
            onFile={chooseReceipt}
            onRemove={(removing) => form.setFieldValue('remove_receipt', removing)}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          // Prefilled from a receipt, it may be saved as it is.
          disabled={!(capture && !expense) && !form.isDirty()}
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
  /** A snapped receipt to confirm as a new expense. */
  capture?: ReceiptCapture | undefined;
  onClose: () => void;
}

/** The side panel to add an expense or edit one (pre-filled), once the user's businesses are known. */
export function ExpenseFormDrawer({ opened, expense, capture, onClose }: ExpenseFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        expense
          ? t('expenses.editTitle')
          : capture
            ? t('expenses.captures.confirmTitle')
            : t('expenses.addTitle')
      }
      texts={{
        loading: t('expenses.loadingBusinesses'),
        failed: t('expenses.businessesFailed'),
        noBusinessTitle: t('expenses.noBusinessTitle'),
        noBusiness: t('expenses.noBusiness'),
        addBusiness: t('expenses.addBusiness'),
      }}
    >
      {(list) => (
        <ExpenseForm
          key={expense?.id ?? (capture ? `capture-${capture.id}` : 'new')}
          expense={expense}
          capture={capture}
          companies={list}
          onSaved={onClose}
        />
      )}
    </BusinessFormPanel>
  );
}
