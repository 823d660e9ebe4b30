import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { createQueryClient } from './query-client.ts';

describe('query client', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry;
  const shouldRetry = (failures: number, error: unknown) =>
    typeof retry === 'function' ? retry(failures, error as Error) : retry;

  it('retries a query once after a network or server failure', () => {
    expect(shouldRetry(0, new ApiError(500, []))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, []))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, []))).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(shouldRetry(0, new ApiError(status, []))).toBe(false);
  });

  it('does not refetch on window focus, nor retry mutations', () => {
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
