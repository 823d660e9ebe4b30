import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { parseVerifyFailure, parseVerifyLink, verifyApiPath, verifyFailureOf } from './verify-link.ts';

const HASH = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';

describe('parseVerifyLink', () => {
  it('reads the current form: id, hash, expires, signature', () => {
    expect(parseVerifyLink(`?id=12&hash=${HASH}&expires=1790000000&signature=abc123`)).toEqual({
      id: '12',
      hash: HASH,
      expires: '1790000000',
      signature: 'abc123',
    });
  });

  it('reads the legacy form: <id>p001.<hash> as a query key', () => {
    expect(parseVerifyLink(`?12p001.${HASH}&expires=1790000000&signature=abc123`)).toEqual({
      id: '12',
      hash: HASH,
      expires: '1790000000',
      signature: 'abc123',
    });
    expect(parseVerifyLink(`?expires=1790000000&7p001.${HASH}=&signature=s`)).toMatchObject({
      id: '7',
      hash: HASH,
    });
  });

  it.each([
    ['nothing', ''],
    ['no hash', '?id=12&expires=1&signature=s'],
    ['no id', `?hash=${HASH}&expires=1&signature=s`],
    ['a non-numeric id', `?id=x12&hash=${HASH}&expires=1&signature=s`],
    ['no expiry', `?id=12&hash=${HASH}&signature=s`],
    ['no signature', `?id=12&hash=${HASH}&expires=1`],
    ['a legacy key without an id', `?p001.${HASH}&expires=1&signature=s`],
    ['a legacy key without a hash', '?12p001.&expires=1&signature=s'],
    ['a legacy key with another marker', `?12p002.${HASH}&expires=1&signature=s`],
    ['something else', '?token=abc'],
  ])('rejects %s', (_name, search) => {
    expect(parseVerifyLink(search)).toBeNull();
  });
});

describe('verifyApiPath', () => {
  it('builds GET /email/verify/{id}/{hash}?expires&signature, escaping every part', () => {
    expect(verifyApiPath({ id: '12', hash: HASH, expires: '1790000000', signature: 'a+b/c=' })).toBe(
      `/email/verify/12/${HASH}?expires=1790000000&signature=a%2Bb%2Fc%3D`,
    );
    expect(verifyApiPath({ id: '1', hash: '../x', expires: '1', signature: 's' })).toBe(
      '/email/verify/1/..%2Fx?expires=1&signature=s',
    );
  });
});

describe('verifyFailureOf', () => {
  it.each([
    [403, 'used'],
    [410, 'expired'],
    [400, 'invalid'],
    [404, 'invalid'],
    [422, 'invalid'],
    [500, 'invalid'],
    [0, 'invalid'],
  ])('maps %i to %s', (status, reason) => {
    expect(verifyFailureOf(new ApiError(status, []))).toBe(reason);
  });

  it('reads back only the reasons it knows', () => {
    expect(parseVerifyFailure('used')).toBe('used');
    expect(parseVerifyFailure('expired')).toBe('expired');
    expect(parseVerifyFailure('invalid')).toBe('invalid');
    expect(parseVerifyFailure('<script>')).toBe('invalid');
    expect(parseVerifyFailure(null)).toBe('invalid');
  });
});
