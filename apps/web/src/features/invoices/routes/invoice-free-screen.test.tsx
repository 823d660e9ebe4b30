import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

/** A stand-in API for a signed-out visitor: `answer` for every call but the session's. */
function server(answer: (key: string) => Answer = () => ({ status: 404 })) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const reply = key === 'GET /api/v1/me?include=roles' ? { status: 401 } : answer(key);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

/** A draft the form itself finds complete: a GST-registered business billing $1,650. */
const draft = {
  name: 'FREE-1',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  seller: { name: 'Garden Café', abn: '51 824 753 556', email: '', address: '' },
  buyer: { name: 'Harbour Cafe', abn: '', email: '', address: '' },
  gst_registered: true,
  items: [{ name: 'Catering', description: '', quantity: '1', price: '1500', taxable: true }],
};

afterEach(() => window.localStorage.clear());

describe('free invoice screen', () => {
  it('shows no GST row for a business not registered for GST, and says so under the total', async () => {
    server();
    const user = userEvent.setup();
    await renderApp('/invoice/free');
    await screen.findByRole('heading', { name: 'Free invoice' }, WAIT);
    expect(screen.getByTestId('invoice-gst-status').textContent).toBe('Not registered for GST');
    expect(screen.queryByTestId('invoice-gst')).toBeNull();

    await user.click(screen.getByLabelText(/^Registered for GST/));
    expect(await screen.findByTestId('invoice-gst')).toBeTruthy();
    expect(screen.queryByTestId('invoice-gst-status')).toBeNull();
  });

  it("shows the server's refusal of the PDF under the field it names", async () => {
    window.localStorage.setItem('free_invoice_draft', JSON.stringify(draft));
    server((key) =>
      key === 'POST /api/v1/invoice-pdfs'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'tax_invoice_buyer_required',
                  detail: "A tax invoice of $1,000 or more must show the buyer's name or ABN.",
                  source: { pointer: '/data/attributes/buyer.name' },
                },
              ],
            },
          }
        : { status: 404 },
    );
    const user = userEvent.setup();
    await renderApp('/invoice/free');
    await screen.findByRole('heading', { name: 'Free invoice' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const clientName = screen.getByRole('textbox', { name: 'Client Name' });
    await waitFor(() => expect(clientName.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const error = document.getElementById(
      clientName
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')) ?? '',
    );
    expect(error?.textContent).toBe("A tax invoice of $1,000 or more must show the buyer's name or ABN.");
    expect(screen.queryByText('The PDF could not be made. Please try again.')).toBeNull();
  });
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

describe('free invoice screen: quantities and prices', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
  });

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

  it('says which kind of PayID the typed one reads as', async () => {
    await renderApp('/invoice/free');
    await screen.findByRole('heading', { name: 'Free invoice' }, WAIT);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Add payment details' }));
    await enter(user, screen.getByLabelText(/^PayID \(e-mail, mobile or ABN\)/), '0412 345 678');
    expect(screen.getByTestId('payid-kind').textContent).toBe('Recognised as: Phone number');
    await enter(user, screen.getByLabelText(/^PayID \(e-mail, mobile or ABN\)/), 'pay.sorted.test');
    expect(screen.getByTestId('payid-kind').textContent).toBe('Recognised as: Organisation ID');
  });
});
