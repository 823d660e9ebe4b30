import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@sorted/core/dates/calendar';
import { formatAmount } from '@sorted/core/money/cents';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state.tsx';
import { COMPANY_RATE_LABELS } from '../labels.ts';
import { type SetAside, useSetAside } from '../profit.ts';
import { TaxProfileForm } from './tax-profile-form.tsx';

function Line({
  title,
  amount,
  text,
  testId,
}: {
  title: string;
  amount: string;
  text: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Text fw={600}>{title}</Text>
        <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(amount)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {text}
      </Text>
    </Card>
  );
}

function Estimates({ aside }: { aside: SetAside }) {
  const { t } = useTranslation();
  const days = { days: aside.days_elapsed, daysInYear: aside.days_in_year };
  return (
    <Stack gap="sm">
      <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-default-hover)">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {t('profit.setAside.total')}
            </Text>
            <Text size="sm" c="dimmed" maw={520}>
              {aside.gst.length > 0 ? t('profit.setAside.totalText') : t('profit.setAside.totalTextNoGst')}
            </Text>
          </Stack>
          <Text fw={800} fz={28} data-testid="set-aside-total">
            {formatAmount(aside.total)}
          </Text>
        </Group>
      </Card>
      {aside.individual && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Line
            testId="set-aside-so-far"
            title={t('profit.setAside.taxSoFar')}
            amount={aside.individual.so_far.total}
            text={t('profit.setAside.taxSoFarText', {
              profit: formatAmount(aside.individual.so_far.profit),
              incomeTax: formatAmount(aside.individual.so_far.income_tax),
              medicare: formatAmount(aside.individual.so_far.medicare_levy),
              ...days,
            })}
          />
          <Line
            testId="set-aside-projected"
            title={t('profit.setAside.projected')}
            amount={aside.individual.projected.total}
            text={t('profit.setAside.projectedText', {
              profit: formatAmount(aside.individual.so_far.profit),
              projected: formatAmount(aside.individual.projected.profit),
              incomeTax: formatAmount(aside.individual.projected.income_tax),
              medicare: formatAmount(aside.individual.projected.medicare_levy),
              ...days,
            })}
          />
        </SimpleGrid>
      )}
      {aside.companies.map((company) => (
        <Line
          key={company.id}
          testId="set-aside-company"
          title={t('profit.setAside.company', { name: company.name })}
          amount={company.so_far.total}
          text={t('profit.setAside.companyText', {
            rate: t(COMPANY_RATE_LABELS[company.company_tax_rate]),
            profit: formatAmount(company.so_far.profit),
            projected: formatAmount(company.projected.profit),
            projectedTax: formatAmount(company.projected.total),
          })}
        />
      ))}
      {aside.gst.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="set-aside-no-gst">
          {t('profit.setAside.noGst')}
        </Text>
      ) : (
        aside.gst.map((business) => (
          <Line
            key={business.id}
            testId="set-aside-gst"
            title={t('profit.setAside.gst', { name: business.name })}
            amount={business.owed}
            text={t('profit.setAside.gstText', {
              start: formatDisplayDate(business.period.start),
              end: formatDisplayDate(business.period.end),
              sales: formatAmount(business.gst_on_sales),
              purchases: formatAmount(business.gst_on_purchases),
              due: formatDisplayDate(business.period.due),
            })}
          />
        ))
      )}
      <Text size="xs" c="dimmed">
        {t('profit.setAside.ratesNote', { year: aside.rates_year })}
      </Text>
    </Stack>
  );
}

/** What to keep aside for tax and GST, each figure explained, and the profile the estimate reads. */
export function SetAsideSection() {
  const { t } = useTranslation();
  const query = useSetAside();
  return (
    <Stack gap="md" component="section" aria-labelledby="set-aside-title">
      <Group gap="sm">
        <Title order={2} size="h3" id="set-aside-title">
          {t('profit.setAside.title')}
        </Title>
        <Badge variant="light" color="grape">
          {t('profit.setAside.badge')}
        </Badge>
      </Group>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('profit.setAside.estimate')}
      </Alert>
      <QueryState
        query={query}
        loading={t('profit.setAside.loading')}
        failed={t('profit.setAside.loadFailed')}
      >
        {(aside) => <Estimates aside={aside} />}
      </QueryState>
      <TaxProfileForm />
    </Stack>
  );
}
