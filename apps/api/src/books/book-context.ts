import type { HistoryActor } from '@sorted/core/books/history';
import type { FastifyRequest } from 'fastify';

// Who writes to the books, and what the request allows: the one thing a route handler hands the books.
// A write that would change a lodged BAS period is refused until the request repeats it with
// `?confirm=locked-period`.

export const CONFIRM_LOCKED_PERIOD = 'locked-period';

export interface BookContext {
  /** The owner of the books. */
  userId: number;
  actor: HistoryActor;
  /** The request confirmed a change to a lodged period. */
  confirmLocked: boolean;
}

/** The context of a signed-in owner's request. */
export function ownerContext(request: FastifyRequest, userId: number): BookContext {
  const query = request.query as Record<string, unknown> | undefined;
  return { userId, actor: 'owner', confirmLocked: query?.confirm === CONFIRM_LOCKED_PERIOD };
}

/** The job runner's writes: never past a lodged period. */
export const systemContext = (userId: number): BookContext => ({
  userId,
  actor: 'system',
  confirmLocked: false,
});

/** A client answering on a document's page. */
export const clientContext = (userId: number): BookContext => ({
  userId,
  actor: 'client',
  confirmLocked: false,
});
