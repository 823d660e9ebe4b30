import { Group, Stack, Table, Text } from '@mantine/core';
import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';
import { formatAmount } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { useLabels } from '../document-labels.ts';

/** The document's items, as on its PDF. */
export function Items({ document }: { document: PublicDocumentAttributes }) {
  const labels = useLabels();
  return (
    <StackedTable minWidth={480}>
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
            <Table.Tr key={index} data-testid="document-line">
              <Table.Td {...labelled(labels.description)}>
                <div>
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                  {item.description && (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  )}
                </div>
              </Table.Td>
              <Table.Td ta="right" {...labelled(labels.quantity)}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" {...labelled(labels.unitPrice)}>
                {formatAmount(item.price)}
              </Table.Td>
              <Table.Td ta="right" {...labelled(labels.amount)} data-testid="document-line-amount">
                {formatAmount(item.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
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
