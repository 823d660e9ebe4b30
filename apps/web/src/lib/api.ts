import { dropFirstRequests, firstRequest } from './first-requests.ts';

export const API_BASE = '/api/v1';
export const JSON_API = 'application/vnd.api+json';
const CSRF_PATH = '/csrf-cookie';

/** One error object of a JSON:API error document. */
export interface JsonApiError {
  id?: string;
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  /** What the error is about, e.g. the characters the invoice PDF cannot print. */
  meta?: { characters?: string } & Record<string, unknown>;
}

/** The one error the API client throws: HTTP status (0 when the network failed) and the error objects. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: JsonApiError[];
  /** First `detail` per attribute, keyed by the 4th segment of `source.pointer` (`/data/attributes/email`). */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, errors: JsonApiError[], options?: { cause?: unknown }) {
    const first = errors[0];
    super(first?.detail ?? first?.title ?? `Request failed with status ${status}`, options);
    this.status = status;
    this.errors = errors;
    this.fieldErrors = fieldErrorsOf(errors);
  }
}

/**
 * A failure no screen can explain (the server broke, 5xx, or could not be reached): shown as the one
 * generic message. A 4xx says what was wrong, so its screen keeps its own text.
 */
export function isUnexpectedFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** The request never reached the server: the device is offline or its connection is down. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** `/data/attributes/email` → `email`; undefined for pointers that do not name an attribute. */
export function fieldFromPointer(pointer: string | undefined): string | undefined {
  if (!pointer) return undefined;
  const field = pointer.split('/')[3];
  return field ? field : undefined;
}

export function fieldErrorsOf(errors: readonly JsonApiError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldFromPointer(error.source?.pointer);
    const message = error.detail ?? error.title;
    if (field && message && !(field in fields)) fields[field] = message;
  }
  return fields;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

let language: string | null = null;

/**
 * The language the server should answer in (error details, mails): i18n calls this on every language
 * change, so this module does not need i18next.
 */
export function setApiLanguage(next: string | null): void {
  language = next;
}

let unauthorized: (() => void) | null = null;

/**
 * What a 401 means to the app (the session is gone: sign out, go to the sign-in page), registered by the
 * app at start; this module knows nothing of sessions.
 */
export function setUnauthorizedHandler(next: (() => void) | null): void {
  unauthorized = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON (a JSON:API document). */
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 is an answer, not a lost session (session checks, sign-in forms): no redirect, no clearing. */
  allowUnauthorized?: boolean;
}

function errorsOf(document: unknown): JsonApiError[] | null {
  if (typeof document !== 'object' || document === null || !('errors' in document)) return null;
  const { errors } = document;
  return Array.isArray(errors) ? (errors as JsonApiError[]) : null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function baseHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' };
  if (language) headers['Accept-Language'] = language;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

interface SendOptions {
  method: NonNullable<RequestOptions['method']>;
  /** JSON_API, or the type of a file asked for (its answer is then read as a Blob). */
  accept: string;
  body: BodyInit | undefined;
  contentType: string | undefined;
  signal: AbortSignal | undefined;
  allowUnauthorized: boolean;
}

async function send<T>(path: string, options: SendOptions, retried = false): Promise<T> {
  const { method, accept, body, contentType, signal, allowUnauthorized } = options;
  const headers = baseHeaders(accept);
  if (contentType) headers['Content-Type'] = contentType;

  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) init.body = body;
  if (signal) init.signal = signal;

  if (method !== 'GET') dropFirstRequests();
  let response: Response;
  try {
    response = await (firstRequest(path) ?? fetch(`${API_BASE}${path}`, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [{ title: 'Network error', detail: 'The server could not be reached.' }], {
      cause: error,
    });
  }

  if (response.ok && accept !== JSON_API) return (await response.blob()) as T;
  const document = await readBody(response);
  if (response.ok) return document as T;

  // 419: the CSRF cookie is missing or stale (a new browser session with a remembered sign-in): fetch a
  // fresh one and try once more.
  if (response.status === 419 && !retried && path !== CSRF_PATH) {
    await ensureCsrfCookie();
    return send<T>(path, options, true);
  }
  if (response.status === 401 && !allowUnauthorized) unauthorized?.();
  if (response.status === 429) console.warn(`Too many requests: ${method} ${path}`);
  throw new ApiError(
    response.status,
    errorsOf(document) ?? [{ status: String(response.status), title: response.statusText || 'Error' }],
  );
}

/** Calls the API at `API_BASE + path` and returns the parsed JSON:API document. */
export function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, allowUnauthorized = false } = options;
  return send<T>(path, {
    method,
    accept: JSON_API,
    body: body === undefined ? undefined : JSON.stringify(body),
    contentType: body === undefined ? undefined : JSON_API,
    signal,
    allowUnauthorized,
  });
}

/**
 * Sends a multipart form (file uploads; POST unless told PUT) with the same headers as every other call;
 * the browser sets the multipart Content-Type with its boundary.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: Omit<RequestOptions, 'method' | 'body'> & { method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  return send<T>(path, {
    method: options.method ?? 'POST',
    accept: JSON_API,
    body: form,
    contentType: undefined,
    signal: options.signal,
    allowUnauthorized: options.allowUnauthorized ?? false,
  });
}

/**
 * POSTs a JSON:API document and answers with the file the server makes of it (an invoice PDF), with the
 * same headers and errors as every other call (a failed one answers JSON:API errors, not a file).
 */
export function apiFile(
  path: string,
  body: unknown,
  accept: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  return send<Blob>(path, {
    method: 'POST',
    accept: `${accept}, ${JSON_API}`,
    body: JSON.stringify(body),
    contentType: JSON_API,
    signal: options.signal,
    allowUnauthorized: options.allowUnauthorized ?? false,
  });
}

/** GETs a file the server makes (a CSV export, a BAS worksheet's PDF), with the same headers and errors as every other call. */
export function apiGetFile(
  path: string,
  accept: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  return send<Blob>(path, {
    method: 'GET',
    accept: `${accept}, ${JSON_API}`,
    body: undefined,
    contentType: undefined,
    signal: options.signal,
    allowUnauthorized: options.allowUnauthorized ?? false,
  });
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Makes the server set the `XSRF-TOKEN` cookie; call before sign-in, sign-up, logout and external callbacks. */
export async function ensureCsrfCookie(): Promise<void> {
  await apiRequest(CSRF_PATH, { allowUnauthorized: true });
}
