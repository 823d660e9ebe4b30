import { STATUS_CODES } from 'node:http';

/** One JSON:API error object; `source.pointer` names the field so the web can show it in place. */
export interface ErrorObject {
  status: string;
  title: string;
  detail: string;
  /** A stable key (e.g. a validation message key) that the web can translate. */
  code?: string;
  source?: { pointer: string };
  /** What the detail is about, for the web to show with its own text (e.g. the unprintable characters). */
  meta?: Record<string, string>;
}

// 419 is Laravel's CSRF status, which the web app was written against; Node does not name it.
const TITLES: Record<number, string> = { 419: 'CSRF Token Mismatch' };

/** The one error type handlers and services throw; the error handler turns it into a JSON:API document. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly errors: ErrorObject[];
  /** Seconds, sent as Retry-After (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    detail: string,
    options: { field?: string; errors?: ErrorObject[]; retryAfter?: number } = {},
  ) {
    super(detail);
    this.status = status;
    this.errors = options.errors ?? [errorObject(status, detail, options.field)];
    this.retryAfter = options.retryAfter;
  }
}

export function errorObject(status: number, detail: string, field?: string): ErrorObject {
  return {
    status: String(status),
    title: TITLES[status] ?? STATUS_CODES[status] ?? 'Error',
    detail,
    ...(field ? { source: { pointer: `/data/attributes/${field}` } } : {}),
  };
}

export const notFound = (detail = 'The resource could not be found.') => new HttpError(404, detail);
