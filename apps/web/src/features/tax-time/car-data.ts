import type { CarClaimAttributes, CarClaimsDocument, VehicleDocument } from '@sorted/core/contract/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { carKey, type Vehicle, vehicleFrom } from '../../lib/vehicles-query.ts';
import {
  type CarYearFormValues,
  carYearPayloadOf,
  type VehicleFormValues,
  vehiclePayloadOf,
} from './car-form-model.ts';

// The car-expense calls of the API (issue 31) and the shapes the screen uses; the documents are typed by
// the contract (packages/core/src/contract/vehicles.ts).

export { useVehicles, type Vehicle } from '../../lib/vehicles-query.ts';

export type CarClaim = CarClaimAttributes & { vehicleId: string };
export interface CarClaims {
  claims: CarClaim[];
  total: string;
  /** Per business with several vehicles: its motor-vehicle expenses no vehicle is named for. */
  unassigned: CarClaimsDocument['meta']['unassigned'];
}

/** Each vehicle's claim for the financial year ("2025-26"). */
export function useCarClaims(year: string) {
  return useQuery({
    queryKey: [...carKey, 'claims', year],
    queryFn: async ({ signal }): Promise<CarClaims> => {
      const document = await api.get<CarClaimsDocument>(`/tax-years/${encodeURIComponent(year)}/car`, {
        signal,
      });
      return {
        claims: document.data.map((claim) => ({
          ...claim.attributes,
          vehicleId: claim.relationships.vehicle.data.id,
        })),
        total: document.meta.total,
        unassigned: document.meta.unassigned,
      };
    },
    // Worked out from the expenses too, which change on their own screen: read afresh when shown.
    staleTime: 0,
  });
}

const relationships = (companyId: string | null) => ({
  company: { data: companyId ? { type: 'companies', id: companyId } : null },
});

/** Adds a vehicle, or saves an edited one. */
export function useSaveVehicle(vehicle?: Vehicle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: VehicleFormValues) => {
      const body = {
        data: {
          type: 'vehicles',
          ...(vehicle ? { id: vehicle.id } : {}),
          attributes: vehiclePayloadOf(values),
          relationships: relationships(values.company),
        },
      };
      const document = vehicle
        ? await api.patch<VehicleDocument>(`/vehicles/${encodeURIComponent(vehicle.id)}`, body)
        : await api.post<VehicleDocument>('/vehicles', body);
      return vehicleFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}

/** Sets a vehicle's method and figures for a year. */
export function useSaveCarYear(vehicle: Vehicle, year: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CarYearFormValues) => {
      const document = await api.put<VehicleDocument>(
        `/vehicles/${encodeURIComponent(vehicle.id)}/years/${encodeURIComponent(year)}`,
        { data: { type: 'vehicle-years', attributes: carYearPayloadOf(values) } },
      );
      return vehicleFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicle: Vehicle) => api.delete(`/vehicles/${encodeURIComponent(vehicle.id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKey }),
  });
}
