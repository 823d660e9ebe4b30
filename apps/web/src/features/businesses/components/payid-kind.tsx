import { Text } from '@mantine/core';
import { type PayIdType, parsePayId } from '@sorted/core/identifiers/payid';
import { useTranslation } from 'react-i18next';

const KIND_LABELS = {
  email: 'business.payment.payidKinds.email',
  phone: 'business.payment.payidKinds.phone',
  abn: 'business.payment.payidKinds.abn',
  acn: 'business.payment.payidKinds.acn',
  org_id: 'business.payment.payidKinds.org_id',
} as const satisfies Record<PayIdType, string>;

/**
 * Which kind of PayID the typed text reads as, under the field: a typo can still be a PayID of another
 * kind ("pay.sorted.test" is an organisation identifier, not an e-mail), and payers would pay it.
 * Nothing for empty or unrecognisable text: the field's own validation speaks for that.
 */
export function PayIdKind({ value }: { value: string }) {
  const { t } = useTranslation();
  const payId = value.trim() ? parsePayId(value) : null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="payid-kind">
      {payId && t('business.payment.payidRecognised', { kind: t(KIND_LABELS[payId.type]) })}
    </Text>
  );
}
