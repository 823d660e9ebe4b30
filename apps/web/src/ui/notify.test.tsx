import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
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
});
