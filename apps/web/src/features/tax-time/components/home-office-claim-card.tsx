import { Alert, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state.tsx';
import { formatHoursMinutes, type HomeOfficeClaim, useHomeOfficeClaim } from '../home-office.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The rate's basis said in words: an estimate and a secondary source are labelled, a confirmed rate is not. */
function RateBasis({ claim }: { claim: HomeOfficeClaim }) {
  const { t } = useTranslation();
  if (claim.basis === 'confirmed') return null;
  const estimate = claim.basis === 'estimate';
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={estimate ? 'orange' : 'gray'} variant="light" data-testid="home-office-basis">
        {estimate ? t('taxTime.basis.estimate') : t('taxTime.basis.secondary')}
      </Badge>
      <Text size="sm" c="dimmed">
        {estimate
          ? t('taxTime.homeOffice.claim.estimateText', { year: claim.year })
          : t('taxTime.homeOffice.claim.secondaryText', { year: claim.year })}
      </Text>
    </Stack>
  );
}

function Claim({ claim }: { claim: HomeOfficeClaim }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="md">
        <Figure
          label={t('taxTime.homeOffice.claim.hours')}
          value={formatHoursMinutes(claim.total_minutes)}
          testId="home-office-hours"
        />
        <Figure
          label={t('taxTime.homeOffice.claim.rate')}
          value={t('taxTime.homeOffice.claim.rateValue', { rate: formatAud(claim.rate_cents) })}
          testId="home-office-rate"
        />
        <Figure
          label={t('taxTime.homeOffice.claim.claim')}
          value={formatAud(claim.claim_cents)}
          testId="home-office-claim"
        />
      </SimpleGrid>
      <RateBasis claim={claim} />
      {claim.outside_year.length > 0 && (
        <Text size="sm" c="orange.8">
          {t('taxTime.homeOffice.claim.outsideYear', { count: claim.outside_year.length })}
        </Text>
      )}
    </Stack>
  );
}

/** The year's claim at the fixed rate, what the rate covers, and the occupancy warning (never claimed). */
export function HomeOfficeClaimCard({ year }: { year: string }) {
  const { t } = useTranslation();
  const query = useHomeOfficeClaim(year);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-office-claim-title">
        <Title order={2} size="h4" id="home-office-claim-title" mb="sm">
          {t('taxTime.homeOffice.claim.title', { year })}
        </Title>
        <QueryState
          query={query}
          loading={t('taxTime.homeOffice.claim.loading')}
          failed={t('taxTime.homeOffice.claim.loadFailed')}
        >
          {(claim) => <Claim claim={claim} />}
        </QueryState>
      </Card>
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle />}
        title={t('taxTime.homeOffice.covers.title')}
      >
        <Text size="sm">{t('taxTime.homeOffice.covers.text')}</Text>
        <Text size="sm" mt={6}>
          {t('taxTime.homeOffice.covers.records')}
        </Text>
      </Alert>
      <Alert
        variant="light"
        color="yellow"
        icon={<IconAlertTriangle />}
        title={t('taxTime.homeOffice.occupancy.title')}
      >
        <Text size="sm">{t('taxTime.homeOffice.occupancy.text')}</Text>
        <Text size="sm" mt={6} fw={600}>
          {t('taxTime.homeOffice.occupancy.cgt')}
        </Text>
      </Alert>
    </Stack>
  );
}
