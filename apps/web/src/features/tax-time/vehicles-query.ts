import type { VehicleAttributes, VehicleListDocument, VehicleResource } from '@sorted/core/contract/vehicles';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// The user's vehicles, apart from the car screen's forms: the expenses screens read them too (through
// the feature's index.ts), and need none of the car rules to.

export type Vehicle = VehicleAttributes & { id: string; companyId: string };

export const carKey = ['tax-time', 'car'] as const;

export const vehicleFrom = (resource: VehicleResource): Vehicle => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data.id,
});

export function useVehicles() {
  return useQuery({
    queryKey: [...carKey, 'vehicles'],
    queryFn: async ({ signal }) =>
      (await api.get<VehicleListDocument>('/vehicles', { signal })).data.map(vehicleFrom),
  });
}
