import { Text } from '@mantine/core';
import { parsePayId } from '@sorted/core/identifiers/payid';
import { useTranslation } from 'react-i18next';

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
      {payId &&
        t('business.payment.payidRecognised', { kind: t(`business.payment.payidKinds.${payId.type}`) })}
    </Text>
  );
}
