import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError, LAZY_TIMEOUT_MS } from './lazy-with-timeout.ts';

afterEach(() => vi.useRealTimers());

describe('importWithTimeout', () => {
  it('gives the module when it arrives in time', async () => {
    const module = { default: () => null };
    await expect(importWithTimeout(async () => module)).resolves.toBe(module);
  });

  it('turns a failed import into a ChunkLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await importWithTimeout(() => Promise.reject(cause)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('gives up after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(LAZY_TIMEOUT_MS).toBe(120_000);
    const result = importWithTimeout(() => new Promise(() => {})).catch((caught: unknown) => caught);

    await vi.advanceTimersByTimeAsync(119_999);
    const pending = Symbol('pending');
    expect(await Promise.race([result, Promise.resolve(pending)])).toBe(pending);

    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('does not call other errors chunk errors', () => {
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
  });
});
