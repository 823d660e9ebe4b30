import { Alert, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { IconArrowRight, IconReceiptTax } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The profit feature's data module: the card shows what its screen explains.
import { type SetAside, useSetAside } from '../../profit/index.ts';
import { DashboardCard } from './dashboard-card.tsx';

function Row({ label, amount, testId }: { label: string; amount: string | undefined; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {amount === undefined ? (
        <Skeleton height={18} width={90} />
      ) : (
        <Text fw={700} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(amount)}
        </Text>
      )}
    </Group>
  );
}

function Figures({ aside }: { aside: SetAside | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <Row
        label={t('dashboard.taxSummary.profit', { label: aside?.financial_year.label ?? '' })}
        amount={aside?.profit_so_far}
        testId="tax-summary-profit"
      />
      <Row label={t('dashboard.taxSummary.setAside')} amount={aside?.total} testId="tax-summary-set-aside" />
      {aside && aside.gst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.taxSummary.noGst')}
        </Text>
      ) : (
        <Row label={t('dashboard.taxSummary.gst')} amount={aside?.gst_owed} testId="tax-summary-gst" />
      )}
    </Stack>
  );
}

/** The Tax Summary: profit so far this financial year, what to set aside and the GST owed, with a way to the screen that explains them. */
export function TaxSummaryCard() {
  const { t } = useTranslation();
  const query = useSetAside();
  return (
    <DashboardCard aria-labelledby="tax-summary-title" h="100%">
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconReceiptTax size={26} stroke={1.6} />
            </ThemeIcon>
            <Badge variant="light" color="grape" radius="sm">
              {t('dashboard.taxSummary.estimate')}
            </Badge>
          </Group>
          <Text id="tax-summary-title" fw={600} size="lg">
            {t('dashboard.taxSummary.title')}
          </Text>
          {query.isError && !query.data ? (
            <Alert color="red" variant="light" title={t('dashboard.taxSummary.loadFailed')}>
              <Button mt="xs" size="xs" variant="default" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : (
            <Figures aside={query.data} />
          )}
        </Stack>
        <Button component={Link} to="/profit" variant="light" rightSection={<IconArrowRight size={16} />}>
          {t('dashboard.taxSummary.open')}
        </Button>
      </Stack>
    </DashboardCard>
  );
}
