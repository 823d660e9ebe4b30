import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { formatDisplayDate, formatPercent, intlLocale } from '@sorted/core/i18n/format';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFieldProps, useSchemaForm } from '../../../lib/form.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import type { Vehicle } from '../car-data.ts';
import {
  type LogbookJourney,
  useDeleteJourney,
  useSaveJourney,
  useSaveLogbookPeriod,
  useVehicleLogbook,
  type VehicleLogbook,
} from '../logbook-data.ts';
import {
  type JourneyFormValues,
  journeyFormSchema,
  journeyFormValues,
  type PeriodFormValues,
  periodFormSchema,
  periodFormValues,
  straddledYears,
} from '../logbook-form-model.ts';
import { KmField } from './km-field.tsx';

const km = (value: number, language: string | undefined) =>
  new Intl.NumberFormat(intlLocale(language)).format(value);

const dates = (start: string, end: string) =>
  start === end ? formatDisplayDate(start) : `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`;

/** The odometer at the start and the end, of the period or of a journey (whole km). */
function OdometerFields({
  inputProps,
}: {
  inputProps: (field: 'odometer_start' | 'odometer_end') => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <KmField label={t('car.logbook.odometerStart')} required {...inputProps('odometer_start')} />
      <KmField label={t('car.logbook.odometerEnd')} required {...inputProps('odometer_end')} />
    </>
  );
}

/** The period: its dates and odometer readings, and the year it is kept for when it straddles 1 July. */
function PeriodForm({ vehicle, logbook }: { vehicle: Vehicle; logbook: VehicleLogbook | null }) {
  const { t } = useTranslation();
  const initial = useMemo(() => periodFormValues(logbook), [logbook]);
  const form = useSchemaForm<PeriodFormValues>(periodFormSchema, initial);
  const save = useSaveLogbookPeriod(vehicle.id);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: t('car.logbook.periodSaved'), failed: t('car.logbook.periodSaveFailed') },
    () => form.resetDirty(),
  );
  const years = straddledYears(form.values);
  const keptFor = form.values.kept_for_year;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="logbook-period-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="logbook-period-title">
          {t('car.logbook.periodTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={t('car.logbook.periodStart')} required {...dateFieldProps(form, 'start_date')} />
          <DateField label={t('car.logbook.periodEnd')} required {...dateFieldProps(form, 'end_date')} />
          <OdometerFields inputProps={form.getInputProps} />
        </SimpleGrid>
        {years.length > 1 && (
          <Stack gap={4} data-testid="logbook-year-choice">
            <Text size="sm" fw={500} id="logbook-year-label">
              {t('car.logbook.keptFor')}
            </Text>
            <Text size="sm" c="dimmed" id="logbook-year-hint">
              {t('car.logbook.keptForHint')}
            </Text>
            <Segments
              aria-labelledby="logbook-year-label"
              aria-describedby="logbook-year-hint"
              data={years}
              value={keptFor && years.includes(keptFor) ? keptFor : ''}
              onChange={(value) => form.setFieldValue('kept_for_year', value)}
            />
            {form.errors.kept_for_year && (
              <Text size="xs" c="red" role="alert">
                {form.errors.kept_for_year}
              </Text>
            )}
          </Stack>
        )}
        <FormActions failure={failure} submitLabel={t('car.logbook.savePeriod')} pending={save.isPending} />
      </Stack>
    </form>
  );
}

interface JourneyFormProps {
  vehicle: Vehicle;
  logbook: VehicleLogbook;
  journey: LogbookJourney | null;
  onDone: () => void;
}

/** Adds a journey, or edits the one chosen in the table. */
function JourneyForm({ vehicle, logbook, journey, onDone }: JourneyFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => journeyFormValues(journey, logbook), [journey, logbook]);
  const form = useSchemaForm<JourneyFormValues>(journeyFormSchema, initial);
  const save = useSaveJourney(vehicle.id, journey);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: t('car.logbook.journeySaved'), failed: t('car.logbook.journeySaveFailed') },
    onDone,
  );
  return (
    <Card withBorder radius="md" padding="md">
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="logbook-journey-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="logbook-journey-title">
            {journey ? t('car.logbook.editJourney') : t('car.logbook.addJourney')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label={t('car.logbook.journeyStart')}
              required
              {...dateFieldProps(form, 'start_date')}
            />
            <DateField label={t('car.logbook.journeyEnd')} {...dateFieldProps(form, 'end_date')} />
            <OdometerFields inputProps={form.getInputProps} />
          </SimpleGrid>
          <TextInput
            label={t('car.logbook.purpose')}
            description={t('car.logbook.purposeHint')}
            required
            {...form.getInputProps('purpose')}
          />
          <FormActions
            failure={failure}
            submitLabel={journey ? t('car.logbook.saveJourney') : t('car.logbook.addJourney')}
            pending={save.isPending}
            cancelLabel={t('car.cancel')}
            onCancel={onDone}
          />
        </Stack>
      </form>
    </Card>
  );
}

interface JourneysProps {
  vehicle: Vehicle;
  logbook: VehicleLogbook;
}

/** The journeys in a table with their totals, each editable and deletable (after a confirmation). */
function Journeys({ vehicle, logbook }: JourneysProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [editing, setEditing] = useState<LogbookJourney | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LogbookJourney | null>(null);
  const remove = useDeleteJourney(vehicle.id);

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        notify.success(t('car.logbook.journeyDeleted'));
        setDeleting(null);
        if (editing !== 'new' && editing?.id === deleting.id) setEditing(null);
      },
      onError: (error) => notify.error(t('car.logbook.journeyDeleteFailed'), error),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="logbook-journeys-title">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5" id="logbook-journeys-title">
          {t('car.logbook.journeysTitle')}
        </Title>
        {editing === null && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            {t('car.logbook.addJourney')}
          </Button>
        )}
      </Group>
      <Alert variant="light" color="teal" data-testid="logbook-totals">
        {t('car.logbook.totals', {
          business: km(logbook.business_km, language),
          total: km(logbook.total_km, language),
          percent: formatPercent(logbook.business_use_bps / 100, language),
        })}
      </Alert>
      {logbook.journeys.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="logbook-no-journeys">
          {t('car.logbook.noJourneys')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} aria-label={t('car.logbook.journeysTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('car.logbook.date')}</Table.Th>
                <Table.Th>{t('car.logbook.odometer')}</Table.Th>
                <Table.Th ta="right">{t('car.logbook.km')}</Table.Th>
                <Table.Th>{t('car.logbook.purpose')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('car.logbook.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logbook.journeys.map((journey) => {
                const when = dates(journey.start_date, journey.end_date);
                return (
                  <Table.Tr key={journey.id} data-testid="logbook-journey">
                    <Table.Td>{when}</Table.Td>
                    <Table.Td>
                      {km(journey.odometer_start, language)} – {km(journey.odometer_end, language)}
                    </Table.Td>
                    <Table.Td ta="right">{km(journey.km, language)}</Table.Td>
                    <Table.Td>{journey.purpose}</Table.Td>
                    <Table.Td w={80}>
                      <RowActions
                        editLabel={t('car.logbook.editNamed', { date: when })}
                        deleteLabel={t('car.logbook.deleteNamed', { date: when })}
                        onEdit={() => setEditing(journey)}
                        onDelete={() => setDeleting(journey)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <JourneyForm
          key={editing === 'new' ? 'new' : editing.id}
          vehicle={vehicle}
          logbook={logbook}
          journey={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('common.confirmTitle')}
        message={t('car.logbook.confirmDelete', {
          date: deleting ? dates(deleting.start_date, deleting.end_date) : '',
        })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** The vehicle's logbook kept journey by journey: its period, then its journeys once the period is set. */
export function LogbookJourneys({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const query = useVehicleLogbook(vehicle.id);
  return (
    <QueryState query={query} loading={t('car.logbook.loading')} failed={t('car.logbook.loadFailed')}>
      {(logbook) => (
        <Stack gap="lg">
          <PeriodForm vehicle={vehicle} logbook={logbook} />
          {logbook ? (
            <Journeys vehicle={vehicle} logbook={logbook} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('car.logbook.periodFirst')}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
