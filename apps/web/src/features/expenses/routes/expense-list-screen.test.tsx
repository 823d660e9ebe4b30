import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

function expense(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'expenses',
    id,
    attributes: {
      expense_date: '2026-11-02',
      supplier_name: 'Officeworks',
      supplier_abn: null,
      supplier_abn_formatted: null,
      description: 'Printer paper',
      category: 'materials-stock',
      amount: '110.00',
      gst: '10.00',
      business_use_percent: 100,
      gst_credit: '10.00',
      deductible: '100.00',
      paid_date: '2026-11-02',
      due_date: null,
      receipt: null,
      created_at: '2026-11-02T00:00:00Z',
      updated_at: '2026-11-02T00:00:00Z',
      ...attributes,
    },
    relationships: { company: { data: { type: 'companies', id: '3' } } },
  };
}

const listDocument = (data = [expense('1'), expense('2', billAttributes)]) => ({
  data,
  meta: {
    page: { total: data.length, number: 1, size: 20 },
    totals: {
      count: data.length,
      amount: '1210.00',
      gst: '110.00',
      gst_credit: '100.00',
      deductible: '1000.00',
    },
  },
});

const billAttributes = {
  supplier_name: 'Telstra',
  category: 'phone-internet',
  amount: '1100.00',
  gst: '100.00',
  business_use_percent: 60,
  paid_date: null,
  due_date: '2026-12-01',
  receipt: { url: '/api/v1/expenses/2/receipt', content_type: 'application/pdf', byte_size: 2048 },
};

const company = (id: string, name: string, gstRegistered: boolean) => ({
  type: 'companies',
  id,
  attributes: {
    name,
    abn: '51824753556',
    abn_formatted: '51 824 753 556',
    email: null,
    phone: null,
    address: null,
    gst_registered: gstRegistered,
    logo_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
});

/** A stand-in API: the session and settings, then `answer` for every other call (method and path). */
function server(answer: (key: string, init?: RequestInit) => Answer | undefined) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const reply: Answer =
      key === 'GET /api/v1/me?include=roles'
        ? { status: 200, body: meDocument() }
        : (answer(key, init) ?? { status: 404, body: { errors: [{ status: '404' }] } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const listCalls = (stub: ReturnType<typeof server>) =>
  stub.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/v1/expenses?'))
    .map((url) => new URL(url, 'http://localhost').searchParams);

describe('expense list screen', () => {
  it('shows each expense with its date, category, amounts, payment and receipt, and the totals', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/expenses?') ? { status: 200, body: listDocument() } : undefined,
    );
    await renderApp('/expenses');
    const rows = await screen.findAllByTestId('expense-row', {}, WAIT);
    const [paid, bill] = rows as [HTMLElement, HTMLElement];
    expect(paid.textContent).toContain('02/11/2026');
    expect(paid.textContent).toContain('Materials and stock');
    expect(paid.textContent).toContain('$110.00');
    expect(paid.textContent).toContain('Paid 02/11/2026');
    expect(within(paid).queryByTestId('receipt-icon')).toBeNull();
    expect(bill.textContent).toContain('Bill due 01/12/2026');
    expect(bill.textContent).toContain('60% business use');
    expect(within(bill).getByRole('img', { name: 'Receipt attached' })).toBeTruthy();
    const totals = screen.getByTestId('expense-totals');
    expect(totals.textContent).toContain('$1,210.00');
    expect(totals.textContent).toContain('$100.00');
    expect(totals.textContent).toContain('$1,000.00');
    expect(totals.textContent).toContain('Totals of the 2 matching expenses');
  });

  it('links an expense made from a bank line to that line, and no other', async () => {
    const fromBank = {
      ...expense('1'),
      relationships: {
        company: { data: { type: 'companies', id: '3' } },
        bank_line: { data: { type: 'bank-lines', id: '44' } },
      },
    };
    const typed = {
      ...expense('2', { supplier_name: 'Bunnings' }),
      relationships: { company: { data: { type: 'companies', id: '3' } }, bank_line: { data: null } },
    };
    server((key) =>
      key.startsWith('GET /api/v1/expenses?')
        ? { status: 200, body: listDocument([fromBank, typed]) }
        : undefined,
    );
    await renderApp('/expenses');
    const [officeworks, bunnings] = (await screen.findAllByTestId('expense-row', {}, WAIT)) as HTMLElement[];
    expect(
      within(officeworks as HTMLElement)
        .getByRole('link', { name: 'From the bank' })
        .getAttribute('href'),
    ).toBe('/bank/lines/44');
    expect(within(bunnings as HTMLElement).getByText('Bunnings')).toBeTruthy();
    expect(within(bunnings as HTMLElement).queryByRole('link', { name: 'From the bank' })).toBeNull();
  });

  it('names one matching expense in the singular', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/expenses?')
        ? { status: 200, body: listDocument([expense('1')]) }
        : undefined,
    );
    await renderApp('/expenses');
    const totals = await screen.findByTestId('expense-totals', {}, WAIT);
    expect(totals.textContent).toContain('Totals of the 1 matching expense');
    expect(totals.textContent).not.toContain('expenses');
  });

  it('asks the server for the period, category and search of the URL', async () => {
    const stub = server((key) =>
      key.startsWith('GET /api/v1/expenses?') ? { status: 200, body: listDocument() } : undefined,
    );
    await renderApp('/expenses?period=custom&from=2026-07-01&to=2026-09-30&category=travel&q=qantas');
    await screen.findAllByTestId('expense-row', {}, WAIT);
    const query = listCalls(stub).at(-1);
    expect(query?.get('filter[from]')).toBe('2026-07-01');
    expect(query?.get('filter[to]')).toBe('2026-09-30');
    expect(query?.get('filter[category]')).toBe('travel');
    expect(query?.get('filter[search]')).toBe('qantas');
    expect(query?.get('sort')).toBe('-expense_date');
  });

  it('offers a business filter to a user with more than one business', async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/expenses?')) return { status: 200, body: listDocument() };
      if (key.startsWith('GET /api/v1/companies?'))
        return {
          status: 200,
          body: {
            data: [company('3', 'Registered Co', true), company('4', 'Small Co', false)],
            meta: { page: { total: 2, number: 1, size: 100 } },
          },
        };
      return undefined;
    });
    await renderApp('/expenses?business=4');
    await screen.findAllByTestId('expense-row', {}, WAIT);
    const filter = (await screen.findByRole('combobox', { name: 'Business' }, WAIT)) as HTMLInputElement;
    await waitFor(() => expect(filter.value).toBe('Small Co'));
    expect(listCalls(stub).at(-1)?.get('filter[company_id]')).toBe('4');
  });

  it('invites the first expense when there is none', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/expenses?') ? { status: 200, body: listDocument([]) } : undefined,
    );
    await renderApp('/expenses');
    expect(await screen.findByText('No expenses yet', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first expense' })).toBeTruthy();
  });

  it('pre-fills the GST of a registered business, hides it for another, and saves the receipt after the expense', async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/expenses?')) return { status: 200, body: listDocument([]) };
      if (key.startsWith('GET /api/v1/companies?'))
        return {
          status: 200,
          body: {
            data: [company('3', 'Registered Co', true), company('4', 'Small Co', false)],
            meta: { page: { total: 2, number: 1, size: 100 } },
          },
        };
      if (key === 'POST /api/v1/expenses') return { status: 201, body: { data: expense('9') } };
      if (key === 'PATCH /api/v1/expenses/9') return { status: 200, body: { data: expense('9') } };
      if (key === 'PUT /api/v1/expenses/9/receipt')
        return {
          status: 422,
          body: {
            errors: [
              {
                status: '422',
                detail: 'The receipt must be a JPEG, PNG, HEIC or PDF file.',
                source: { pointer: '/data/attributes/receipt' },
              },
            ],
          },
        };
      return undefined;
    });
    await renderApp('/expenses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add your first expense' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Add expense' }, WAIT);
    const save = await within(panel).findByRole('button', { name: 'Save' }, WAIT);
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(panel).getByRole('combobox', { name: 'Business' }));
    await user.click(await screen.findByRole('option', { name: 'Registered Co' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Supplier' }), 'Officeworks');
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Materials and stock' }));
    await user.type(within(panel).getByRole('textbox', { name: /Amount paid/ }), '110');
    const gst = within(panel).getByRole('textbox', { name: 'GST included' }) as HTMLInputElement;
    expect(gst.value).toBe('10.00');
    await user.click(within(panel).getByRole('button', { name: 'GST-free' }));
    expect(gst.value).toBe('0.00');
    await user.clear(gst);
    await user.type(within(panel).getByRole('textbox', { name: /Amount paid/ }), '0');
    expect(gst.value).toBe('100.00');

    await user.click(within(panel).getByRole('combobox', { name: 'Business' }));
    await user.click(await screen.findByRole('option', { name: 'Small Co' }));
    expect(within(panel).queryByRole('textbox', { name: 'GST included' })).toBeNull();
    expect(within(panel).getByText(/not registered for GST/)).toBeTruthy();
    // A bill is not paid yet: its amount is the amount due, not "Amount paid".
    await user.click(within(panel).getByRole('radio', { name: /Not paid yet/ }));
    expect(within(panel).queryByRole('textbox', { name: /Amount paid/ })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Amount due (incl. GST)' })).toBeTruthy();
    await user.click(within(panel).getByRole('radio', { name: /^Paid/ }));

    const file = new File(['not really an image'], 'photo.png', { type: 'image/png' });
    await user.upload(within(panel).getByLabelText('Receipt (optional)'), file);
    expect(within(panel).getByText(/photo\.png .* will be uploaded when you save\./)).toBeTruthy();
    await user.click(save);

    expect(
      await within(panel).findByText('The receipt must be a JPEG, PNG, HEIC or PDF file.', {}, WAIT),
    ).toBeTruthy();
    const posted = stub.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input) === '/api/v1/expenses',
    );
    const body = JSON.parse(String(posted?.[1]?.body));
    expect(body.data.attributes).toMatchObject({ supplier_name: 'Officeworks', amount: '1100', gst: null });
    expect(body.data.relationships.company.data).toEqual({ type: 'companies', id: '4' });
    // The expense is saved: saving again edits it rather than adding it twice.
    await user.click(save);
    const calls = () => stub.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    await waitFor(() => expect(calls()).toContain('PATCH /api/v1/expenses/9'), WAIT);
    expect(calls().filter((call) => call === 'POST /api/v1/expenses')).toHaveLength(1);
  });

  it('moves the paid date with the expense date until it is set apart, and sends it', async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/expenses?')) return { status: 200, body: listDocument([]) };
      if (key.startsWith('GET /api/v1/companies?'))
        return {
          status: 200,
          body: {
            data: [company('3', 'Registered Co', true)],
            meta: { page: { total: 1, number: 1, size: 100 } },
          },
        };
      if (key === 'POST /api/v1/expenses') return { status: 201, body: { data: expense('9') } };
      return undefined;
    });
    await renderApp('/expenses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add your first expense' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Add expense' }, WAIT);
    const date = (await within(panel).findByRole('textbox', { name: /^Date/ }, WAIT)) as HTMLInputElement;
    const paidOn = within(panel).getByRole('textbox', { name: /Paid on/ }) as HTMLInputElement;
    const typeDate = async (field: HTMLInputElement, text: string) => {
      await user.clear(field);
      await user.type(field, text);
      await user.tab();
    };
    expect(paidOn.value).toBe(date.value);
    // A receipt from June, entered late: paid in June too, not on the day it is entered.
    await typeDate(date, '28/06/2026');
    expect(paidOn.value).toBe('28/06/2026');
    await typeDate(paidOn, '02/07/2026');
    await typeDate(date, '27/06/2026');
    expect(paidOn.value).toBe('02/07/2026');

    await user.type(within(panel).getByRole('textbox', { name: 'Supplier' }), 'Officeworks');
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Materials and stock' }));
    await user.type(within(panel).getByRole('textbox', { name: /Amount paid/ }), '110');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true), WAIT);
    const posted = stub.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body)).data.attributes).toMatchObject({
      expense_date: '2026-06-27',
      paid_date: '2026-07-02',
    });
  });

  it('names the vehicle of a motor-vehicle expense, shows a refusal under it, and lists it', async () => {
    const vehicle = (id: string, name: string, companyId: string) => ({
      type: 'vehicles',
      id,
      attributes: {
        name,
        payload_kg: 450,
        passengers: 4,
        is_car: true,
        years: [],
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    });
    const assigned = {
      ...expense('5', { supplier_name: 'Ampol', category: 'motor-vehicle' }),
      relationships: {
        company: { data: { type: 'companies', id: '3' } },
        vehicle: { data: { type: 'vehicles', id: '7' } },
      },
    };
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/expenses?')) return { status: 200, body: listDocument([assigned]) };
      if (key === 'GET /api/v1/vehicles')
        return {
          status: 200,
          body: {
            data: [vehicle('7', 'Hilux', '3'), vehicle('8', 'Corolla', '3'), vehicle('9', 'Van', '4')],
          },
        };
      if (key.startsWith('GET /api/v1/companies?'))
        return {
          status: 200,
          body: {
            data: [company('3', 'Registered Co', true)],
            meta: { page: { total: 1, number: 1, size: 100 } },
          },
        };
      if (key === 'POST /api/v1/expenses')
        return {
          status: 422,
          body: {
            errors: [
              {
                status: '422',
                detail: 'Choose one of this business’s vehicles.',
                source: { pointer: '/data/relationships/vehicle' },
              },
            ],
          },
        };
      return undefined;
    });
    await renderApp('/expenses');
    const [row] = await screen.findAllByTestId('expense-row', {}, WAIT);
    expect(await within(row as HTMLElement).findByTestId('expense-vehicle', {}, WAIT)).toHaveProperty(
      'textContent',
      'Hilux',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const panel = await screen.findByRole('dialog', { name: 'Add expense' }, WAIT);
    await user.type(await within(panel).findByRole('textbox', { name: 'Supplier' }, WAIT), 'Ampol');
    await user.type(within(panel).getByRole('textbox', { name: /Amount paid/ }), '88');
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Materials and stock' }));
    // Only a motor-vehicle expense is for a vehicle.
    expect(within(panel).queryByRole('combobox', { name: 'Vehicle' })).toBeNull();
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Motor vehicle' }));
    await user.click(await within(panel).findByRole('combobox', { name: 'Vehicle' }, WAIT));
    // The business's vehicles only.
    expect(screen.queryByRole('option', { name: 'Van' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Corolla' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByText('Choose one of this business’s vehicles.', {}, WAIT)).toBeTruthy();
    const posted = stub.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body)).data.relationships.vehicle).toEqual({
      data: { type: 'vehicles', id: '8' },
    });
  });
});
