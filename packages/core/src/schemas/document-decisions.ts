import { z } from 'zod';
import { message } from './fields.ts';

/** What a client may answer on a document's page (a quote): accept it or decline it. */
export const DOCUMENT_DECISIONS = ['accept', 'decline'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/** POST /public/documents/:token/decision */
export const documentDecisionSchema = z.object({
  decision: z.enum(DOCUMENT_DECISIONS, message('decision_invalid')),
});
export type DocumentDecisionInput = z.infer<typeof documentDecisionSchema>;
