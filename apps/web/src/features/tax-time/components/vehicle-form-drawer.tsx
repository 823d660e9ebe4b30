import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import { useSaveVehicle, type Vehicle } from '../car-data.ts';
import { carOf, type VehicleFormValues, vehicleFormSchema, vehicleFormValues } from '../car-form-model.ts';

interface VehicleFormProps {
  vehicle?: Vehicle | undefined;
  companies: Company[];
  onDone: () => void;
}

function VehicleForm({ vehicle, companies, onDone }: VehicleFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => vehicleFormValues(vehicle, companies.length === 1 ? (companies[0]?.id ?? null) : null),
    [vehicle, companies],
  );
  const form = useSchemaForm<VehicleFormValues>(vehicleFormSchema, initial);
  const save = useSaveVehicle(vehicle);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: (saved) => t('car.vehicleSaved', { name: saved.name }), failed: t('car.vehicleSaveFailed') },
    onDone,
  );
  const car = carOf(form.values);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Select
          label={t('car.fields.business')}
          placeholder={t('car.fields.chooseBusiness')}
          required
          allowDeselect={false}
          data={companies.map((company) => ({ value: company.id, label: company.name }))}
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('car.fields.name')}
          description={t('car.fields.nameHint')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('car.fields.payload')}
            description={t('car.fields.payloadHint')}
            required
            inputMode="numeric"
            rightSection="kg"
            {...form.getInputProps('payload_kg')}
          />
          <TextInput
            label={t('car.fields.passengers')}
            description={t('car.fields.passengersHint')}
            required
            inputMode="numeric"
            {...form.getInputProps('passengers')}
          />
        </SimpleGrid>
        {car !== null && (
          <Alert
            color={car ? 'blue' : 'yellow'}
            variant="light"
            title={car ? t('car.isCar') : t('car.notCar')}
            data-testid="vehicle-car-test"
          >
            {car ? t('car.isCarText') : t('car.notCarText')}
          </Alert>
        )}
        <FormActions
          failure={failure}
          submitLabel={t('car.save')}
          pending={save.isPending}
          disabled={!form.isDirty()}
          cancelLabel={t('car.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

interface VehicleFormDrawerProps {
  opened: boolean;
  vehicle?: Vehicle | undefined;
  onClose: () => void;
}

/** The side panel to add a vehicle or edit one: it asks the payload and passengers, and says whether it is a car. */
export function VehicleFormDrawer({ opened, vehicle, onClose }: VehicleFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={vehicle ? t('car.editVehicle') : t('car.addVehicle')}
      texts={{
        loading: t('car.loadingBusinesses'),
        failed: t('car.businessesFailed'),
        noBusinessTitle: t('car.noBusinessTitle'),
        noBusiness: t('car.noBusiness'),
        addBusiness: t('car.addBusiness'),
      }}
    >
      {(list) => (
        <VehicleForm key={vehicle?.id ?? 'new'} vehicle={vehicle} companies={list} onDone={onClose} />
      )}
    </BusinessFormPanel>
  );
}
