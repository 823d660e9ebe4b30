import { describe, expect, it } from 'vitest';
import { type NamedExpenses, shareVehicleExpenses } from './car-expenses.ts';

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
