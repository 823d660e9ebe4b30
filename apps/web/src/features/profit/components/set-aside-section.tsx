import { Alert, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { isLocale } from '@sorted/core/i18n/locales';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
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

/**
 * A business's GST to keep: every BAS period not marked lodged since the first one counted, and the
 * current one, each with its 1A and 1B as the BAS takes them and whether it is overdue.
 */
function GstLine({ business }: { business: SetAside['gst'][number] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <Card withBorder radius="md" padding="md" data-testid="set-aside-gst">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Text fw={600}>{t('profit.setAside.gst', { name: business.name })}</Text>
        <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(business.owed)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {business.counted_from === null
          ? t('profit.setAside.gstText', {
              start: formatDisplayDate(business.period.start),
              end: formatDisplayDate(business.period.end),
              sales: formatAmount(business.gst_on_sales),
              purchases: formatAmount(business.gst_on_purchases),
              due: formatDisplayDate(business.period.due),
            })
          : t('profit.setAside.gstPeriodsText', { start: formatDisplayDate(`${business.counted_from}-01`) })}
      </Text>
      {business.counted_from !== null && business.periods.length > 0 && (
        <Box mt="sm">
          <StackedTable minWidth={520}>
            <Table fz="sm" data-testid="set-aside-gst-periods">
              <Table.Caption>{t('profit.setAside.periods.caption', { name: business.name })}</Table.Caption>
              <TableHead
                columns={[
                  t('profit.setAside.periods.period'),
                  { amount: t('profit.setAside.periods.sales') },
                  { amount: t('profit.setAside.periods.purchases') },
                  { amount: t('profit.setAside.periods.owed') },
                ]}
              />
              <Table.Tbody>
                {business.periods.map((period) => (
                  <Table.Tr key={period.key} data-testid="set-aside-gst-period">
                    <Table.Td {...labelled(t('profit.setAside.periods.period'))}>
                      <Group gap={6} wrap="wrap">
                        <Text span size="sm" fw={600}>
                          {basPeriodLabel(period.key, locale)}
                        </Text>
                        {period.current && (
                          <Badge size="sm" variant="light" color="blue">
                            {t('profit.setAside.periods.current')}
                          </Badge>
                        )}
                        {period.overdue && (
                          <Badge size="sm" variant="light" color="red">
                            {t('profit.setAside.periods.overdue')}
                          </Badge>
                        )}
                        <Text span size="xs" c="dimmed">
                          {t('profit.setAside.periods.due', { date: formatDisplayDate(period.due) })}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('profit.setAside.periods.sales'))}>
                      {formatAmount(period.gst_on_sales)}
                    </Table.Td>
                    <Table.Td ta="right" {...labelled(t('profit.setAside.periods.purchases'))}>
                      {formatAmount(period.gst_on_purchases)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} {...labelled(t('profit.setAside.periods.owed'))}>
                      {formatAmount(period.owed)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </StackedTable>
        </Box>
      )}
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
              {aside.gst.length === 0
                ? t('profit.setAside.totalTextNoGst')
                : Number(aside.payg_instalments_paid) !== 0
                  ? t('profit.setAside.totalTextPayg')
                  : t('profit.setAside.totalText')}
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
      {Number(aside.payg_instalments_paid) !== 0 && (
        <Line
          testId="set-aside-payg-paid"
          title={t('profit.setAside.paygPaid')}
          amount={aside.payg_instalments_paid}
          text={t('profit.setAside.paygPaidText', { still: formatAmount(aside.tax_still_to_pay) })}
        />
      )}
      {aside.gst.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="set-aside-no-gst">
          {t('profit.setAside.noGst')}
        </Text>
      ) : (
        aside.gst.map((business) => <GstLine key={business.id} business={business} />)
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
