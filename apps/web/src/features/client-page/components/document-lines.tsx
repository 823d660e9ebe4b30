import { Group, Stack, Table, Text } from '@mantine/core';
import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';
import { formatAmount } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../ui/table-head.tsx';
import { useLabels } from '../document-labels.ts';

/** The document's items, as on its PDF. */
export function Items({ document }: { document: PublicDocumentAttributes }) {
  const labels = useLabels();
  return (
    // On a phone the table scrolls sideways: its viewport takes the focus, so a keyboard scrolls it too.
    <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table verticalSpacing="xs">
        <TableHead
          columns={[
            labels.description,
            { amount: labels.quantity },
            { amount: labels.unitPrice },
            { amount: labels.amount },
          ]}
        />
        <Table.Tbody>
          {document.items.map((item, index) => (
            // Items have no identity of their own on this page; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes while shown
            <Table.Tr key={index}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                {item.description && (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatAmount(item.price)}</Table.Td>
              <Table.Td ta="right">{formatAmount(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Subtotal and GST (when registered), the total, and for an invoice paid in part what is still due. */
export function Totals({ document }: { document: PublicDocumentAttributes }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const rows: Array<[string, string, boolean?]> = [
    ...(document.gst_registered
      ? ([
          [labels.subtotal, document.subtotal],
          [labels.gst, document.gst],
        ] as Array<[string, string]>)
      : []),
    [labels.total, document.total, true],
    ...(document.kind === 'invoice' && document.payment_state === 'partly-paid'
      ? ([
          [t('clientPage.paidSoFar'), document.amount_paid],
          [t('clientPage.amountDue'), document.balance_due, true],
        ] as Array<[string, string, boolean]>)
      : []),
  ];
  return (
    <Stack gap={4} align="flex-end">
      {rows.map(([label, amount, strong]) => (
        <Group key={label} gap="xl" justify="flex-end">
          <Text fw={strong ? 700 : 400}>{label}</Text>
          <Text fw={strong ? 700 : 400} miw="7rem" ta="right">
            {formatAmount(amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
