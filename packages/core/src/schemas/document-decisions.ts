import { z } from 'zod';
import { message } from './fields.ts';

/** What a client may answer on a document's page (a quote): accept it or decline it. */
export const DOCUMENT_DECISIONS = ['accept', 'decline'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/**
 * POST /public/documents/:token/decision: the answer, and the revision of the quote the client saw (the
 * page shows it). An answer for another revision than the current one is refused; one without a
 * revision stands only while the quote was never revised.
 */
export const documentDecisionSchema = z.object({
  decision: z.enum(DOCUMENT_DECISIONS, message('decision_invalid')),
  revision: z
    .number(message('revision_invalid'))
    .int(message('revision_invalid'))
    .min(1, message('revision_invalid'))
    .max(1_000_000, message('revision_invalid'))
    .optional(),
});
export type DocumentDecisionInput = z.infer<typeof documentDecisionSchema>;
