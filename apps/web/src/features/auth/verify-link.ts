import { ApiError } from '../../lib/api.ts';

/** The parts of an e-mail verification link. */
export interface VerifyLink {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** The old mails' form: the user id and hash in one query key, `<id>p001.<hash>`. */
const LEGACY_KEY = /^(\d+)p001\.(.+)$/;

function legacyParts(params: URLSearchParams): { id: string; hash: string } | null {
  for (const key of params.keys()) {
    const match = LEGACY_KEY.exec(key);
    if (match?.[1] && match[2]) return { id: match[1], hash: match[2] };
  }
  return null;
}

/**
 * The link's parts from the query of /email/verify: `?id=&hash=&expires=&signature=`, or the legacy
 * `?<id>p001.<hash>&expires=&signature=`. Null when something is missing (an invalid link).
 */
export function parseVerifyLink(search: string): VerifyLink | null {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const hash = params.get('hash');
  const parts = id && hash ? { id, hash } : legacyParts(params);
  const expires = params.get('expires');
  const signature = params.get('signature');
  if (!parts || !/^\d+$/.test(parts.id) || !expires || !signature) return null;
  return { id: parts.id, hash: parts.hash, expires, signature };
}

/** The API path that checks the link: GET /email/verify/{id}/{hash}?expires=…&signature=… */
export function verifyApiPath(link: VerifyLink): string {
  const query = new URLSearchParams({ expires: link.expires, signature: link.signature });
  return `/email/verify/${encodeURIComponent(link.id)}/${encodeURIComponent(link.hash)}?${query}`;
}

/** Why a link did not work: used (403), expired (410), else invalid. */
export type VerifyFailure = 'used' | 'expired' | 'invalid';

export function verifyFailureOf(error: unknown): VerifyFailure {
  if (error instanceof ApiError && error.status === 403) return 'used';
  if (error instanceof ApiError && error.status === 410) return 'expired';
  return 'invalid';
}

/** The `reason` the gate hands to the error screen, read back; anything unknown is an invalid link. */
export function parseVerifyFailure(value: string | null): VerifyFailure {
  return value === 'used' || value === 'expired' ? value : 'invalid';
}

export const VERIFY_ERROR_PATH = '/email/verify/error';

export const verifyErrorPathFor = (reason: VerifyFailure) => `${VERIFY_ERROR_PATH}?reason=${reason}`;
