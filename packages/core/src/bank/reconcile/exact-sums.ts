// One deposit paying several invoices: which of the candidates add up to it exactly. Subset sum is
// exponential, so the search is bounded by the number of steps it may take, and it tries the
// candidates in the order given: the caller puts the likeliest first, and they are found first.

interface SumLimits {
  /** The most items in a set (at least 2). */
  maxSize: number;
  /** Stop after finding this many sets. */
  maxSets: number;
  /** Stop after trying this many partial sets. */
  maxSteps: number;
}

/**
 * Sets of two or more of the amounts (positive integers) adding up exactly to `target`, as indexes in
 * increasing order, in the order a depth-first search meets them.
 */
export function exactSums(amounts: readonly number[], target: number, limits: SumLimits): number[][] {
  const found: number[][] = [];
  const chosen: number[] = [];
  let steps = 0;
  const search = (from: number, sum: number): void => {
    for (let index = from; index < amounts.length; index++) {
      if (found.length >= limits.maxSets || steps >= limits.maxSteps) return;
      steps++;
      const next = sum + (amounts[index] ?? 0);
      if (next > target) continue;
      chosen.push(index);
      if (next === target) {
        if (chosen.length >= 2) found.push([...chosen]);
      } else if (chosen.length < limits.maxSize) {
        search(index + 1, next);
      }
      chosen.pop();
    }
  };
  search(0, 0);
  return found;
}
