import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, one redraw late and drawn as a transition: for the parts of a screen below its first view,
 * so that what a visitor sees first is painted without waiting for them (useDeferredValue would draw
 * both in the same redraw).
 */
export function useNextPaintValue<T>(value: T): T {
  const [late, setLate] = useState(value);
  useEffect(() => startTransition(() => setLate(value)), [value]);
  return late;
}
