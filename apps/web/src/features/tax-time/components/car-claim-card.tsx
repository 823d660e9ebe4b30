import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatAmount, formatPercent, intlLocale } from '@sorted/core/i18n/format';
import { CENTS_PER_KM_LIMIT_KM } from '@sorted/core/tax-time/car';
import { IconPencil, IconRoad, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CarClaim, Vehicle } from '../car-data.ts';
import { METHOD_LABELS } from '../car-form-model.ts';

const km = (value: number, language: string | undefined) =>
  new Intl.NumberFormat(intlLocale(language)).format(value);

/** Why a vehicle has no claim, by the API's reason. */
const GAP_TEXTS = {
  'company-uses-actual-costs': 'car.gaps.company-uses-actual-costs',
  'trust-uses-actual-costs': 'car.gaps.trust-uses-actual-costs',
  'partnership-without-individual': 'car.gaps.partnership-without-individual',
  'no-method': 'car.gaps.no-method',
  'no-rate': 'car.gaps.no-rate',
  'logbook-not-usable': 'car.gaps.logbook-not-usable',
  'no-logbook': 'car.gaps.no-logbook',
} as const;

/** How the claim was worked out, as a line of arithmetic. */
function Working({ claim }: { claim: CarClaim }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  if (claim.claim === null) return null;
  if (claim.method === 'cents_per_km' && claim.km_claimed !== null && claim.rate_cents !== null) {
    return (
      <Stack gap={2}>
        <Text data-testid="car-working">
          {t('car.working.centsPerKm', {
            km: km(claim.km_claimed, language),
            rate: claim.rate_cents,
            claim: formatAmount(claim.claim),
          })}
        </Text>
        {claim.capped && claim.business_km !== null && (
          <Text size="sm" c="dimmed" data-testid="car-capped">
            {t('car.working.capped', {
              limit: km(CENTS_PER_KM_LIMIT_KM, language),
              km: km(claim.business_km, language),
            })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Text data-testid="car-working">
      {t('car.working.share', {
        expenses: formatAmount(claim.vehicle_expenses ?? '0'),
        percent: formatPercent((claim.business_use_bps ?? 0) / 100, language),
        claim: formatAmount(claim.claim),
      })}
    </Text>
  );
}

interface CarClaimCardProps {
  vehicle: Vehicle;
  claim: CarClaim | undefined;
  year: string;
  onEdit: () => void;
  onYear: () => void;
  onDelete: () => void;
}

/** One vehicle: whether it is a car, its method for the year, the claim and its working, or why none. */
export function CarClaimCard({ vehicle, claim, year, onEdit, onYear, onDelete }: CarClaimCardProps) {
  const { t, i18n } = useTranslation();
  const gap = claim?.gap ?? null;
  const companyGap =
    gap === 'company-uses-actual-costs' ||
    gap === 'trust-uses-actual-costs' ||
    gap === 'partnership-without-individual';
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`vehicle-${vehicle.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {vehicle.name}
              </Title>
              <Badge color={vehicle.is_car ? 'blue' : 'yellow'} variant="light">
                {vehicle.is_car ? t('car.isCar') : t('car.notCar')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('car.vehicleFacts', {
                business: claim?.business_name ?? '',
                payload: km(vehicle.payload_kg, i18n.resolvedLanguage),
                passengers: vehicle.passengers,
              })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit}>
              {t('car.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              aria-label={t('car.deleteNamed', { name: vehicle.name })}
            >
              {t('car.delete')}
            </Button>
          </Group>
        </Group>
        {!vehicle.is_car && <Text size="sm">{t('car.notCarText')}</Text>}
        {companyGap ? (
          <Alert color="yellow" variant="light" title={t('car.companyTitle')} data-testid="car-gap">
            {t(GAP_TEXTS[gap])}
          </Alert>
        ) : (
          <>
            <Group justify="space-between" align="center" wrap="wrap">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {claim?.method ? t(METHOD_LABELS[claim.method]) : t('car.noMethod', { year })}
                </Text>
                {claim?.claim != null && (
                  <Group gap="xs">
                    <Text fz="xl" fw={700} data-testid="car-claim">
                      {formatAmount(claim.claim)}
                    </Text>
                    {claim.basis !== 'confirmed' && (
                      <Badge color="orange" variant="light">
                        {t('car.estimate')}
                      </Badge>
                    )}
                  </Group>
                )}
              </Stack>
              <Button variant="light" leftSection={<IconRoad size={16} />} onClick={onYear}>
                {claim?.method ? t('car.changeYear', { year }) : t('car.setYear', { year })}
              </Button>
            </Group>
            {claim && <Working claim={claim} />}
            {claim?.basis === 'estimate' && (
              <Text size="sm" c="dimmed">
                {t('car.estimateText')}
              </Text>
            )}
            {claim?.logbook_usable && (
              <Text size="sm" c="dimmed">
                {t('car.logbookValid', { first: claim.logbook_first_year, last: claim.logbook_last_year })}
              </Text>
            )}
            {gap && gap !== 'no-method' && (
              <Alert color="yellow" variant="light" data-testid="car-gap">
                {t(GAP_TEXTS[gap])}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
