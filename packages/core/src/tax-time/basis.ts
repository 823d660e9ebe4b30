// Every figure the tax-time rules use carries how sure we are of it (marks of the ATO facts notes):
// confirmed = an ATO page or the legislation; secondary = only accounting firms agree; estimate = not
// confirmed at all. A screen must label any result resting on something weaker than confirmed.
export const BASES = ['confirmed', 'secondary', 'estimate'] as const;
export type Basis = (typeof BASES)[number];

const STRENGTH: Record<Basis, number> = { confirmed: 2, secondary: 1, estimate: 0 };

/** A result is only as sure as the weakest figure it used. */
export function weakest(...bases: Basis[]): Basis {
  return bases.reduce<Basis>((a, b) => (STRENGTH[b] < STRENGTH[a] ? b : a), 'confirmed');
}
