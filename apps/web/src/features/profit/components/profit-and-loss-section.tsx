import { Box, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatMonth } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { financialYear, financialYearContaining } from '@sorted/core/profit/profit-and-loss';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { UnreconciledLinesNotice } from '../../../ui/unreconciled-lines-notice.tsx';
import { categoryLabel } from '../../expenses/index.ts';
import { BASIS_LABELS } from '../labels.ts';
import { type ProfitAndLoss, useProfitAndLoss } from '../profit.ts';
import { ProfitChart } from './profit-chart.tsx';

/** How many financial years back the year menu offers. */
const YEARS_OFFERED = 5;

const isLoss = (amount: string) => (parseCents(amount) ?? 0) < 0;
const lossColour = (amount: string) => (isLoss(amount) ? { c: 'red.8' } : {});

function Figure({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} {...lossColour(amount)}>
        {formatAmount(amount)}
      </Text>
    </Card>
  );
}

function isEmptyYear(pnl: ProfitAndLoss) {
  return pnl.totals.income === '0.00' && pnl.totals.expenses === '0.00';
}

function Figures({ pnl }: { pnl: ProfitAndLoss }) {
  const { t, i18n } = useTranslation();
  const months = pnl.months.map((row) => ({ ...row, label: formatMonth(row.month, i18n.language, false) }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('profit.summary.income')} amount={pnl.totals.income} testId="pnl-income" />
        <Figure label={t('profit.summary.expenses')} amount={pnl.totals.expenses} testId="pnl-expenses" />
        <Figure
          label={isLoss(pnl.totals.profit) ? t('profit.summary.loss') : t('profit.summary.profit')}
          amount={pnl.totals.profit}
          testId="pnl-profit"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('profit.summary.basisNote')}
      </Text>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pnl-months-title">
        <Title order={3} size="h4" id="pnl-months-title" mb="sm">
          {t('profit.chart.title')}
        </Title>
        <ProfitChart months={months} />
        <Box mt="md">
          <StackedTable minWidth={420}>
            <Table striped>
              <TableHead
                columns={[
                  t('profit.months.month'),
                  { amount: t('profit.chart.income') },
                  { amount: t('profit.chart.expenses') },
                  { amount: t('profit.summary.profit') },
                ]}
              />
              <Table.Tbody>
                {pnl.months.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={400}>
                      {formatMonth(row.month, i18n.language)}
                    </Table.Th>
                    <Table.Td ta="right" {...labelled(t('profit.chart.income'))}>
                      {formatAmount(row.income)}
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('profit.chart.expenses'))}>
                      {formatAmount(row.expenses)}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      {...lossColour(row.profit)}
                      {...labelled(t('profit.summary.profit'))}
                    >
                      {formatAmount(row.profit)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </StackedTable>
        </Box>
      </Card>
      <SimpleGrid cols={{ base: 1, md: pnl.businesses.length > 1 ? 2 : 1 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pnl-categories-title">
          <Title order={3} size="h4" id="pnl-categories-title" mb="sm">
            {t('profit.categories.title')}
          </Title>
          {pnl.categories.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('profit.categories.empty')}
            </Text>
          ) : (
            <Table>
              <TableHead
                columns={[
                  t('profit.categories.category'),
                  { amount: t('profit.categories.count') },
                  { amount: t('profit.categories.amount') },
                ]}
              />
              <Table.Tbody>
                {pnl.categories.map((row) => (
                  <Table.Tr key={row.category}>
                    <Table.Th scope="row" fw={400}>
                      {t(categoryLabel(row.category))}
                    </Table.Th>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right">{formatAmount(row.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        {pnl.businesses.length > 1 && (
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="pnl-businesses-title"
          >
            <Title order={3} size="h4" id="pnl-businesses-title" mb="sm">
              {t('profit.businesses.title')}
            </Title>
            <Table>
              <TableHead
                columns={[
                  t('profit.businesses.name'),
                  t('profit.businesses.basis'),
                  { amount: t('profit.summary.profit') },
                ]}
              />
              <Table.Tbody>
                {pnl.businesses.map((business) => (
                  <Table.Tr key={business.id}>
                    <Table.Th scope="row" fw={400}>
                      {business.name}
                    </Table.Th>
                    <Table.Td>{t(BASIS_LABELS[business.accounting_basis])}</Table.Td>
                    <Table.Td ta="right">{formatAmount(business.profit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The financial year's profit and loss: the year menu, the totals, the months with their chart, the categories. */
export function ProfitAndLossSection({
  year,
  onYearChange,
}: {
  year: number | null;
  onYearChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const query = useProfitAndLoss(year);
  const current = query.data?.financial_year.start;
  // The years offered count back from today's.
  const newest = query.data ? financialYearContaining(query.data.today).start : 0;
  const options = Array.from({ length: YEARS_OFFERED }, (_, index) => financialYear(newest - index)).map(
    (option) => ({ value: String(option.start), label: t('profit.yearOption', { label: option.label }) }),
  );
  return (
    <Stack gap="md" component="section" aria-labelledby="pnl-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="pnl-title">
          {t('profit.pnlTitle')}
        </Title>
        {current !== undefined && (
          <Select
            label={t('profit.year')}
            data={options}
            value={String(current)}
            allowDeselect={false}
            onChange={(value) => value && onYearChange(Number(value))}
            w={200}
          />
        )}
      </Group>
      {/* Above the figures, and with none: a year of imported lines not yet reconciled looks empty. */}
      <UnreconciledLinesNotice count={query.data?.unreconciled_bank_lines} />
      <QueryState
        query={query}
        loading={t('profit.loading')}
        failed={t('profit.loadFailed')}
        isEmpty={isEmptyYear}
        empty={
          <EmptyState
            icon={<IconChartBar size={28} />}
            title={t('profit.empty.title', { label: query.data?.financial_year.label ?? '' })}
            text={t('profit.empty.text')}
            testId="pnl-empty"
          />
        }
      >
        {(pnl) => <Figures pnl={pnl} />}
      </QueryState>
    </Stack>
  );
}
