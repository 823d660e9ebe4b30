import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { categoryLabel } from '../../expenses/index.ts';
import { type BasFigure, useBasRecords } from '../bas.ts';
import { FIGURES } from '../bas-figures.ts';

/** The invoices and expenses behind one figure of a period, a page at a time. */
export function RecordsPanel({
  companyId,
  period,
  figure,
}: {
  companyId: string;
  period: string;
  figure: BasFigure;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBasRecords(companyId, period, figure, page);
  const code = FIGURES.find((entry) => entry.figure === figure)?.code ?? '';
  // Opened below the worksheet, perhaps below the fold: brought into view (the panel mounts per figure).
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    card.current?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, []);
  return (
    <Card ref={card} withBorder radius="md" padding="lg" data-testid="bas-records">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('bas.recordsTitle', { figure: code })}
        </Title>
        <QueryState
          query={query}
          loading={t('bas.recordsLoading')}
          failed={t('bas.recordsFailed')}
          isEmpty={(data) => data.records.length === 0}
          empty={<Text c="dimmed">{t('bas.recordsEmpty')}</Text>}
        >
          {(data) => (
            <Stack gap="sm">
              <StackedTable minWidth={560}>
                <Table striped>
                  <TableHead
                    columns={[
                      t('bas.date'),
                      t('bas.reference'),
                      t('bas.party'),
                      { amount: t('bas.amount') },
                      { amount: t('bas.gst') },
                    ]}
                  />
                  <Table.Tbody>
                    {data.records.map((record) => (
                      <Table.Tr key={record.id} data-testid="bas-record">
                        <Table.Td {...labelled(t('bas.date'))}>{formatDisplayDate(record.date)}</Table.Td>
                        <Table.Td {...labelled(t('bas.reference'))}>
                          {record.kind === 'invoice' ? (
                            <Anchor component={Link} to={`/invoice/overview/${record.record_id}`}>
                              {record.reference}
                            </Anchor>
                          ) : (
                            <Group gap={6}>
                              <Badge variant="light" color="gray" size="sm">
                                {t('bas.expense')}
                              </Badge>
                              {record.reference ?? t(categoryLabel(record.category))}
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td {...labelled(t('bas.party'))}>{record.party}</Table.Td>
                        <Table.Td ta="right" {...labelled(t('bas.amount'))} data-testid="bas-record-amount">
                          {formatAmount(record.amount)}
                        </Table.Td>
                        <Table.Td ta="right" {...labelled(t('bas.gst'))}>
                          {formatAmount(record.gst)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </StackedTable>
              {data.total > 20 && (
                <ListPagination total={Math.ceil(data.total / 20)} value={page} onChange={setPage} />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
