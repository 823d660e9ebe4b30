import { useState } from 'react';

/**
 * Whether a modal or drawer has been opened at least once: until then it is not drawn at all. Mantine
 * draws a closed one's portal anyway, and its set-up redraws synchronously inside the commit of the
 * screen that holds it, which then runs every effect of the screen in that same task.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
