import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { formatAmount, formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { BusinessUseInput, categoryOptions } from '../../expenses/index.ts';
import { formatSignedAmount } from '../bank-figures.ts';
import {
  allocationFor,
  type DecisionValues,
  decisionFormSchema,
  initialDecision,
  kindsFor,
  payloadOf,
  unallocatedCents,
} from '../decision-form-model.ts';
import { useOpenInvoices, useUnpaidBills } from '../decision-sources.ts';
import type { Decision, ReconcileLine } from '../reconcile.ts';
import { KIND_LABELS } from '../suggestion-text.ts';

type Form = UseFormReturnType<DecisionValues>;

/** Sends a decision; calls back once it is saved, or with the API's refusal. */
export type Decide = (
  line: ReconcileLine,
  decision: Decision,
  handlers: { onSuccess: () => void; onError: (error: Error) => void },
) => void;

function InvoicePayment({ form, line }: { form: Form; line: ReconcileLine }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const invoices = useOpenInvoices(term, true);
  const { allocations } = form.values;
  const chosen = new Set(allocations.map((allocation) => allocation.invoice_id));
  const left = unallocatedCents(line, allocations);

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('bank.decide.paysInvoices')}
      </Text>
      {allocations.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bank.decide.noInvoiceChosen')}
        </Text>
      )}
      {typeof form.errors.allocations === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.allocations}
        </Text>
      )}
      {allocations.map((allocation, index) => (
        <Paper key={allocation.invoice_id} withBorder p="sm" radius="md" data-testid="allocation">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 10rem' }}>
              <Text fw={600} size="sm">
                {allocation.invoice_number}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('bank.decide.owes', {
                  client: allocation.client_name,
                  amount: formatAmount(allocation.outstanding),
                })}
              </Text>
            </Stack>
            <TextInput
              label={t('bank.decide.amountFor', { number: allocation.invoice_number })}
              inputMode="decimal"
              leftSection="$"
              w={150}
              {...form.getInputProps(`allocations.${index}.amount`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('bank.decide.removeInvoice', { number: allocation.invoice_number })}
              onClick={() => form.removeListItem('allocations', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Text size="sm" c={left === 0 ? 'dimmed' : 'orange'} data-testid="allocation-left">
        {left === 0
          ? t('bank.decide.allAllocated')
          : left > 0
            ? t('bank.decide.leftToAllocate', { amount: formatAud(left) })
            : t('bank.decide.overAllocated', { amount: formatAud(-left) })}
      </Text>
      <TextInput
        label={t('bank.decide.searchInvoices')}
        placeholder={t('bank.decide.searchInvoicesHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={invoices}
        loading={t('bank.decide.loadingInvoices')}
        failed={t('bank.decide.invoicesFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('bank.decide.noOpenInvoices')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap={4}>
            {list
              .filter((invoice) => !chosen.has(invoice.id))
              .slice(0, 8)
              .map((invoice) => (
                <Button
                  key={invoice.id}
                  variant="subtle"
                  justify="space-between"
                  fullWidth
                  styles={{ label: { width: '100%', whiteSpace: 'normal', textAlign: 'left' } }}
                  h="auto"
                  py={6}
                  onClick={() =>
                    form.insertListItem('allocations', allocationFor(invoice, line, allocations))
                  }
                >
                  {t('bank.decide.addInvoice', {
                    number: invoice.number,
                    client: invoice.clientName,
                    amount: formatAmount(invoice.balanceDue),
                    date: formatDisplayDate(invoice.dueDate),
                  })}
                </Button>
              ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The expense's fields; no GST for a business not registered for it (Sorted records none). */
function ExpenseFields({ form, gstRegistered }: { form: Form; gstRegistered: boolean }) {
  const { t } = useTranslation();
  const category = (
    <Select
      label={t('bank.decide.category')}
      placeholder={t('bank.decide.chooseCategory')}
      required
      searchable
      allowDeselect={false}
      data={categoryOptions(t)}
      {...form.getInputProps('category')}
    />
  );
  return (
    <>
      <TextInput label={t('bank.decide.supplier')} required {...form.getInputProps('supplier_name')} />
      {gstRegistered ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {category}
          <TextInput
            label={t('bank.decide.gst')}
            description={t('bank.decide.gstHint')}
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('gst')}
          />
        </SimpleGrid>
      ) : (
        category
      )}
      <BusinessUseInput
        label={t('bank.decide.businessUse')}
        {...form.getInputProps('business_use_percent')}
      />
    </>
  );
}

function BillChoice({ form }: { form: Form }) {
  const { t } = useTranslation();
  const bills = useUnpaidBills(true);
  return (
    <QueryState
      query={bills}
      loading={t('bank.decide.loadingBills')}
      failed={t('bank.decide.billsFailed')}
      isEmpty={(list) => list.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {t('bank.decide.noBills')}
        </Text>
      }
    >
      {(list) => (
        <Radio.Group label={t('bank.decide.whichBill')} required {...form.getInputProps('bill_id')}>
          <Stack gap="xs" mt={6}>
            {list.map((bill) => (
              <Radio
                key={bill.id}
                value={bill.id}
                label={t('bank.decide.billOption', {
                  supplier: bill.supplierName,
                  amount: formatAmount(bill.amount),
                  date: bill.dueDate ? formatDisplayDate(bill.dueDate) : '—',
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </QueryState>
  );
}

function SplitShare({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { share } = form.values;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('bank.decide.businessShare')}
        value={share}
        onChange={(value) => form.setFieldValue('share', value === 'amount' ? 'amount' : 'percent')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="percent" label={t('bank.decide.byPercent')} />
          <Radio value="amount" label={t('bank.decide.byAmount')} />
        </Group>
      </Radio.Group>
      {share === 'percent' ? (
        <NumberInput
          label={t('bank.decide.businessPercent')}
          min={1}
          max={99}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          {...form.getInputProps('business_percent')}
        />
      ) : (
        <TextInput
          label={t('bank.decide.businessAmount')}
          inputMode="decimal"
          leftSection="$"
          {...form.getInputProps('business_amount')}
        />
      )}
    </Stack>
  );
}

function DecisionForm({
  line,
  gstRegistered,
  decide,
  onDone,
}: {
  line: ReconcileLine;
  gstRegistered: boolean;
  decide: Decide;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<DecisionValues>(decisionFormSchema, initialDecision(line, line.suggestions[0]));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { kind } = form.values;
  const failed = t('bank.decide.failed');

  const submit = (values: DecisionValues) => {
    if (saving) return;
    setFailure(null);
    setSaving(true);
    decide(line, payloadOf(values), {
      onSuccess: () => {
        setSaving(false);
        onDone();
      },
      onError: (error) => {
        setSaving(false);
        setFailure(showServerErrors(form, error, i18n.resolvedLanguage, failed) ?? null);
        focusFirstError(formRef.current);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.stopPropagation();
        form.onSubmit(submit, () => focusFirstError(formRef.current))(event);
      }}
    >
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {formatDisplayDate(line.date)} · {line.description}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatSignedAmount(line.amount)}
            </Text>
          </Group>
        </Paper>
        <Select
          label={t('bank.decide.kind')}
          allowDeselect={false}
          data-autofocus
          data={kindsFor(line).map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
          value={kind}
          onChange={(value) => {
            if (value) form.setFieldValue('kind', value as DecisionValues['kind']);
            form.clearErrors();
          }}
        />
        {kind === 'invoice-payment' && <InvoicePayment form={form} line={line} />}
        {kind === 'bill' && <BillChoice form={form} />}
        {kind === 'split' && <SplitShare form={form} />}
        {(kind === 'expense' || kind === 'split') && (
          <ExpenseFields form={form} gstRegistered={gstRegistered} />
        )}
        {kind !== 'invoice-payment' && kind !== 'bill' && kind !== 'split' && (
          <Checkbox
            label={t('bank.decide.learnRule')}
            description={t('bank.decide.learnRuleHint')}
            {...form.getInputProps('learn_rule', { type: 'checkbox' })}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {t('bank.decide.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface DecisionPanelProps {
  line: ReconcileLine | null;
  /** The account's business is registered for GST: an expense's GST is asked for. */
  gstRegistered: boolean;
  decide: Decide;
  onClose: () => void;
}

/** "Something else…": the side panel to say what a line is when no suggestion is right. */
export function DecisionPanel({ line, gstRegistered, decide, onClose }: DecisionPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel opened={line !== null} onClose={onClose} size="lg" title={t('bank.decide.title')}>
      {line && (
        <DecisionForm
          key={line.id}
          line={line}
          gstRegistered={gstRegistered}
          decide={decide}
          onDone={onClose}
        />
      )}
    </SidePanel>
  );
}
