import { BULK_ACCEPT_CONFIDENCE } from '@sorted/core/bank/reconcile/confidence';
import { decisionOfSuggestion } from '@sorted/core/bank/reconcile/suggestion-decision';
import type { ReconcileAcceptDocument } from '@sorted/core/contract/bank';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { isValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import { reconciliationSchema } from '@sorted/core/schemas/bank-reconciliation';
import type { BookContext } from '../../books/book-context.ts';
import { BookError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import type { ErrorObject } from '../../lib/http-error.ts';
import { HttpError } from '../../lib/http-error.ts';
import { unreconciledLinesIn } from './reconcile-candidates.repository.ts';
import { type ReconcileWriters, reconcileLine } from './reconcile-line.ts';
import { type Business, suggestionsForLines } from './reconcile-suggestions.ts';

// "Accept all" on the reconcile screen: each line's suggestions worked out again as it comes (a line
// accepted before it may have paid the invoice it would have paid), its top one accepted when sure
// enough, through the one decision write path, each line in a transaction of its own. A refusal of one
// line (a lodged period, an invoice changed meanwhile) leaves that line and goes on to the next.

type Outcome = ReconcileAcceptDocument['meta'];
type Left = Outcome['left'][number];

/** The refusal a decision's write threw, as the answer's `left` says it; anything else is a fault. */
function refusalOf(error: unknown, locale: Locale): ErrorObject & { status: string } {
  if (error instanceof HttpError) {
    const [first] = error.errors;
    if (first) return first;
  }
  if (error instanceof BookError) {
    const [first] = error.errorsIn(locale);
    if (first) return first;
  }
  throw error;
}

function leftOf(lineId: number, error: unknown, locale: Locale): Left {
  const refusal = refusalOf(error, locale);
  const line_id = String(lineId);
  if (refusal.status === '404') {
    return {
      line_id,
      reason: 'not-found',
      code: null,
      detail: translate(locale, 'validation', 'reconcile_line_gone'),
    };
  }
  if (refusal.code === 'bank_line_reconciled') {
    return { line_id, reason: 'reconciled', code: refusal.code, detail: refusal.detail };
  }
  return { line_id, reason: 'refused', code: refusal.code ?? null, detail: refusal.detail };
}

export async function acceptSuggestions(
  db: Db,
  context: BookContext,
  writers: ReconcileWriters,
  target: { accountId: number; business: Business; lineIds: readonly number[] },
  locale: Locale,
): Promise<Outcome> {
  const { userId } = context;
  const outcome: Outcome = { accepted: [], left: [] };
  const leave = (lineId: number, reason: Left['reason'], detail: string, code: string | null = null) =>
    outcome.left.push({ line_id: String(lineId), reason, code, detail });
  for (const lineId of target.lineIds) {
    const [line] = await unreconciledLinesIn(db.kysely, userId, target.accountId, [lineId]);
    if (!line) {
      leave(lineId, 'not-found', translate(locale, 'validation', 'reconcile_line_gone'));
      continue;
    }
    if (line.status === 'reconciled') {
      leave(
        lineId,
        'reconciled',
        translate(locale, 'validation', 'bank_line_reconciled'),
        'bank_line_reconciled',
      );
      continue;
    }
    const suggestions = await suggestionsForLines(db.kysely, userId, target.business, [line]);
    const [top] = suggestions.get(line.id) ?? [];
    if (!top) {
      leave(lineId, 'no-suggestion', translate(locale, 'validation', 'reconcile_no_suggestion'));
      continue;
    }
    const { confidence } = top;
    if (confidence < BULK_ACCEPT_CONFIDENCE) {
      leave(
        lineId,
        'low-confidence',
        translate(locale, 'validation', 'reconcile_low_confidence', {
          confidence: String(confidence),
          threshold: String(BULK_ACCEPT_CONFIDENCE),
        }),
      );
      continue;
    }
    // The decision the screen would send for it, read by the request's own schema.
    const decision = reconciliationSchema.safeParse(decisionOfSuggestion(top));
    if (!decision.success) {
      const code = decision.error.issues[0]?.message ?? '';
      const key = isValidationMessageKey(code) ? code : 'reconcile_kind_invalid';
      leave(lineId, 'refused', translate(locale, 'validation', key), key);
      continue;
    }
    try {
      await reconcileLine(db, context, writers, line.id, decision.data, locale);
      outcome.accepted.push({ line_id: String(lineId), kind: decision.data.kind, confidence });
    } catch (error) {
      outcome.left.push(leftOf(lineId, error, locale));
    }
  }
  return outcome;
}
