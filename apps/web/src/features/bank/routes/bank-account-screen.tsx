import { Button, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconChecks, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RecordState } from '../../../ui/record-state.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { type BankAccount, useBankAccount } from '../bank-accounts.ts';
import { formatBsb } from '../bank-figures.ts';
import { BankAccountFormDrawer } from '../components/bank-account-form-drawer.tsx';
import { BankImportList } from '../components/bank-import-list.tsx';
import { BankLineList } from '../components/bank-line-list.tsx';
import { StatementImport } from '../components/statement-import.tsx';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function AccountFigures({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Figure
        label={t('bank.account.statementBalance')}
        value={formatAmount(account.statement_balance)}
        note={t('bank.account.statementBalanceNote')}
        testId="account-statement-balance"
      />
      <Figure
        label={t('bank.account.sortedBalance')}
        value={formatAmount(account.reconciled_balance)}
        note={t('bank.account.sortedBalanceNote')}
        testId="account-sorted-balance"
      />
      <Figure
        label={t('bank.account.unreconciled')}
        value={String(account.unreconciled_count)}
        testId="account-unreconciled"
      />
      <Figure
        label={t('bank.account.openingBalance')}
        value={formatAmount(account.opening_balance)}
        note={t('bank.account.openingOn', { date: formatDisplayDate(account.opening_date) })}
        testId="account-opening-balance"
      />
    </SimpleGrid>
  );
}

function AccountDetail({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const details = [
    account.company_name,
    account.bsb ? t('bank.account.bsb', { bsb: formatBsb(account.bsb) }) : null,
    account.account_number_masked,
  ].filter((detail): detail is string => Boolean(detail));

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeader
          title={account.name}
          crumbs={[
            { label: t('nav.finance') },
            { label: t('bank.title'), to: '/bank' },
            { label: account.name },
          ]}
          actions={
            <Group gap="sm">
              {account.unreconciled_count > 0 && (
                <Button
                  component={Link}
                  to={`/bank/${account.id}/reconcile`}
                  leftSection={<IconChecks size={16} />}
                >
                  {t('bank.reconcile.open', { count: account.unreconciled_count })}
                </Button>
              )}
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {t('bank.edit')}
              </Button>
            </Group>
          }
        />
        <Text c="dimmed" size="sm" data-testid="account-details">
          {details.join(' · ')}
        </Text>
      </Stack>
      <AccountFigures account={account} />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="bank-import"
      >
        <Stack gap="md">
          <SectionHeading id="bank-import" title={t('bank.import.title')} text={t('bank.import.text')} />
          <StatementImport account={account} />
        </Stack>
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="bank-lines">
        <SectionHeading id="bank-lines" title={t('bank.lines.title')} text={t('bank.lines.text')} />
        <BankLineList accountId={account.id} />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="bank-imports">
        <SectionHeading id="bank-imports" title={t('bank.imports.title')} text={t('bank.imports.text')} />
        <BankImportList accountId={account.id} />
      </Stack>
      <BankAccountFormDrawer opened={editing} account={account} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** One bank account: its figures, importing a statement, its lines and its imports. */
export default function BankAccountScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBankAccount(id);
  if (query.data) return <AccountDetail account={query.data} />;
  return (
    <RecordState
      query={query}
      title={t('bank.account.title')}
      crumbs={[{ label: t('nav.finance') }, { label: t('bank.title'), to: '/bank' }]}
      loading={t('bank.account.loading')}
      failed={t('bank.account.loadFailed')}
      notFound={{
        title: t('bank.account.notFound'),
        text: t('bank.account.notFoundText'),
        back: { label: t('bank.account.backToList'), to: '/bank' },
      }}
    />
  );
}
