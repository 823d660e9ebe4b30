import type { QueryClient } from '@tanstack/react-query';
import { schedulesQuery } from '../recurring/index.ts';
import { customerQuery } from './customers.ts';

/**
 * A client's page opened from its address (app/routes.ts): the client and its recurring schedules asked
 * for while the code loads. Left to the schedules' panel, their request left only once the page was drawn,
 * and its answer drew the page a second time.
 */
export function prefetch(
  client: QueryClient,
  { params }: { params: Readonly<Record<string, string | undefined>> },
): void {
  if (!params.id) return;
  void client.prefetchQuery(customerQuery(params.id));
  void client.prefetchQuery(schedulesQuery(params.id));
}
