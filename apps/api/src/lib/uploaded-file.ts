import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import type { ValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../plugins/rate-limit.ts';
import { errorObject, HttpError } from './http-error.ts';
import { fieldError, requestLocale } from './validation.ts';

// Uploads per account (receipts, business logos and profile images together): someone filing a
// quarter's receipts in one sitting stays under it; a script making the server decode and re-encode
// images without end does not.
const UPLOADS_PER_WINDOW = 60;
const UPLOAD_WINDOW_SECONDS = 10 * 60;

/**
 * @fastify/multipart's options for a route taking one file of up to `maxBytes`.
 *
 * `fileHwm` is what stops a hang. Busboy skips a part whose name or file name holds a bare CR or LF;
 * when such a part's data and the form's closing boundary arrive in one chunk larger than the part
 * stream's buffer (64 KiB by default), the parser waits for that buffer to drain, which never happens
 * once the part has ended, and the request is never answered (@fastify/busboy 3.2.6; found by the
 * receipt fuzzing, about 1 run in 100). With room for the whole upload the parser never waits. The
 * buffer only fills as fast as the handler reads it, and every handler reads the whole file anyway.
 */
export const singleFileUpload = (
  maxBytes: number,
  text: { fields: number; fieldSize?: number } = { fields: 5 },
) => ({
  limits: { fileSize: maxBytes, files: 1, ...text },
  fileHwm: maxBytes + HEADER_ROOM,
});

/** The part's own headers and the closing boundary beside the file, however long the fuzzer's names. */
const HEADER_ROOM = 1024 * 1024;

/** Counts one upload of the account's; past the limit a 429 (JSON:API, Retry-After). */
export const countUpload = (limiter: RateLimiter, userId: number): Promise<void> =>
  limiter.hit(`upload:${userId}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_SECONDS);

/** The multipart parser's own refusal (a 4xx) as it is; anything else, the file is missing. */
function keptOrRequired(
  error: unknown,
  locale: Locale,
  field: string,
  required: ValidationMessageKey,
): unknown {
  const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status < 500 ? error : fieldError(locale, field, required);
}

/**
 * The bytes of a multipart form's one file in `field` (with @fastify/multipart registered on the route's
 * plugin, its size limit set there). No file, another field or a broken body: a 422 on the field with
 * `required`; past the size limit, `tooLarge`. The parser's own refusals (a 4xx) keep their status.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  codes: { required: ValidationMessageKey; tooLarge: ValidationMessageKey },
): Promise<Buffer> {
  const locale = requestLocale(request);
  if (!request.isMultipart()) throw fieldError(locale, field, codes.required);
  const noFile = (error: unknown) => keptOrRequired(error, locale, field, codes.required);
  const part = await request.file().catch((error: unknown) => {
    throw noFile(error);
  });
  if (part?.fieldname !== field) throw fieldError(locale, field, codes.required);
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(locale, field, codes.tooLarge);
    }
    throw noFile(error);
  }
}

/**
 * A multipart form's one file in `field` (with the name the browser gave it) and its text fields named
 * in `textFields`, in any order around the file (others are ignored). Refused as uploadedFile refuses,
 * but a file past the size limit gets 413 on the field, as statement imports do (receipts and images
 * keep the 422 they had).
 */
export async function uploadedForm<TextField extends string>(
  request: FastifyRequest,
  field: string,
  codes: { required: ValidationMessageKey; tooLarge: ValidationMessageKey },
  textFields: readonly TextField[],
): Promise<{ bytes: Buffer; fileName: string; fields: Partial<Record<TextField, string>> }> {
  const locale = requestLocale(request);
  if (!request.isMultipart()) throw fieldError(locale, field, codes.required);
  const fields: Partial<Record<TextField, string>> = {};
  let bytes: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== field || bytes !== undefined) throw fieldError(locale, field, codes.required);
        bytes = await part.toBuffer();
        fileName = part.filename;
      } else if (
        (textFields as readonly string[]).includes(part.fieldname) &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname as TextField] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const detail = translate(locale, 'validation', codes.tooLarge);
      throw new HttpError(413, detail, {
        errors: [{ ...errorObject(413, detail, field), code: codes.tooLarge }],
      });
    }
    throw keptOrRequired(error, locale, field, codes.required);
  }
  if (bytes === undefined) throw fieldError(locale, field, codes.required);
  return { bytes, fileName, fields };
}
