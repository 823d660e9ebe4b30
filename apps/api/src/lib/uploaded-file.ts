import type { ValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import type { FastifyRequest } from 'fastify';
import { fieldError, requestLocale } from './validation.ts';

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
  const noFile = (error: unknown) => {
    const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
    return typeof status === 'number' && status < 500 ? error : fieldError(locale, field, codes.required);
  };
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
