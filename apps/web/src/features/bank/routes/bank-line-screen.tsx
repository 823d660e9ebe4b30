import { Anchor, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RecordState } from '../../../ui/record-state.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useBankAccount } from '../bank-accounts.ts';
import { amountColor, formatSignedAmount } from '../bank-figures.ts';
import { type BankLineWithAccount, useBankLine } from '../bank-lines.ts';
import { LineReconciliation } from '../components/line-reconciliation.tsx';
import { UndoReconciliationDialog } from '../components/undo-reconciliation-dialog.tsx';

/** A labelled fact of the line, its value any content (a coloured amount, a link). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

function LineDetail({ line }: { line: BankLineWithAccount }) {
  const { t } = useTranslation();
  // The account's name is only for the trail and the link: the line shows before it, and without it.
  const account = useBankAccount(line.accountId);
  const [undoing, setUndoing] = useState(false);
  const accountPath = `/bank/${encodeURIComponent(line.accountId)}`;
  const accountName = account.data?.name ?? t('bank.account.title');
  const cents = parseCents(line.amount) ?? 0;

  return (
    <Stack gap="xl">
      <PageHeader
        title={line.description}
        crumbs={[
          { label: t('nav.finance') },
          { label: t('bank.title'), to: '/bank' },
          { label: accountName, to: accountPath },
          { label: t('bank.line.title') },
        ]}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="lg">
          <Fact label={t('bank.lines.columns.date')}>
            <Text data-testid="bank-line-date">{formatDisplayDate(line.date)}</Text>
          </Fact>
          <Fact label={cents > 0 ? t('bank.reconcile.moneyIn') : t('bank.reconcile.moneyOut')}>
            <Text fw={700} style={{ color: amountColor(cents) }} data-testid="bank-line-amount">
              {formatSignedAmount(line.amount)}
            </Text>
          </Fact>
          <Fact label={t('bank.lines.columns.balance')}>
            <Text>{line.balance === null ? '—' : formatAmount(line.balance)}</Text>
          </Fact>
          <Fact label={t('bank.line.account')}>
            <Anchor component={Link} to={accountPath} data-testid="bank-line-account">
              {accountName}
            </Anchor>
          </Fact>
        </SimpleGrid>
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="bank-line-became">
        <SectionHeading id="bank-line-became" title={t('bank.line.became')} />
        {line.reconciliation ? (
          <Stack gap="xs" align="flex-start">
            <Badge color="green" variant="light" radius="sm" tt="none">
              {t('bank.lines.reconciledOne')}
            </Badge>
            <LineReconciliation
              description={line.description}
              reconciliation={line.reconciliation}
              onUndo={() => setUndoing(true)}
            />
          </Stack>
        ) : (
          <Stack gap="xs" align="flex-start" data-testid="bank-line-unreconciled">
            <Text fw={600}>{t('bank.line.notReconciled')}</Text>
            <Text size="sm" c="dimmed">
              {t('bank.line.notReconciledText')}
            </Text>
            <Anchor component={Link} to={`${accountPath}/reconcile`} size="sm">
              {t('bank.line.reconcile')}
            </Anchor>
          </Stack>
        )}
      </Stack>
      <UndoReconciliationDialog line={undoing ? line : null} onClose={() => setUndoing(false)} />
    </Stack>
  );
}

/** One bank line: when and how much, its account, and what it became or that it is still to reconcile. */
export default function BankLineScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBankLine(id);
  if (query.data) return <LineDetail line={query.data} />;
  return (
    <RecordState
      query={query}
      title={t('bank.line.title')}
      crumbs={[{ label: t('nav.finance') }, { label: t('bank.title'), to: '/bank' }]}
      loading={t('bank.line.loading')}
      failed={t('bank.line.loadFailed')}
      notFound={{
        title: t('bank.line.notFound'),
        text: t('bank.line.notFoundText'),
        back: { label: t('bank.account.backToList'), to: '/bank' },
      }}
    />
  );
}
