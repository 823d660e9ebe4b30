import type { VehicleAttributes, VehicleListDocument, VehicleResource } from '@sorted/core/contract/vehicles';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

// The user's vehicles, below every feature: the car screen lists them and the expense form names the
// vehicle a motor-vehicle expense is for, and neither feature may import the other (the asset form picks
// expenses from the expenses feature).

export type Vehicle = VehicleAttributes & { id: string; companyId: string };

export const carKey = ['tax-time', 'car'] as const;

export const vehicleFrom = (resource: VehicleResource): Vehicle => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data.id,
});

export const vehiclesQuery = {
  queryKey: [...carKey, 'vehicles'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<VehicleListDocument>('/vehicles', { signal })).data.map(vehicleFrom),
};

export function useVehicles() {
  return useQuery(vehiclesQuery);
}
