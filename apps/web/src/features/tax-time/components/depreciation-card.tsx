import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconEdit, IconReceiptRefund, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { ASSET_METHOD_LABELS } from '../asset-form-model.ts';
import type { BusinessSchedule, RegisterAsset } from '../assets-data.ts';

const GAP_LABELS = {
  'not-yet-used': 'assets.gaps.notYetUsed',
  disposed: 'assets.gaps.disposed',
  'unknown-year': 'assets.gaps.unknownYear',
} as const;

const POOL_RULES = {
  empty: 'assets.pool.rules.empty',
  negative: 'assets.pool.rules.negative',
  'low-pool-value': 'assets.pool.rules.lowPoolValue',
  'full-expensing': 'assets.pool.rules.fullExpensing',
  rates: 'assets.pool.rules.rates',
  'rates-capped': 'assets.pool.rules.ratesCapped',
} as const;

/** "Estimate" or "Secondary source" beside a figure resting on something weaker than confirmed. */
export function BasisBadge({ basis }: { basis: 'confirmed' | 'secondary' | 'estimate' | null }) {
  const { t } = useTranslation();
  if (!basis || basis === 'confirmed') return null;
  return (
    <Badge variant="light" color={basis === 'estimate' ? 'orange' : 'gray'} size="sm">
      {t(basis === 'estimate' ? 'taxTime.basis.estimate' : 'taxTime.basis.secondary')}
    </Badge>
  );
}

interface DepreciationCardProps {
  schedule: BusinessSchedule;
  assets: RegisterAsset[];
  onEdit: (asset: RegisterAsset) => void;
  onDispose: (asset: RegisterAsset) => void;
  onDelete: (asset: RegisterAsset) => void;
}

/** One business's assets and their year: the method applied, the values and the deduction; then the pool. */
export function DepreciationCard({ schedule, assets, onEdit, onDispose, onDelete }: DepreciationCardProps) {
  const { t } = useTranslation();
  const pool = schedule.pool;
  const poolLines = pool
    ? ([
        ['assets.pool.opening', pool.opening],
        ['assets.pool.openingRate', pool.opening_rate],
        ['assets.pool.additions', pool.additions],
        ['assets.pool.additionsRate', pool.additions_rate],
        ['assets.pool.disposals', pool.disposal_proceeds],
        ['assets.pool.deduction', pool.deduction],
        ['assets.pool.closing', pool.closing],
      ] as const)
    : [];
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`depreciation-${schedule.companyId}`}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} fz="lg">
            {schedule.business_name}
          </Title>
          <Group gap="xs">
            <Text fw={700} data-testid="depreciation-business-total">
              {t('assets.businessTotal', { amount: formatAmount(schedule.total_deduction) })}
            </Text>
            {schedule.assessable_income !== '0.00' && (
              <Text fw={700} data-testid="depreciation-business-income">
                {t('assets.businessIncome', { amount: formatAmount(schedule.assessable_income) })}
              </Text>
            )}
            <BasisBadge basis={schedule.basis} />
          </Group>
        </Group>
        {!schedule.small_business &&
          assets.some(
            (asset) =>
              asset.companyId === schedule.companyId &&
              (asset.method === 'instant' || asset.method === 'pool'),
          ) && (
            <Alert color="yellow" variant="light" data-testid="assets-not-small-business">
              {t('assets.notSmallBusiness')}
            </Alert>
          )}
        <StackedTable minWidth={720}>
          <Table verticalSpacing="xs" data-testid="assets-table">
            <TableHead
              columns={[
                t('assets.columns.asset'),
                t('assets.columns.method'),
                { amount: t('assets.columns.opening') },
                { amount: t('assets.columns.deduction') },
                { amount: t('assets.columns.closing') },
                { hidden: t('assets.columns.actions') },
              ]}
            />
            <Table.Tbody>
              {schedule.assets.map((row) => {
                const asset = assets.find((entry) => entry.id === row.asset_id);
                const balancing = row.balancing_adjustment !== '0.00';
                return (
                  <Table.Tr key={row.asset_id} data-testid={`asset-row-${row.asset_id}`}>
                    <Table.Td {...labelled(t('assets.columns.asset'))}>
                      <div>
                        <Text fw={600}>{row.name}</Text>
                        {asset && (
                          <Text size="xs" c="dimmed">
                            {t('assets.summary', {
                              cost: formatAmount(asset.cost),
                              date: formatDisplayDate(asset.first_used),
                              percent: asset.business_use_percent,
                            })}
                          </Text>
                        )}
                        {asset?.disposed_on && (
                          <Text size="xs" c="dimmed">
                            {t('assets.disposedSummary', {
                              date: formatDisplayDate(asset.disposed_on),
                              amount: formatAmount(asset.proceeds ?? '0.00'),
                            })}
                          </Text>
                        )}
                        {row.car_limited && (
                          <Text size="xs" c="dimmed">
                            {t('assets.carLimited', { amount: formatAmount(row.counted_cost) })}
                          </Text>
                        )}
                      </div>
                    </Table.Td>
                    <Table.Td {...labelled(t('assets.columns.method'))}>
                      <Group gap={4}>
                        <Text size="sm">
                          {row.applied
                            ? t(ASSET_METHOD_LABELS[row.applied])
                            : t(GAP_LABELS[row.gap ?? 'disposed'])}
                        </Text>
                        <BasisBadge basis={row.gap ? null : row.basis} />
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('assets.columns.opening'))}>
                      {formatAmount(row.opening)}
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('assets.columns.deduction'))}>
                      <div>
                        <Text size="sm" fw={600} data-testid="asset-deduction">
                          {formatAmount(row.deduction)}
                        </Text>
                        {balancing && (
                          <Text size="xs" c="dimmed">
                            {row.balancing_adjustment.startsWith('-')
                              ? t('assets.balancingDeduction', {
                                  amount: formatAmount(row.balancing_adjustment.slice(1)),
                                })
                              : t('assets.balancingIncome', {
                                  amount: formatAmount(row.balancing_adjustment),
                                })}
                          </Text>
                        )}
                      </div>
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('assets.columns.closing'))}>
                      {formatAmount(row.closing)}
                    </Table.Td>
                    <Table.Td>
                      {asset && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            variant="subtle"
                            size="xs"
                            leftSection={<IconEdit size={14} />}
                            onClick={() => onEdit(asset)}
                            aria-label={t('assets.editNamed', { name: asset.name })}
                          >
                            {t('assets.editShort')}
                          </Button>
                          {!asset.disposed_on && (
                            <Button
                              variant="subtle"
                              size="xs"
                              leftSection={<IconReceiptRefund size={14} />}
                              onClick={() => onDispose(asset)}
                              aria-label={t('assets.disposeNamed', { name: asset.name })}
                            >
                              {t('assets.disposeShort')}
                            </Button>
                          )}
                          <Button
                            variant="subtle"
                            color="red"
                            size="xs"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => onDelete(asset)}
                            aria-label={t('assets.deleteNamed', { name: asset.name })}
                          >
                            {t('assets.delete')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </StackedTable>
        {pool && (pool.rule !== 'empty' || pool.opening !== '0.00') && (
          <Stack gap="xs" data-testid="assets-pool">
            <Group gap="xs">
              <Title order={4} fz="md">
                {t('assets.pool.title')}
              </Title>
              <BasisBadge basis={pool.basis} />
            </Group>
            <Table withRowBorders={false} verticalSpacing={2} maw={480}>
              <Table.Tbody>
                {poolLines.map(([key, amount]) => (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Text size="sm" fw={key === 'assets.pool.deduction' ? 700 : 400}>
                        {t(key)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={key === 'assets.pool.deduction' ? 700 : 400}>
                        {formatAmount(amount)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {t(POOL_RULES[pool.rule], { amount: formatAmount(pool.assessable_income) })}
            </Text>
          </Stack>
        )}
        {!schedule.worked && <Text size="sm">{t('assets.notWorked')}</Text>}
      </Stack>
    </Card>
  );
}
