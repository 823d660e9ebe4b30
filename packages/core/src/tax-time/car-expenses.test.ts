import { describe, expect, it } from 'vitest';
import {
  carsDepreciatedBeside,
  type NamedExpenses,
  type RegisterCar,
  shareVehicleExpenses,
} from './car-expenses.ts';

// Business 1 has the ute (10) alone; business 2 has the hatch (20) and the van (21); business 3 none.
const VEHICLES = [
  { id: 10, companyId: 1 },
  { id: 20, companyId: 2 },
  { id: 21, companyId: 2 },
];

const sum = (companyId: number, vehicleId: number | null, amount: number, count = 1): NamedExpenses => ({
  companyId,
  vehicleId,
  amount,
  count,
});

describe('which motor-vehicle expenses each vehicle takes', () => {
  it.each<[string, NamedExpenses[], [number, number, number][], [number, number, number][]]>([
    // case, sums, [vehicle, amount, count] taken, [business, amount, count] unassigned
    ['one vehicle takes the unnamed ones', [sum(1, null, 5_000, 2)], [[10, 5_000, 2]], []],
    ['one vehicle takes named and unnamed', [sum(1, 10, 3_000), sum(1, null, 2_000)], [[10, 5_000, 2]], []],
    [
      'one vehicle takes one named for a vehicle now of another business',
      [sum(1, 20, 1_000)],
      [[10, 1_000, 1]],
      [],
    ],
    [
      'several vehicles take what is named for each',
      [sum(2, 20, 4_000, 3), sum(2, 21, 1_500)],
      [
        [20, 4_000, 3],
        [21, 1_500, 1],
      ],
      [],
    ],
    [
      'several vehicles: the unnamed are nobody’s',
      [sum(2, 20, 4_000), sum(2, null, 700, 2)],
      [[20, 4_000, 1]],
      [[2, 700, 2]],
    ],
    [
      'several vehicles: named for another business’s vehicle is unnamed',
      [sum(2, 10, 900)],
      [],
      [[2, 900, 1]],
    ],
    ['a business without vehicles shares nothing out', [sum(3, null, 8_000)], [], []],
    ['nothing spent', [], [], []],
  ])('%s', (_case, sums, taken, unassigned) => {
    const shares = shareVehicleExpenses(VEHICLES, sums);
    expect([...shares.byVehicle].map(([id, total]) => [id, total.amount, total.count])).toEqual(taken);
    expect([...shares.unassigned].map(([id, total]) => [id, total.amount, total.count])).toEqual(unassigned);
  });
});

describe('cars of the register depreciated beside a cents-per-km claim', () => {
  const YEAR = { firstDay: '2025-07-01', lastDay: '2026-06-30' };
  const asset = (changes: Partial<RegisterCar> = {}): RegisterCar => ({
    name: 'Corolla',
    companyId: '1',
    isCar: true,
    firstUsed: '2024-03-01',
    disposedOn: null,
    ...changes,
  });

  it.each<[string, string | null, RegisterCar[], string[]]>([
    ['a car of the business held all year', 'cents_per_km', [asset()], ['Corolla']],
    ['bought on the year’s last day', 'cents_per_km', [asset({ firstUsed: '2026-06-30' })], ['Corolla']],
    ['sold on the year’s first day', 'cents_per_km', [asset({ disposedOn: '2025-07-01' })], ['Corolla']],
    ['bought after the year', 'cents_per_km', [asset({ firstUsed: '2026-07-01' })], []],
    ['sold before the year', 'cents_per_km', [asset({ disposedOn: '2025-06-30' })], []],
    ['not a car (a laptop)', 'cents_per_km', [asset({ name: 'Laptop', isCar: false })], []],
    ['a car of another business', 'cents_per_km', [asset({ companyId: '2' })], []],
    ['a logbook takes the decline in value as an expense', 'logbook', [asset()], []],
    ['no method chosen', null, [asset()], []],
  ])('%s', (_case, method, assets, names) => {
    expect(carsDepreciatedBeside(method, '1', YEAR, assets)).toEqual(names);
  });
});
