import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { confirmedPath, confirmingLockedPeriod, setLockedPeriodConfirmer } from './locked-period.ts';

const locked = () =>
  new ApiError(409, [{ status: '409', code: 'period_locked', detail: 'This record is dated in 2026-Q3.' }]);

afterEach(() => setLockedPeriodConfirmer(null));

describe('confirmingLockedPeriod', () => {
  it('writes once when the period is open', async () => {
    const write = vi.fn(async (confirm: boolean) => (confirm ? 'confirmed' : 'plain'));
    await expect(confirmingLockedPeriod(write)).resolves.toBe('plain');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('asks with the server’s message, then writes again confirmed', async () => {
    const ask = vi.fn(async () => true);
    setLockedPeriodConfirmer(ask);
    const write = vi.fn(async (confirm: boolean) => {
      if (!confirm) throw locked();
      return 'confirmed';
    });
    await expect(confirmingLockedPeriod(write)).resolves.toBe('confirmed');
    expect(ask).toHaveBeenCalledWith('This record is dated in 2026-Q3.');
    expect(write.mock.calls).toEqual([[false], [true]]);
  });

  it('gives the refusal back when the person keeps the period as it was', async () => {
    setLockedPeriodConfirmer(async () => false);
    const write = vi.fn(async () => {
      throw locked();
    });
    await expect(confirmingLockedPeriod(write)).rejects.toMatchObject({ status: 409 });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures alone', async () => {
    const ask = vi.fn(async () => true);
    setLockedPeriodConfirmer(ask);
    const write = vi.fn(async () => {
      throw new ApiError(409, [{ code: 'bas_period_lodged' }]);
    });
    await expect(confirmingLockedPeriod(write)).rejects.toBeInstanceOf(ApiError);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('confirmedPath', () => {
  it.each([
    ['/invoices/1', false, '/invoices/1'],
    ['/invoices/1', true, '/invoices/1?confirm=locked-period'],
    ['/invoices/1?include=items', true, '/invoices/1?include=items&confirm=locked-period'],
  ])('%s (%s)', (path, confirm, expected) => {
    expect(confirmedPath(path, confirm)).toBe(expected);
  });
});
