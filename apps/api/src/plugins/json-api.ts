import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BookError } from '../books/book-errors.ts';
import { isDatabaseUnreachable } from '../db/errors.ts';
import { errorObject, HttpError } from '../lib/http-error.ts';
import { requestLocale } from '../lib/validation.ts';

export const JSON_API = 'application/vnd.api+json';

const GENERIC_DETAIL = 'Something went wrong. Please try again.';
const UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Please try again in a moment.';
// About as long as a database restart or fail-over takes.
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Fastify's own 4xx errors carry codes; these get wording a person can act on.
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: `Send the request body as ${JSON_API} or application/json.`,
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

function sendErrors(reply: FastifyReply, status: number, errors = [errorObject(status, GENERIC_DETAIL)]) {
  return reply.code(status).type(JSON_API).send({ errors });
}

export function toErrorDocument(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    return sendErrors(reply, error.status, error.errors);
  }
  if (error instanceof BookError)
    return sendErrors(reply, error.status, error.errorsIn(requestLocale(request)));
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error instanceof SyntaxError && status === 400) {
    return sendErrors(reply, 400, [errorObject(400, 'The request body is not valid JSON.')]);
  }
  if (status >= 400 && status < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return sendErrors(reply, status, [errorObject(status, FASTIFY_DETAILS[code] ?? error.message)]);
  }
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendErrors(reply, 503, [errorObject(503, UNAVAILABLE_DETAIL)]);
  }
  request.log.error({ err: error }, 'request failed');
  return sendErrors(reply, 500);
}

/**
 * JSON:API plumbing for the whole server: body parsing for its media type, the error document for every
 * failure (never a stack trace), and a JSON:API 404 for unknown API paths.
 */
export function installJsonApi(app: FastifyInstance): void {
  app.addContentTypeParser(JSON_API, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.setErrorHandler(toErrorDocument);
}

/** JSON:API 1.1 content negotiation, for routes under the API prefix. */
export async function negotiateJsonApi(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.type(JSON_API);
  const contentType = request.headers['content-type'];
  if (contentType?.toLowerCase().startsWith(JSON_API) && hasForeignParameters(contentType)) {
    throw new HttpError(415, `The ${JSON_API} media type accepts only the ext and profile parameters.`);
  }
  const accept = request.headers.accept;
  if (accept) {
    const ranges = accept.split(',').map((range) => range.trim().toLowerCase());
    const jsonApiRanges = ranges.filter((range) => range.startsWith(JSON_API));
    const acceptsOther = ranges.some((range) => !range.startsWith(JSON_API));
    if (!acceptsOther && jsonApiRanges.length > 0 && jsonApiRanges.every(hasForeignParameters)) {
      throw new HttpError(
        406,
        `Accept ${JSON_API} without media type parameters other than ext and profile.`,
      );
    }
  }
}

function hasForeignParameters(mediaType: string): boolean {
  return mediaType
    .split(';')
    .slice(1)
    .map((parameter) => parameter.split('=')[0]?.trim().toLowerCase() ?? '')
    .some(
      (name) => name !== '' && name !== 'ext' && name !== 'profile' && name !== 'q' && name !== 'charset',
    );
}

export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return sendErrors(reply, 404, [errorObject(404, 'There is no API endpoint at this path.')]);
}

export function fileNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return sendErrors(reply, 404, [errorObject(404, 'There is no file at this path.')]);
}
