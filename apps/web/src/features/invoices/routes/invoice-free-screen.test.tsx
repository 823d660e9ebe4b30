import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

const WAIT = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 401 })),
  );
});

/** The text Mantine shows under a field as its error, found through the field's aria-describedby. */
function errorUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** Replaces a field's text at once (typing it key by key redraws the whole invoice each time). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

describe('free invoice screen', () => {
  it('says under the field when a quantity or price has more decimals than kept, or commas out of place', async () => {
    await renderApp('/invoice/free');
    const item = await screen.findByRole('group', { name: 'Item 1' }, WAIT);
    const user = userEvent.setup();
    const quantity = within(item).getByRole('textbox', { name: 'Qty' });
    const price = within(item).getByRole('textbox', { name: 'Price' });
    await enter(user, within(item).getByRole('textbox', { name: /^Item/ }), 'Bricks');
    await enter(user, quantity, '1.0005');
    await enter(user, price, '10.005');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(errorUnder(quantity)).toBe('Quantity can have at most 3 decimal places.');
    expect(errorUnder(price)).toBe('Price can have at most 2 decimal places.');

    await enter(user, price, '1,00');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(errorUnder(price)).toBe(
      'Use a comma only between groups of three digits (1,000) and a point for decimals (1.5).',
    );
    await enter(user, quantity, '1,000');
    // The error goes as soon as the field reads as a number the server takes.
    expect(errorUnder(quantity)).toBeNull();
  });

  it('says what the largest price is rather than taking or dropping the digits past it', async () => {
    await renderApp('/invoice/free');
    const item = await screen.findByRole('group', { name: 'Item 1' }, WAIT);
    const user = userEvent.setup();
    const price = within(item).getByRole('textbox', { name: 'Price' });
    await enter(user, within(item).getByRole('textbox', { name: /^Item/ }), 'Bridge');
    await enter(user, price, '1,000,000,000');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((price as HTMLInputElement).value).toBe('1,000,000,000');
    expect(errorUnder(price)).toBe('Price can be at most $100,000,000.00.');
  });
});
