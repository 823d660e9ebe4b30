import { Anchor, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatPayId } from '@sorted/core/identifiers/payid';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Segments } from '../../../ui/segments.tsx';
import { usePaymentDetails } from '../../businesses/index.ts';
import type { BankValues, InvoiceFormValues, PaymentMethod } from '../invoice-form-model.ts';

/**
 * A new invoice is paid as its business is usually paid: once the business's saved PayIDs are known, the
 * payment details are on with its newest PayID chosen (the one its business card shows, and a converted
 * quote's invoice takes), or off when it has none. Filled in as the form starts (`prefill`), and again
 * when another business is chosen, until the user turns the switch or picks the bank account: the
 * answer says when they do. An invoice being edited keeps what it was saved with.
 */
export function useDefaultPayment(
  companyId: string | null,
  isNew: boolean,
  prefill: (patch: Partial<InvoiceFormValues>, changed: string) => void,
): () => void {
  const chosen = useRef(false);
  const filledFor = useRef<string | null>(null);
  const details = usePaymentDetails(companyId, isNew);
  useEffect(() => {
    if (!isNew || chosen.current || !companyId || !details.data || filledFor.current === companyId) return;
    filledFor.current = companyId;
    const newest = details.data[0];
    prefill(
      newest
        ? { payment_enabled: true, payment_method: 'payid', payment_detail_id: newest.id }
        : { payment_enabled: false, payment_detail_id: null },
      'payment',
    );
  }, [isNew, companyId, details.data, prefill]);
  return useCallback(() => {
    chosen.current = true;
  }, []);
}

interface PaymentFieldsProps {
  companyId: string | null;
  method: PaymentMethod;
  paymentDetailId: string | null;
  bank: BankValues;
  errorOf: (path: string) => string | undefined;
  onMethod: (method: PaymentMethod) => void;
  onPaymentDetail: (id: string | null) => void;
  onBank: (bank: BankValues, changed: string) => void;
}

/** How the client pays: a saved PayID of the business, or bank account details typed in. */
export function PaymentFields(props: PaymentFieldsProps) {
  const { t } = useTranslation();
  const { companyId, method, paymentDetailId, bank, errorOf, onPaymentDetail } = props;
  const details = usePaymentDetails(companyId, method === 'payid');
  const saved = details.data ?? [];

  // A business with one PayID: that is the one.
  useEffect(() => {
    const only = details.data?.length === 1 ? details.data[0] : undefined;
    if (method === 'payid' && !paymentDetailId && only) onPaymentDetail(only.id);
  }, [details.data, method, paymentDetailId, onPaymentDetail]);

  return (
    <Stack gap="sm">
      <PaymentMethodSwitch method={method} onMethod={props.onMethod} />
      {method === 'payid' ? (
        !companyId ? (
          <Text size="sm" c="dimmed">
            {t('invoices.form.chooseBusinessFirst')}
          </Text>
        ) : details.isSuccess && saved.length === 0 ? (
          <Text size="sm" c={errorOf('payment_detail_id') ? 'red' : 'dimmed'}>
            {t('invoices.form.noPayId')}{' '}
            <Anchor component={Link} to="/company/list" size="sm">
              {t('invoices.form.addPayId')}
            </Anchor>
          </Text>
        ) : (
          <Select
            label={t('invoices.form.choosePayId')}
            data={saved.map((detail) => ({
              value: detail.id,
              label: `${formatPayId(detail.payid)} — ${detail.name}`,
            }))}
            value={paymentDetailId}
            onChange={onPaymentDetail}
            error={errorOf('payment_detail_id')}
            placeholder={details.isLoading ? t('common.loading') : undefined}
            allowDeselect={false}
          />
        )
      ) : (
        <BankFields bank={bank} errorOf={errorOf} onBank={props.onBank} />
      )}
    </Stack>
  );
}

interface BankFieldsProps {
  bank: BankValues;
  errorOf: (path: string) => string | undefined;
  onBank: (bank: BankValues, changed: string) => void;
}

/** Bank name, account name, BSB and account number, typed in for each invoice. */
export function BankFields({ bank, errorOf, onBank }: BankFieldsProps) {
  const { t } = useTranslation();
  const bankField = (field: keyof BankValues) => ({
    value: bank[field],
    error: errorOf(`bank.${field}`),
    onChange: (event: { currentTarget: { value: string } }) =>
      onBank({ ...bank, [field]: event.currentTarget.value }, `bank.${field}`),
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('invoices.form.bankName')} required {...bankField('bank_name')} />
        <TextInput label={t('invoices.form.accountName')} required {...bankField('account_name')} />
        <TextInput
          label={t('invoices.form.bsb')}
          required
          placeholder="062-000"
          inputMode="numeric"
          {...bankField('bsb')}
        />
        <TextInput
          label={t('invoices.form.accountNumber')}
          required
          inputMode="numeric"
          {...bankField('account_number')}
        />
      </SimpleGrid>
      {errorOf('bank') && (
        <Text c="red" size="sm">
          {errorOf('bank')}
        </Text>
      )}
    </>
  );
}

/** PAYID or Bank Account. */
export function PaymentMethodSwitch({
  method,
  onMethod,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segments
      value={method}
      onChange={(value) => onMethod(value === 'bank' ? 'bank' : 'payid')}
      data={[
        { value: 'payid', label: t('invoices.form.payid') },
        { value: 'bank', label: t('invoices.form.bankAccount') },
      ]}
      style={{ alignSelf: 'flex-start' }}
      aria-label={t('invoices.form.paymentMethod')}
    />
  );
}
