import type { ComponentType } from 'react';
import { WithQueries } from '../../app/layouts/with-queries.tsx';

/**
 * A signed-out screen that sends its requests through TanStack Query brings the query cache with it:
 * the sign-in layout has none, as the sign-in page's JS budget has no room for TanStack Query.
 */
export function withGuestQueries<Props extends object>(Screen: ComponentType<Props>) {
  return function ScreenWithQueries(props: Props) {
    return (
      <WithQueries>
        <Screen {...props} />
      </WithQueries>
    );
  };
}
