import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { isExpenseCategory } from '@sorted/core/expenses/categories';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { CATEGORY_LABELS } from '../expense-labels.ts';
import type { Expense } from '../expenses.ts';

interface ExpenseTableProps {
  expenses: Expense[];
  /** The user's vehicles, to name the one a motor-vehicle expense is for. */
  vehicles: readonly { id: string; name: string }[];
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

function PaymentCell({ expense }: { expense: Expense }) {
  const { t } = useTranslation();
  const status = expense.paid_date ? (
    <Badge color="green" variant="light" radius="sm" tt="none">
      {t('expenses.list.paidOn', { date: formatDisplayDate(expense.paid_date) })}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" radius="sm" tt="none">
      {t('expenses.list.billDue', { date: expense.due_date ? formatDisplayDate(expense.due_date) : '—' })}
    </Badge>
  );
  if (!expense.bankLineId) return status;
  return (
    <Stack gap={4} align="flex-start">
      {status}
      <Anchor component={Link} to={`/bank/lines/${encodeURIComponent(expense.bankLineId)}`} size="xs">
        {t('expenses.list.fromBank')}
      </Anchor>
    </Stack>
  );
}

function VehicleName({ vehicles, id }: { vehicles: ExpenseTableProps['vehicles']; id: string | null }) {
  const name = id === null ? undefined : vehicles.find((vehicle) => vehicle.id === id)?.name;
  return name ? (
    <Text size="xs" c="dimmed" data-testid="expense-vehicle">
      {name}
    </Text>
  ) : null;
}

/** One page of expenses: a row each, the supplier opening it for editing. */
export function ExpenseTable({ expenses, vehicles, onEdit, onDelete }: ExpenseTableProps) {
  const { t } = useTranslation();
  // Each row's cells carry their column's name (a phone's card shows it): read once, not once a row.
  const column = {
    date: t('expenses.list.date'),
    supplier: t('expenses.list.supplier'),
    category: t('expenses.list.category'),
    amount: t('expenses.list.amount'),
    gst: t('expenses.list.gst'),
    payment: t('expenses.list.payment'),
  };
  return (
    <StackedTable minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHead
          columns={[
            column.date,
            column.supplier,
            column.category,
            { amount: column.amount },
            { amount: column.gst },
            column.payment,
            { hidden: t('expenses.list.actions') },
          ]}
        />
        <Table.Tbody>
          {expenses.map((expense) => (
            <Table.Tr key={expense.id} data-testid="expense-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(column.date)}>
                {formatDisplayDate(expense.expense_date)}
              </Table.Td>
              <Table.Td {...labelled(column.supplier)}>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    size="sm"
                    ta="left"
                    onClick={() => onEdit(expense)}
                    style={{ overflowWrap: 'break-word' }}
                  >
                    {expense.supplier_name}
                  </Anchor>
                  {expense.receipt && (
                    <HoverTooltip label={t('expenses.list.hasReceipt')}>
                      <IconReceipt
                        size={16}
                        role="img"
                        aria-label={t('expenses.list.hasReceipt')}
                        data-testid="receipt-icon"
                      />
                    </HoverTooltip>
                  )}
                </Group>
                {expense.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {expense.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td {...labelled(column.category)}>
                {isExpenseCategory(expense.category) ? t(CATEGORY_LABELS[expense.category]) : '—'}
                <VehicleName vehicles={vehicles} id={expense.vehicleId} />
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ whiteSpace: 'nowrap' }}
                {...labelled(column.amount)}
                data-testid="expense-amount"
              >
                {formatAmount(expense.amount)}
                {expense.business_use_percent < 100 && (
                  <Text size="xs" c="dimmed">
                    {t('expenses.list.businessShare', { percent: expense.business_use_percent })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...labelled(column.gst)}>
                {formatAmount(expense.gst)}
              </Table.Td>
              <Table.Td {...labelled(column.payment)}>
                <PaymentCell expense={expense} />
              </Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('expenses.list.editLabel', { name: expense.supplier_name })}
                  deleteLabel={t('expenses.list.deleteLabel', { name: expense.supplier_name })}
                  onEdit={() => onEdit(expense)}
                  onDelete={() => onDelete(expense)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}
