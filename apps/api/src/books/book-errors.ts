import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { type ErrorObject, errorObject } from '../lib/http-error.ts';

// The books' refusals, as domain errors: services throw them without knowing HTTP or the reader's
// language, and the one error handler (plugins/json-api.ts) turns them into JSON:API answers.

export abstract class BookError extends Error {
  abstract readonly status: 409 | 422;
  /** The JSON:API error objects, in the reader's language. */
  abstract errorsIn(locale: Locale): ErrorObject[];
}

/** A write would change a BAS period marked as lodged and the request did not confirm it. */
export class PeriodLockedError extends BookError {
  override name = 'PeriodLockedError';
  readonly status = 409;
  readonly period: string;
  constructor(period: string) {
    super(`period ${period} is lodged`);
    this.period = period;
  }
  errorsIn(locale: Locale): ErrorObject[] {
    const detail = translate(locale, 'validation', 'period_locked', {
      period: basPeriodLabel(this.period, locale),
    });
    return [{ ...errorObject(409, detail), code: 'period_locked', meta: { period: this.period } }];
  }
}

/** A delete of a document that was issued (sent, paid, adjusted): it is voided or withdrawn instead. */
export class DocumentIssuedError extends BookError {
  override name = 'DocumentIssuedError';
  readonly status = 409;
  readonly kind: 'invoice' | 'quote';
  readonly number: string;
  constructor(kind: 'invoice' | 'quote', number: string) {
    super(`${kind} ${number} is issued`);
    this.kind = kind;
    this.number = number;
  }
  errorsIn(locale: Locale): ErrorObject[] {
    const code = this.kind === 'invoice' ? 'invoice_issued' : 'quote_issued';
    const detail = translate(locale, 'validation', code, { number: this.number });
    return [{ ...errorObject(409, detail), code, meta: { number: this.number } }];
  }
}

/** A change to an invoice that has been voided. */
export class InvoiceVoidedError extends BookError {
  override name = 'InvoiceVoidedError';
  readonly status = 409;
  errorsIn(locale: Locale): ErrorObject[] {
    const detail = translate(locale, 'validation', 'invoice_voided');
    return [{ ...errorObject(409, detail), code: 'invoice_voided' }];
  }
}

/** A receipt still inside the years records are kept (core's tax-time/records.ts) cannot go. */
export class ReceiptKeptError extends BookError {
  override name = 'ReceiptKeptError';
  readonly status = 409;
  readonly until: string;
  constructor(until: string) {
    super(`receipt kept until ${until}`);
    this.until = until;
  }
  errorsIn(locale: Locale): ErrorObject[] {
    const detail = translate(locale, 'validation', 'receipt_kept', {
      date: formatDisplayDate(this.until),
    });
    return [{ ...errorObject(409, detail, 'receipt'), code: 'receipt_kept', meta: { until: this.until } }];
  }
}
