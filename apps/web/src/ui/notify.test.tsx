import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../app/i18n.ts';
import { ApiError } from '../lib/api.ts';
import { ERROR_MS, notify, SUCCESS_MS } from './notify.tsx';

describe('notify', () => {
  it('shows success for 2 s and errors for 3 s, each newer one ranked above the last', async () => {
    const show = vi.spyOn(notifications, 'show');
    notify.success('Saved');
    notify.error('Could not save');

    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(SUCCESS_MS).toBe(2000);
    expect(ERROR_MS).toBe(3000);
    const [first, second] = show.mock.calls.map(([data]) => data);
    expect(first).toMatchObject({ message: 'Saved', color: 'teal', autoClose: 2000 });
    expect(second).toMatchObject({ message: 'Could not save', color: 'red', autoClose: 3000 });
    expect(second?.priority ?? 0).toBeGreaterThan(first?.priority ?? 0);
  });

  it('names each toast’s close button, in the user’s language', async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    const show = vi.spyOn(notifications, 'show');
    notify.success('Saved');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls.at(-1)?.[0]).toMatchObject({ closeButtonProps: { 'aria-label': 'Close' } });
  });

  it('says the generic message for a server failure, that the connection is down when offline, the screen’s own for a 4xx', async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    const show = vi.spyOn(notifications, 'show');
    const generic = 'Something went wrong! Try again later or contact the support.';
    notify.error('Could not save', new ApiError(500, [{ title: 'Internal Server Error' }]));
    notify.error('Could not save', new ApiError(0, [{ detail: 'The server could not be reached.' }]));
    notify.error('Could not save', new ApiError(409, [{ detail: 'Already sent' }]));
    notify.error('Could not save');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(4));
    expect(show.mock.calls.map(([data]) => data.message)).toEqual([
      generic,
      "You're offline: the connection is down. Check it, then try again.",
      'Could not save',
      'Could not save',
    ]);
  });
});
