import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { IconDeviceLaptop, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { type RegisterAsset, useAssets, useDeleteAsset, useDepreciation } from '../assets-data.ts';
import { AssetFormDrawer } from '../components/asset-form-drawer.tsx';
import { BasisBadge, DepreciationCard } from '../components/depreciation-card.tsx';
import { TaxTimeTabs } from '../components/tax-time-tabs.tsx';
import {
  currentYearStart,
  financialYears,
  TaxYearPicker,
  useTaxYear,
} from '../components/tax-year-picker.tsx';

/** The first year the write-off table knows. */
const FIRST_YEAR = 2020;

/** Assets and depreciation: the register, and each business's schedule for the financial year. */
export default function AssetsScreen() {
  const { t } = useTranslation();
  const years = financialYears(FIRST_YEAR, currentYearStart() + 1);
  const [year, setYear] = useTaxYear(years);
  const assets = useAssets();
  const depreciation = useDepreciation(year);
  const [form, setForm] = useState<{ asset?: RegisterAsset; disposing?: boolean } | null>(null);
  const [toDelete, setToDelete] = useState<RegisterAsset | null>(null);
  const removal = useDeleteAsset();

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => notify.success(t('assets.deleted', { name: toDelete.name })),
      onError: (error) => notify.error(t('assets.deleteFailed'), error),
      onSettled: () => setToDelete(null),
    });
  };

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({})}>
      {t('assets.add')}
    </Button>
  );
  const actions = (
    <Group gap="sm" align="flex-end">
      <TaxYearPicker years={years} year={year} onChange={setYear} />
      {add}
    </Group>
  );
  const first = depreciation.data?.schedules[0];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.assets.title')}
        crumbs={[{ label: t('taxTime.title'), to: '/tax-time' }, { label: t('screens.assets.title') }]}
        actions={actions}
      />
      <TaxTimeTabs active="assets" />
      <Text c="dimmed" maw={720}>
        {t('assets.intro')} <Link to="/faq">{t('assets.helpLink')}</Link>
      </Text>
      <QueryState
        query={assets}
        loading={t('assets.loading')}
        failed={t('assets.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            testId="assets-empty"
            icon={<IconDeviceLaptop size={40} stroke={1.4} aria-hidden />}
            title={t('assets.empty')}
            text={t('assets.emptyText')}
            action={add}
          />
        }
      >
        {(list) => (
          <Stack gap="md">
            {depreciation.data && (
              <Alert variant="light" color="teal" title={t('assets.totalTitle', { year })}>
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fz="lg" fw={700} data-testid="depreciation-total">
                      {formatAmount(depreciation.data.total)}
                    </Text>
                  </Group>
                  {first?.write_off_threshold && (
                    <Group gap="xs">
                      <Text size="sm">
                        {t('assets.threshold', { year, amount: formatAmount(first.write_off_threshold) })}
                      </Text>
                      <BasisBadge basis={first.threshold_basis} />
                    </Group>
                  )}
                  {first?.announced_threshold && (
                    <Text size="sm" c="dimmed">
                      {t('assets.announced', { amount: formatAmount(first.announced_threshold) })}
                    </Text>
                  )}
                </Stack>
              </Alert>
            )}
            {depreciation.isError && (
              <Alert color="red" variant="light">
                {t('assets.loadFailed')}
              </Alert>
            )}
            {depreciation.data?.schedules.map((schedule) => (
              <DepreciationCard
                key={schedule.companyId}
                schedule={schedule}
                assets={list}
                onEdit={(asset) => setForm({ asset })}
                onDispose={(asset) => setForm({ asset, disposing: true })}
                onDelete={setToDelete}
              />
            ))}
            <Text size="sm" c="dimmed" maw={720}>
              {t('assets.rulesNote')}
            </Text>
          </Stack>
        )}
      </QueryState>
      <AssetFormDrawer
        opened={form !== null}
        asset={form?.asset}
        disposing={form?.disposing ?? false}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('assets.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
