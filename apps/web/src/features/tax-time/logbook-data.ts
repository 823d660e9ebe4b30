import type {
  LogbookJourneyDocument,
  LogbookJourneyResource,
  VehicleLogbookAttributes,
  VehicleLogbookDocument,
} from '@sorted/core/contract/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import {
  type JourneyFormValues,
  journeyPayloadOf,
  type PeriodFormValues,
  periodPayloadOf,
} from './logbook-form-model.ts';

// A vehicle's logbook kept journey by journey (issue 31): its period, its journeys and their totals. A
// change also changes the year's car claim, so every call invalidates the whole car key.

export type LogbookJourney = LogbookJourneyResource['attributes'] & { id: string };
export type VehicleLogbook = Omit<VehicleLogbookAttributes, 'journeys'> & { journeys: LogbookJourney[] };

const carKey = ['tax-time', 'car'] as const;
const logbookPath = (vehicleId: string) => `/vehicles/${encodeURIComponent(vehicleId)}/logbook`;

const journeyFrom = (resource: LogbookJourneyResource): LogbookJourney => ({
  id: resource.id,
  ...resource.attributes,
});

const logbookFrom = (document: VehicleLogbookDocument): VehicleLogbook | null =>
  document.data
    ? { ...document.data.attributes, journeys: document.data.attributes.journeys.map(journeyFrom) }
    : null;

/** The vehicle's logbook, or null before its period is set. */
export function useVehicleLogbook(vehicleId: string) {
  return useQuery({
    queryKey: [...carKey, 'logbook', vehicleId],
    queryFn: async ({ signal }) =>
      logbookFrom(await api.get<VehicleLogbookDocument>(logbookPath(vehicleId), { signal })),
  });
}

export function useSaveLogbookPeriod(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PeriodFormValues) =>
      logbookFrom(
        await api.put<VehicleLogbookDocument>(logbookPath(vehicleId), {
          data: { type: 'vehicle-logbooks', attributes: periodPayloadOf(values) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}

/** Adds a journey, or saves the one being edited. */
export function useSaveJourney(vehicleId: string, journey: LogbookJourney | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: JourneyFormValues) => {
      const body = {
        data: {
          type: 'logbook-journeys',
          ...(journey ? { id: journey.id } : {}),
          attributes: journeyPayloadOf(values),
        },
      };
      const path = `${logbookPath(vehicleId)}/journeys`;
      const document = journey
        ? await api.patch<LogbookJourneyDocument>(`${path}/${encodeURIComponent(journey.id)}`, body)
        : await api.post<LogbookJourneyDocument>(path, body);
      return journeyFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}

export function useDeleteJourney(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: LogbookJourney) =>
      api.delete(`${logbookPath(vehicleId)}/journeys/${encodeURIComponent(journey.id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}
