import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { carsDepreciatedBeside } from '@sorted/core/tax-time/car-expenses';
import { yearStart } from '@sorted/core/tax-time/financial-year';
import { IconCar, IconPlus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { type RegisterAsset, useAssets } from '../assets-data.ts';
import { type CarClaims, useCarClaims, useDeleteVehicle, useVehicles, type Vehicle } from '../car-data.ts';
import { CarClaimCard } from '../components/car-claim-card.tsx';
import { CarYearDrawer } from '../components/car-year-drawer.tsx';
import { TaxTimeTabs } from '../components/tax-time-tabs.tsx';
import {
  currentYearStart,
  financialYears,
  TaxYearPicker,
  useTaxYear,
} from '../components/tax-year-picker.tsx';
import { VehicleFormDrawer } from '../components/vehicle-form-drawer.tsx';

/** The first and last day of a financial year ("2025-26"). */
function yearDays(year: string) {
  const start = yearStart(year);
  return { firstDay: `${start}-07-01`, lastDay: `${start + 1}-06-30` };
}

/**
 * A business with several vehicles: its motor-vehicle expenses named for none are claimed for none, so
 * they are listed with a link to them on the expenses screen (the business's, of the year, in the category).
 */
function UnassignedExpenses({ year, business }: { year: string; business: CarClaims['unassigned'][number] }) {
  const { t } = useTranslation();
  const { firstDay, lastDay } = yearDays(year);
  const filter = new URLSearchParams({
    category: 'motor-vehicle',
    business: business.company_id,
    period: 'custom',
    from: firstDay,
    to: lastDay,
  });
  return (
    <Alert color="yellow" variant="light" data-testid="car-unassigned" title={business.business_name}>
      <Text size="sm">
        {t('car.unassigned', { count: business.count, amount: formatAmount(business.amount) })}
      </Text>
      <Anchor
        component={Link}
        to={`/expenses?${filter.toString()}`}
        size="sm"
        c="inherit"
        underline="always"
        fw={600}
      >
        {t('car.unassignedLink')}
      </Anchor>
    </Alert>
  );
}

/**
 * A car on cents per km beside cars of its business in the asset register: the rate covers the car's
 * decline in value, so if one of them is this car it must not be depreciated as well.
 */
function DepreciatedCarWarning({
  vehicle,
  year,
  method,
  assets,
}: {
  vehicle: Vehicle;
  year: string;
  method: string | null;
  assets: readonly RegisterAsset[];
}) {
  const { t } = useTranslation();
  const names = carsDepreciatedBeside(
    method,
    vehicle.companyId,
    yearDays(year),
    assets.map((asset) => ({
      name: asset.name,
      companyId: asset.companyId,
      isCar: asset.is_car,
      firstUsed: asset.first_used,
      disposedOn: asset.disposed_on,
    })),
  );
  if (names.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="car-depreciated-too">
      <Text size="sm">{t('car.depreciatedToo', { vehicle: vehicle.name, assets: names.join(', ') })}</Text>
      <Anchor component={Link} to="/tax-time/assets" size="sm" c="inherit" underline="always" fw={600}>
        {t('car.depreciatedTooLink')}
      </Anchor>
    </Alert>
  );
}

/** The years the car rules know a rate for. */
const FIRST_YEAR = 2020;

/** Car expenses: per vehicle and financial year, the method, the claim and how it was worked out. */
export default function CarScreen() {
  const { t } = useTranslation();
  const years = financialYears(FIRST_YEAR, currentYearStart() + 1);
  const [year, setYear] = useTaxYear(years);
  const vehicles = useVehicles();
  const claims = useCarClaims(year);
  // Only to warn of a car depreciated beside a cents-per-km claim: none is shown while unknown.
  const assets = useAssets();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [yearOf, setYearOf] = useState<Vehicle | null>(null);
  const [toDelete, setToDelete] = useState<Vehicle | null>(null);
  const removal = useDeleteVehicle();

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => notify.success(t('car.deleted', { name: toDelete.name })),
      onError: (error) => notify.error(t('car.deleteFailed'), error),
      onSettled: () => setToDelete(null),
    });
  };

  const actions = (
    <Group gap="sm" align="flex-end">
      <TaxYearPicker years={years} year={year} onChange={setYear} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        {t('car.addVehicle')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.car.title')}
        crumbs={[{ label: t('taxTime.title'), to: '/tax-time' }, { label: t('screens.car.title') }]}
        actions={actions}
      />
      <TaxTimeTabs active="car" />
      <Text c="dimmed" maw={720}>
        {t('car.intro')} <Link to="/faq">{t('car.helpLink')}</Link>
      </Text>
      <QueryState
        query={vehicles}
        loading={t('car.loading')}
        failed={t('car.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            testId="car-empty"
            icon={<IconCar size={40} stroke={1.4} aria-hidden />}
            title={t('car.empty')}
            text={t('car.emptyText')}
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t('car.addVehicle')}
              </Button>
            }
          />
        }
      >
        {(list) => (
          <Stack gap="md">
            {claims.data && (
              <Alert variant="light" color="teal" title={t('car.totalTitle', { year })}>
                <Text fz="lg" fw={700} data-testid="car-total">
                  {formatAmount(claims.data.total)}
                </Text>
              </Alert>
            )}
            {claims.data?.unassigned.map((business) => (
              <UnassignedExpenses key={business.company_id} year={year} business={business} />
            ))}
            {claims.isError && (
              <Alert color="red" variant="light">
                {t('car.loadFailed')}
              </Alert>
            )}
            {list.map((vehicle) => {
              const claim = claims.data?.claims.find((worked) => worked.vehicleId === vehicle.id);
              return (
                <Fragment key={vehicle.id}>
                  <CarClaimCard
                    vehicle={vehicle}
                    year={year}
                    claim={claim}
                    onEdit={() => setEditing(vehicle)}
                    onYear={() => setYearOf(vehicle)}
                    onDelete={() => setToDelete(vehicle)}
                  />
                  <DepreciatedCarWarning
                    vehicle={vehicle}
                    year={year}
                    method={claim?.method ?? null}
                    assets={assets.data ?? []}
                  />
                </Fragment>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <VehicleFormDrawer
        opened={adding || editing !== null}
        vehicle={editing ?? undefined}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <CarYearDrawer vehicle={yearOf} year={year} onClose={() => setYearOf(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('car.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
