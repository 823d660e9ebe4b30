import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicInvoiceAttributes, PublicPayment } from '@sorted/core/contract/document-links';
import { formatPayId } from '@sorted/core/identifiers/payid';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { useLabels } from '../document-labels.ts';

/** A value the client types into their banking app, with a button that copies it. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`pay-${label}`}>
          {value}
        </Text>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => {
          const text = copied ? t('clientPage.copied') : t('clientPage.copy', { what: label });
          return (
            <HoverTooltip label={text}>
              <ActionIcon variant="default" size="lg" aria-label={text} onClick={copy}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </HoverTooltip>
          );
        }}
      </CopyButton>
    </Group>
  );
}

/** How to pay an invoice still due: its PayID or bank account, each value with a copy button. */
export function HowToPay({
  payment,
  document,
}: {
  payment: PublicPayment | null;
  document: PublicInvoiceAttributes;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="how-to-pay"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="how-to-pay">
          {t('clientPage.howToPay')}
        </Title>
        {payment === null ? (
          <Text>{t('clientPage.noPaymentDetails', { seller: document.seller.name })}</Text>
        ) : payment.method === 'payid' ? (
          <>
            <CopyableValue label={labels.payId} value={formatPayId(payment.payid)} />
            <Text size="sm">
              {labels.payIdName}: {payment.name}
            </Text>
          </>
        ) : (
          <>
            <CopyableValue label={labels.bsb} value={payment.bsb} />
            <CopyableValue label={labels.accountNumber} value={payment.account_number} />
            <Text size="sm">
              {labels.accountName}: {payment.account_name}
              {payment.bank_name ? ` · ${labels.bankName}: ${payment.bank_name}` : ''}
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          {t('clientPage.reference', { number: document.number })}
        </Text>
      </Stack>
    </Paper>
  );
}
