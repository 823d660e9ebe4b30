import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006', 'connection failure')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    ['a refusal inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['a refusal as the cause', new Error('could not acquire a connection', { cause: withCode('ETIMEDOUT') })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in SQL', withCode('42601', 'syntax error at or near "selct"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
