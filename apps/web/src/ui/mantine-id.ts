import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build puts it in Mantine's place (apps/web/mantine-use-id.ts): the id
 * React gives the component, or the one it was given. Mantine's own swaps in a random id from a layout
 * effect once mounted, so each field, menu and modal drew itself twice, the second time synchronously
 * inside the first commit's task (on a phone, part of the longest task of a screen's load).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
