import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's id hook, as its package ships it (ids for labels, descriptions, popovers' ARIA links). */
const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The app's hook that stands in for it: src/ui/mantine-id.ts says why. */
export const APP_USE_ID = join(import.meta.dirname, 'src', 'ui', 'mantine-id.ts');

/** Builds Mantine with the app's `useId` in place of its own. */
export function mantineUseId(): Plugin {
  return {
    name: 'sorted-mantine-use-id',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0] ?? '')
        ? `export { useId } from ${JSON.stringify(APP_USE_ID)};`
        : null;
    },
  };
}
