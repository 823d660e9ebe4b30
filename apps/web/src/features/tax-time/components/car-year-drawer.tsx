import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { VehicleMethod } from '@sorted/core/schemas/vehicles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFieldProps, useSchemaForm } from '../../../lib/form.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { useSaveCarYear, type Vehicle } from '../car-data.ts';
import {
  type CarYearFormValues,
  carYearFormSchema,
  carYearFormValues,
  LOGBOOK_SOURCE_LABELS,
  METHOD_LABELS,
} from '../car-form-model.ts';
import { KmField } from './km-field.tsx';
import { LogbookJourneys } from './logbook-journeys.tsx';

interface CarYearFormProps {
  vehicle: Vehicle;
  year: string;
  onDone: () => void;
  /** Told whether the journeys show: the panel widens for their table. */
  onJourneys: (shown: boolean) => void;
}

function CarYearForm({ vehicle, year, onDone, onJourneys }: CarYearFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => carYearFormValues(vehicle, year), [vehicle, year]);
  const form = useSchemaForm<CarYearFormValues>(carYearFormSchema, initial);
  const save = useSaveCarYear(vehicle, year);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: t('car.yearSaved', { name: vehicle.name, year }), failed: t('car.yearSaveFailed') },
    onDone,
  );
  const methods: VehicleMethod[] = vehicle.is_car ? ['cents_per_km', 'logbook'] : ['actual_costs'];
  const method = form.values.method;
  const journeys = method === 'logbook' && form.values.logbook_source === 'trips';
  useEffect(() => onJourneys(journeys), [journeys, onJourneys]);

  return (
    <Stack gap="xl">
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {vehicle.is_car ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="car-method-label">
                {t('car.fields.method')}
              </Text>
              <Segments
                aria-labelledby="car-method-label"
                data={methods.map((value) => ({ value, label: t(METHOD_LABELS[value]) }))}
                {...form.getInputProps('method')}
              />
              {form.errors.method && (
                <Text size="xs" c="red" role="alert">
                  {form.errors.method}
                </Text>
              )}
            </Stack>
          ) : (
            <Alert color="yellow" variant="light" title={t('car.notCar')}>
              {t('car.notCarText')}
            </Alert>
          )}
          {method === 'cents_per_km' && (
            <KmField
              label={t('car.fields.businessKm')}
              description={t('car.fields.businessKmHint')}
              required
              data-autofocus
              {...form.getInputProps('business_km')}
            />
          )}
          {method === 'logbook' && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="car-logbook-source-label">
                {t('car.fields.logbookSource')}
              </Text>
              <Segments
                aria-labelledby="car-logbook-source-label"
                data={(['totals', 'trips'] as const).map((value) => ({
                  value,
                  label: t(LOGBOOK_SOURCE_LABELS[value]),
                }))}
                {...form.getInputProps('logbook_source')}
              />
            </Stack>
          )}
          {journeys && (
            <Text size="sm" c="dimmed">
              {t('car.fields.logbookTripsHint')}
            </Text>
          )}
          {method === 'logbook' && !journeys && (
            <>
              <Text size="sm" c="dimmed">
                {t('car.fields.logbookHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DateField
                  label={t('car.fields.logbookStart')}
                  required
                  {...dateFieldProps(form, 'logbook_start')}
                />
                <DateField
                  label={t('car.fields.logbookEnd')}
                  required
                  {...dateFieldProps(form, 'logbook_end')}
                />
                <KmField
                  label={t('car.fields.logbookBusinessKm')}
                  required
                  {...form.getInputProps('logbook_business_km')}
                />
                <KmField
                  label={t('car.fields.logbookTotalKm')}
                  required
                  {...form.getInputProps('logbook_total_km')}
                />
              </SimpleGrid>
            </>
          )}
          {method === 'actual_costs' && (
            <TextInput
              label={t('car.fields.businessUse')}
              description={t('car.fields.businessUseHint')}
              required
              inputMode="numeric"
              rightSection="%"
              data-autofocus
              {...form.getInputProps('business_use_percent')}
            />
          )}
          <FormActions
            failure={failure}
            submitLabel={t('car.save')}
            pending={save.isPending}
            disabled={false}
            cancelLabel={t('car.cancel')}
            onCancel={onDone}
          />
        </Stack>
      </form>
      {/* Beside the year's form, not in it: the journeys are saved one by one, in forms of their own. */}
      {journeys && <LogbookJourneys vehicle={vehicle} />}
    </Stack>
  );
}

interface CarYearDrawerProps {
  vehicle: Vehicle | null;
  year: string;
  onClose: () => void;
}

/** The side panel for a vehicle's method and figures in the year. */
export function CarYearDrawer({ vehicle, year, onClose }: CarYearDrawerProps) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(false);
  return (
    <SidePanel
      opened={vehicle !== null}
      onClose={onClose}
      size={wide ? 'xl' : 'md'}
      title={t('car.yearTitle', { name: vehicle?.name ?? '', year })}
    >
      {vehicle && <CarYearForm vehicle={vehicle} year={year} onDone={onClose} onJourneys={setWide} />}
    </SidePanel>
  );
}
