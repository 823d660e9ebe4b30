import { isAfterToday } from '@sorted/core/dates/calendar';
import { type Locale, pickLocale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { isValidationMessageKey, type ValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ErrorObject, errorObject, HttpError } from './http-error.ts';

/** The language to answer in: the web sends the user's chosen locale as Accept-Language. */
export const requestLocale = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);

/** Resource attributes from a JSON:API document, or the body itself for the spec's flat payloads. */
function attributesOf(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) {
    const data = (body as { data: unknown }).data;
    if (data && typeof data === 'object' && 'attributes' in data)
      return (data as { attributes: unknown }).attributes;
  }
  return body ?? {};
}

/** Validates a request body against a shared schema; bad input becomes a 422 naming each field. */
export function parseAttributes<Schema extends z.ZodType>(
  schema: Schema,
  request: FastifyRequest,
): z.output<Schema> {
  return parseInput(schema, attributesOf(request.body), request);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/**
 * The field (dotted path) of the first string in the input that holds U+0000, which PostgreSQL text
 * cannot store. Walked with a stack and parent links: a body may nest deeper than the call stack goes,
 * and copying paths at every level would be quadratic.
 */
function fieldWithNul(input: unknown): string | undefined {
  const pending: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string' && visit.value.includes('\u0000')) {
      const keys: string[] = [];
      for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
      return keys.join('.') || 'data';
    }
    if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, value] of Object.entries(visit.value)) pending.push({ value, key, parent: visit });
    }
  }
  return undefined;
}

/** Validates already gathered attributes (see parseAttributes) in the request's language. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  attributes: unknown,
  request: FastifyRequest,
): z.output<Schema> {
  const nulField = fieldWithNul(attributes);
  if (nulField) throw fieldError(requestLocale(request), nulField, 'text_nul');
  const result = schema.safeParse(attributes);
  if (result.success) return result.data;
  const locale = requestLocale(request);
  const seen = new Set<string>();
  const errors: ErrorObject[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'data';
    if (seen.has(field)) continue;
    seen.add(field);
    const code = isValidationMessageKey(issue.message) ? issue.message : undefined;
    // A rule may name what it refused (the characters a PDF cannot print): the detail ends with it.
    const characters = issue.code === 'custom' ? issue.params?.characters : undefined;
    const named = typeof characters === 'string' ? characters : undefined;
    const text = code ? translate(locale, 'validation', code) : undefined;
    const detail = text ? (named ? `${text}: ${named}` : text) : issue.message;
    errors.push({
      ...errorObject(422, detail, field),
      ...(code ? { code } : {}),
      ...(named ? { meta: { characters: named } } : {}),
    });
  }
  throw new HttpError(422, errors[0]?.detail ?? 'The data is invalid.', { errors });
}

/**
 * A 422 for one field with one of the shared messages, in the given language; `values` fill the
 * message's placeholders ("{{amount}}") and go with it as the error's meta, for the web's own text.
 */
export function fieldError(
  locale: Locale,
  field: string,
  code: ValidationMessageKey,
  values?: Record<string, string>,
): HttpError {
  const detail = translate(locale, 'validation', code, values);
  return new HttpError(422, detail, {
    errors: [{ ...errorObject(422, detail, field), code, ...(values ? { meta: values } : {}) }],
  });
}

/**
 * A 422 on `field` when its date is after today (in the app's time zone): what it records (a payment
 * received, a note issued) has not happened yet.
 */
export function refuseDateAfterToday(
  request: FastifyRequest,
  field: string,
  date: string,
  today: string,
): void {
  if (isAfterToday(date, today)) throw fieldError(requestLocale(request), field, 'date_after_today');
}

/**
 * The id of a to-one relationship in a JSON:API body (`data.relationships.<name>.data.id`), or the flat
 * `<name>_id` attribute the spec's edit calls send. Missing or malformed: a 422 on that relationship.
 */
export function relationshipId(request: FastifyRequest, name: string, code: ValidationMessageKey): number {
  const body = request.body as
    | {
        data?: {
          relationships?: Record<string, { data?: { id?: unknown } }>;
          attributes?: Record<string, unknown>;
        };
      }
    | undefined;
  const raw = body?.data?.relationships?.[name]?.data?.id ?? body?.data?.attributes?.[`${name}_id`];
  // Only a string or a number can be an id: Number() of an object runs its own toString/valueOf, and
  // JSON can send {"toString": 1}, on which it throws.
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  if (raw === undefined || raw === null || raw === '' || !isRecordId(id)) {
    throw relationshipError(requestLocale(request), name, code);
  }
  return id;
}

/** As relationshipId, for a relationship that may be left out (undefined then): sent, it must be an id. */
export function optionalRelationshipId(
  request: FastifyRequest,
  name: string,
  code: ValidationMessageKey,
): number | undefined {
  const body = request.body as { data?: { relationships?: Record<string, unknown> } } | undefined;
  return body?.data?.relationships?.[name] === undefined ? undefined : relationshipId(request, name, code);
}

/**
 * As relationshipId, for a relationship that may be empty: left out or `{ "data": null }` is null (none);
 * anything else must be an id.
 */
export function nullableRelationshipId(
  request: FastifyRequest,
  name: string,
  code: ValidationMessageKey,
): number | null {
  const body = request.body as { data?: { relationships?: Record<string, { data?: unknown }> } } | undefined;
  const relationship = body?.data?.relationships?.[name];
  if (relationship === undefined || relationship?.data === null) return null;
  return relationshipId(request, name, code);
}

/** A 422 on a relationship (`/data/relationships/<name>`): missing, or not one of the user's records. */
export function relationshipError(locale: Locale, name: string, code: ValidationMessageKey): HttpError {
  const detail = translate(locale, 'validation', code);
  return new HttpError(422, detail, {
    errors: [{ ...errorObject(422, detail), code, source: { pointer: `/data/relationships/${name}` } }],
  });
}

/** A 409 for a request the record's state does not allow now (a decided quote edited, say), with its key. */
export function conflictError(locale: Locale, code: ValidationMessageKey): HttpError {
  const detail = translate(locale, 'validation', code);
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code }] });
}
