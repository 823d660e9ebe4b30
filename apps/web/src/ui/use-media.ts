import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the media query matches, read in the first drawing already. Mantine's hook reads it in an
 * effect by default, for server rendering this app does not do: the part was drawn once more after the
 * first paint, moving what lay below it (a layout shift), and redrawn inside the screen's first commit.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, false, { getInitialValueInEffect: false });
}
