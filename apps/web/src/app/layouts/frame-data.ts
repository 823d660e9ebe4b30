import type { QueryClient } from '@tanstack/react-query';
import { gstRegisteredQuery } from '../../features/bas/bas.ts';
import { notificationsQuery } from '../../features/notifications/notifications.ts';

/**
 * What the signed-in frame shows on every screen (the BAS link, the bell), asked for beside the first
 * screen's data (app/router.tsx, preloadScreen). Its queries then find their answers, or their requests
 * under way, as they mount, and start none: a query that starts a fetch as it subscribes changes what
 * it returned to React, and React draws the whole frame a second time, synchronously, in the same task
 * as the first commit (on a phone, a few hundred milliseconds before the screen shows).
 */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(gstRegisteredQuery);
  void client.prefetchQuery(notificationsQuery);
}
