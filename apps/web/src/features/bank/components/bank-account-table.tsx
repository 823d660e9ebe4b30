import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '../../../ui/row-actions.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import type { BankAccount } from '../bank-accounts.ts';
import { formatBsb } from '../bank-figures.ts';

interface BankAccountTableProps {
  accounts: BankAccount[];
  onEdit: (account: BankAccount) => void;
  onDelete: (account: BankAccount) => void;
}

/** The user's bank accounts: a row each, its name opening the account. */
export function BankAccountTable({ accounts, onEdit, onDelete }: BankAccountTableProps) {
  const { t } = useTranslation();
  const columns = {
    name: t('bank.columns.name'),
    business: t('bank.columns.business'),
    number: t('bank.columns.number'),
    bsb: t('bank.columns.bsb'),
    statement: t('bank.columns.statementBalance'),
    sorted: t('bank.columns.sortedBalance'),
    unreconciled: t('bank.columns.unreconciled'),
  };
  return (
    <StackedTable minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHead
          columns={[
            columns.name,
            columns.business,
            columns.number,
            columns.bsb,
            { amount: columns.statement },
            { amount: columns.sorted },
            { amount: columns.unreconciled },
            { hidden: t('bank.columns.actions') },
          ]}
        />
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id} data-testid="bank-account-row">
              <Table.Td {...labelled(columns.name)}>
                <Anchor
                  component={Link}
                  to={`/bank/${encodeURIComponent(account.id)}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {account.name}
                </Anchor>
              </Table.Td>
              <Table.Td {...labelled(columns.business)}>{account.company_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(columns.number)}>
                {account.account_number_masked ?? '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(columns.bsb)}>
                {account.bsb ? formatBsb(account.bsb) : '—'}
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ whiteSpace: 'nowrap' }}
                {...labelled(columns.statement)}
                data-testid="statement-balance"
              >
                {formatAmount(account.statement_balance)}
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ whiteSpace: 'nowrap' }}
                {...labelled(columns.sorted)}
                data-testid="sorted-balance"
              >
                {formatAmount(account.reconciled_balance)}
              </Table.Td>
              <Table.Td ta="right" {...labelled(columns.unreconciled)} data-testid="unreconciled-count">
                {account.unreconciled_count > 0 ? (
                  <Badge color="orange" variant="light" radius="sm">
                    {account.unreconciled_count}
                  </Badge>
                ) : (
                  <Text span size="sm" c="dimmed">
                    0
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('bank.list.editLabel', { name: account.name })}
                  deleteLabel={t('bank.list.deleteLabel', { name: account.name })}
                  onEdit={() => onEdit(account)}
                  onDelete={() => onDelete(account)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}
