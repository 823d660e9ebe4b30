import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

const account = {
  type: 'bank-accounts',
  id: '7',
  attributes: {
    name: 'Everyday business',
    company_name: 'Tidy Gardens',
    bsb: '062000',
    account_number_masked: '•••• 4321',
    opening_balance: '1000.00',
    opening_date: '2026-03-01',
    statement_balance: '2984.74',
    reconciled_balance: '1000.00',
    unreconciled_count: 4,
    has_column_mapping: false,
    column_mapping: null,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
  },
  relationships: { company: { data: { type: 'companies', id: '3' } } },
};

function line(id: string, attributes: Record<string, unknown>, suggestions: unknown[] = []) {
  return {
    type: 'bank-lines',
    id,
    attributes: {
      date: '2026-03-02',
      amount: '-15.26',
      description: 'OFFICEWORKS 0123 SYDNEY',
      balance: null,
      status: 'unreconciled',
      source_line: Number(id),
      created_at: '2026-04-01T01:00:00Z',
      reconciliation: null,
      ...attributes,
    },
    relationships: {
      bank_account: { data: { type: 'bank-accounts', id: '7' } },
      bank_import: { data: { type: 'bank-imports', id: '1' } },
    },
    meta: { suggestions },
  };
}

const twoInvoices = {
  kind: 'invoice-payment',
  confidence: 97,
  reasons: ['number', 'several'],
  allocations: [
    {
      invoice_id: '31',
      invoice_number: 'INV-0003',
      client_name: 'Acme',
      due_date: '2026-03-10',
      outstanding: '1100.00',
      amount: '1100.00',
    },
    {
      invoice_id: '32',
      invoice_number: 'INV-0004',
      client_name: 'Acme',
      due_date: '2026-03-12',
      outstanding: '900.00',
      amount: '400.00',
    },
  ],
};
const officeworks = {
  kind: 'expense',
  confidence: 90,
  rule_id: '5',
  expense: {
    supplier_name: 'Officeworks',
    category: 'tools-equipment',
    amount: '15.26',
    gst: '1.39',
    business_use_percent: 100,
  },
};

const LINES = [
  line('1', { amount: '1500.00', description: 'ACME PTY LTD INV-0003 INV-0004', date: '2026-03-02' }, [
    twoInvoices,
  ]),
  line('2', { date: '2026-03-03' }, [officeworks, { kind: 'drawing', confidence: 40, rule_id: '6' }]),
  line('3', { amount: '-500.00', description: 'TRANSFER TO SAVINGS', date: '2026-03-04' }, [
    { kind: 'transfer', confidence: 70, rule_id: '8' },
  ]),
  line('4', { amount: '-42.00', description: 'MYSTERY SHOP', date: '2026-03-05' }),
];

const page = (data: unknown[]) => ({
  data,
  meta: { page: { total: data.length, number: 1, size: 50 }, bulk_accept_confidence: 80 },
});

const reconciled = (id: string) => ({
  data: {
    ...line(id, { status: 'reconciled' }),
    meta: undefined,
  },
  meta: { learnt_rule_id: null },
});

/** A stand-in API: the session, the account, its reconcile page, then `more`; else 404. */
function server(
  more: (key: string, init?: RequestInit) => Answer | undefined = () => undefined,
  lines = LINES,
) {
  // The lines reconciled (their POST answered 201) leave the page, as on the server.
  const done = new Set<string>();
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const posted = /^POST \/api\/v1\/bank-lines\/(\d+)\/reconciliation$/.exec(key)?.[1];
    const answer =
      key === 'GET /api/v1/me?include=roles'
        ? { status: 200, body: meDocument() }
        : (more(key, init) ??
          (key === 'GET /api/v1/bank-accounts/7'
            ? { status: 200, body: { data: account } }
            : key.startsWith('GET /api/v1/bank-accounts/7/reconcile')
              ? { status: 200, body: page(lines.filter((each) => !done.has(each.id))) }
              : { status: 404, body: { errors: [{ status: '404' }] } }));
    if (posted && answer.status === 201) done.add(posted);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const calls = (stub: ReturnType<typeof server>, method: string, path: string) =>
  stub.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

const cards = () => screen.findAllByTestId('reconcile-line', {}, WAIT);

describe('reconcile screen', () => {
  it('shows each line, oldest first, with its suggestion in words, how sure Sorted is and why', async () => {
    server();
    await renderApp('/bank/7/reconcile');
    const [deposit, officeLine, transfer, mystery] = (await cards()) as HTMLElement[];
    expect(screen.getByRole('heading', { level: 1, name: 'Reconcile Everyday business' })).toBeTruthy();
    expect(deposit?.textContent).toContain('ACME PTY LTD INV-0003 INV-0004');
    expect(within(deposit as HTMLElement).getByTestId('reconcile-line-amount').textContent).toBe(
      '+$1,500.00',
    );
    expect(deposit?.textContent).toContain('Money in');
    expect(within(deposit as HTMLElement).getByTestId('suggestion-text').textContent).toBe(
      'Payment of INV-0003 (Acme) $1,100.00; INV-0004 (Acme) $400.00 of the $900.00 owing',
    );
    expect(within(deposit as HTMLElement).getByTestId('suggestion-confidence').textContent).toBe('97% sure');
    expect(within(deposit as HTMLElement).getByTestId('suggestion-reasons').textContent).toBe(
      'Why: its invoice number is in the description, together the invoices make the amount',
    );
    // Two suggestions: each can be chosen, the best first.
    const options = within(officeLine as HTMLElement).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    expect(officeLine?.textContent).toContain('Expense: Officeworks, Tools and equipment, GST $1.39');
    expect(officeLine?.textContent).toContain('Money out');
    expect(within(transfer as HTMLElement).getByTestId('suggestion-text').textContent).toBe(
      'A transfer between your own accounts',
    );
    expect(mystery?.textContent).toContain('Sorted has no suggestion for this line');
    expect(within(mystery as HTMLElement).queryByRole('button', { name: /^OK/ })).toBeNull();
    expect(screen.getByTestId('reconcile-keys').textContent).toContain('move between lines');
  });

  it('accepts a suggestion with OK: the line leaves, and the toast’s Undo takes it back', async () => {
    const stub = server((key) => {
      if (key === 'POST /api/v1/bank-lines/1/reconciliation') return { status: 201, body: reconciled('1') };
      if (key === 'DELETE /api/v1/bank-lines/1/reconciliation') return { status: 204 };
      return undefined;
    });
    await renderApp('/bank/7/reconcile');
    const [deposit] = (await cards()) as HTMLElement[];
    const user = userEvent.setup();
    await user.click(
      within(deposit as HTMLElement).getByRole('button', { name: /^OK: Payment of INV-0003/ }),
    );
    await waitFor(
      () => expect(calls(stub, 'POST', '/api/v1/bank-lines/1/reconciliation')).toHaveLength(1),
      WAIT,
    );
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-lines/1/reconciliation')[0])).toEqual({
      data: {
        type: 'reconciliations',
        attributes: {
          kind: 'invoice-payment',
          allocations: [
            { invoice_id: '31', amount: '1100.00' },
            { invoice_id: '32', amount: '400.00' },
          ],
        },
      },
    });
    await waitFor(() => expect(screen.queryByText('ACME PTY LTD INV-0003 INV-0004')).toBeNull(), WAIT);
    await user.click(await screen.findByRole('button', { name: 'Undo' }, WAIT));
    await waitFor(
      () => expect(calls(stub, 'DELETE', '/api/v1/bank-lines/1/reconciliation')).toHaveLength(1),
      WAIT,
    );
  });

  it('is worked from the keyboard: j and k move between lines, Enter accepts, o accepts the chosen one', async () => {
    const stub = server((key) =>
      key.startsWith('POST /api/v1/bank-lines/') ? { status: 201, body: reconciled('2') } : undefined,
    );
    await renderApp('/bank/7/reconcile');
    const [deposit, officeLine, transfer] = (await cards()) as HTMLElement[];
    const user = userEvent.setup();
    deposit?.focus();
    await user.keyboard('j');
    expect(document.activeElement).toBe(officeLine);
    await user.keyboard('j');
    expect(document.activeElement).toBe(transfer);
    await user.keyboard('k');
    expect(document.activeElement).toBe(officeLine);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(transfer);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(officeLine);
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(calls(stub, 'POST', '/api/v1/bank-lines/2/reconciliation')).toHaveLength(1),
      WAIT,
    );
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-lines/2/reconciliation')[0]).data.attributes).toEqual({
      kind: 'expense',
      supplier_name: 'Officeworks',
      category: 'tools-equipment',
      gst: '1.39',
      business_use_percent: 100,
      learn_rule: false,
    });
    // The next line takes the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('TRANSFER TO SAVINGS'), WAIT);
    await user.keyboard('o');
    await waitFor(
      () => expect(calls(stub, 'POST', '/api/v1/bank-lines/3/reconciliation')).toHaveLength(1),
      WAIT,
    );
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-lines/3/reconciliation')[0]).data.attributes).toEqual({
      kind: 'transfer',
      learn_rule: false,
    });
  });

  it('asks before reconciling a line of a lodged BAS period, then sends the decision confirmed', async () => {
    const stub = server((key) => {
      if (key === 'POST /api/v1/bank-lines/3/reconciliation')
        return {
          status: 409,
          body: {
            errors: [{ status: '409', code: 'period_locked', detail: 'The BAS of this quarter is lodged.' }],
          },
        };
      if (key === 'POST /api/v1/bank-lines/3/reconciliation?confirm=locked-period')
        return { status: 201, body: reconciled('3') };
      return undefined;
    });
    await renderApp('/bank/7/reconcile');
    const transfer = (await cards())[2] as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(transfer).getByRole('button', { name: /^OK: A transfer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'This period is lodged' }, WAIT);
    expect(dialog.textContent).toContain('The BAS of this quarter is lodged.');
    await user.click(within(dialog).getByRole('button', { name: 'Change it anyway' }));
    await waitFor(
      () =>
        expect(calls(stub, 'POST', '/api/v1/bank-lines/3/reconciliation?confirm=locked-period')).toHaveLength(
          1,
        ),
      WAIT,
    );
  });

  it('says what a line is through "Something else…", with the API’s errors under their fields', async () => {
    const stub = server((key) => {
      if (key === 'POST /api/v1/bank-lines/4/reconciliation')
        return {
          status: 422,
          body: {
            errors: [
              {
                status: '422',
                code: 'supplier_name_too_long',
                detail: 'The supplier name is too long.',
                source: { pointer: '/data/attributes/supplier_name' },
              },
            ],
          },
        };
      if (key.startsWith('GET /api/v1/companies?'))
        return {
          status: 200,
          body: {
            data: [
              {
                type: 'companies',
                id: '3',
                attributes: {
                  name: 'Tidy Gardens',
                  abn: '51824753556',
                  abn_formatted: '51 824 753 556',
                  email: null,
                  phone: null,
                  address: null,
                  gst_registered: false,
                  logo_url: null,
                  created_at: '2026-01-01T00:00:00Z',
                  updated_at: '2026-01-01T00:00:00Z',
                },
              },
            ],
            meta: { page: { total: 1, number: 1, size: 100 } },
          },
        };
      return undefined;
    });
    await renderApp('/bank/7/reconcile');
    const mystery = (await cards())[3] as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(mystery).getByRole('button', { name: 'Something else…' }));
    const panel = await screen.findByRole('dialog', { name: 'What is this line?' }, WAIT);
    // A debit cannot pay an invoice: only the kinds of money out are offered.
    await user.click(within(panel).getByRole('combobox', { name: 'It is' }));
    const kinds = (await screen.findAllByRole('option', {}, WAIT)).map((option) => option.textContent);
    expect(kinds).toContain('Expense');
    expect(kinds).toContain('Split: part business, part private');
    expect(kinds).not.toContain('Invoice payment');
    expect(kinds).not.toContain('Owner’s contribution');
    await user.click(screen.getByRole('option', { name: 'Expense' }));
    const supplier = within(panel).getByRole('textbox', { name: /^Supplier/ });
    expect((supplier as HTMLInputElement).value).toBe('MYSTERY SHOP');
    // The business is not registered for GST: none is asked for.
    expect(within(panel).queryByRole('textbox', { name: /^GST included/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Reconcile' }));
    // Checked by the API's own schema before it is sent: a category is needed.
    expect(await within(panel).findByText('Choose one of the categories offered.', {}, WAIT)).toBeTruthy();
    expect(calls(stub, 'POST', '/api/v1/bank-lines/4/reconciliation')).toHaveLength(0);
    await user.click(within(panel).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }, WAIT));
    await user.click(within(panel).getByRole('checkbox', { name: /Remember as a bank rule/ }));
    await user.click(within(panel).getByRole('button', { name: 'Reconcile' }));
    expect(
      await within(panel).findByText('The supplier may not be greater than 100 characters.', {}, WAIT),
    ).toBeTruthy();
    expect(
      within(panel)
        .getByRole('textbox', { name: /^Supplier/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-lines/4/reconciliation')[0]).data.attributes).toEqual({
      kind: 'expense',
      supplier_name: 'MYSTERY SHOP',
      category: 'other',
      gst: null,
      business_use_percent: 100,
      learn_rule: true,
    });
  });

  it('pays two invoices from one deposit, part of one, chosen by hand', async () => {
    const invoice = (id: string, name: string, balance: string) => ({
      type: 'invoices',
      id,
      attributes: { name, due_date: '2026-03-20', balance_due: balance, voided_on: null },
      relationships: {
        company: { data: { type: 'companies', id: '3' } },
        customer: { data: { type: 'customers', id: '9' } },
      },
    });
    const deposit = line('1', { amount: '1500.00', description: 'DEPOSIT FROM BLUE' });
    const stub = server(
      (key) => {
        if (key.startsWith('GET /api/v1/invoices?'))
          return {
            status: 200,
            body: {
              data: [invoice('41', 'INV-0041', '1000.00'), invoice('42', 'INV-0042', '800.00')],
              included: [{ type: 'customers', id: '9', attributes: { name: 'Blue Co' } }],
              meta: { page: { total: 2, number: 1, size: 100 } },
            },
          };
        if (key === 'POST /api/v1/bank-lines/1/reconciliation') return { status: 201, body: reconciled('1') };
        return undefined;
      },
      [deposit],
    );
    await renderApp('/bank/7/reconcile');
    const user = userEvent.setup();
    await user.click(
      within((await cards())[0] as HTMLElement).getByRole('button', { name: 'Something else…' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'What is this line?' }, WAIT);
    expect((within(panel).getByRole('combobox', { name: 'It is' }) as HTMLInputElement).value).toBe(
      'Invoice payment',
    );
    await user.click(await within(panel).findByRole('button', { name: /^Add INV-0041 · Blue Co/ }, WAIT));
    await user.click(within(panel).getByRole('button', { name: /^Add INV-0042 · Blue Co/ }));
    // The first takes what it owes, the second what is left of the line: a part payment.
    expect(
      (within(panel).getByRole('textbox', { name: 'Amount for INV-0041' }) as HTMLInputElement).value,
    ).toBe('1000.00');
    expect(
      (within(panel).getByRole('textbox', { name: 'Amount for INV-0042' }) as HTMLInputElement).value,
    ).toBe('500.00');
    expect(within(panel).getByTestId('allocation-left').textContent).toBe('The whole amount is allocated.');
    await user.click(within(panel).getByRole('button', { name: 'Reconcile' }));
    await waitFor(
      () => expect(calls(stub, 'POST', '/api/v1/bank-lines/1/reconciliation')).toHaveLength(1),
      WAIT,
    );
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-lines/1/reconciliation')[0]).data.attributes).toEqual({
      kind: 'invoice-payment',
      allocations: [
        { invoice_id: '41', amount: '1000.00' },
        { invoice_id: '42', amount: '500.00' },
      ],
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'What is this line?' })).toBeNull(),
      WAIT,
    );
  });

  it('accepts every suggestion at or above the line once confirmed, then says what it left and why', async () => {
    const stub = server((key) =>
      key === 'POST /api/v1/bank-accounts/7/reconcile/accept'
        ? {
            status: 200,
            body: {
              meta: {
                accepted: [{ line_id: '1', kind: 'invoice-payment', confidence: 97 }],
                left: [
                  {
                    line_id: '2',
                    reason: 'refused',
                    code: 'period_locked',
                    detail: 'The BAS of this quarter is lodged.',
                  },
                ],
              },
            },
          }
        : undefined,
    );
    await renderApp('/bank/7/reconcile');
    await cards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept all 2 suggestions at or above 80%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the sure suggestions?' }, WAIT);
    expect(calls(stub, 'POST', '/api/v1/bank-accounts/7/reconcile/accept')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept them' }));
    const summary = await screen.findByTestId('accept-all-summary', {}, WAIT);
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-accounts/7/reconcile/accept')[0])).toEqual({
      data: { type: 'reconcile-accepts', attributes: { line_ids: ['1', '2'] } },
    });
    expect(summary.textContent).toContain('Accepted 1 suggestion');
    expect(summary.textContent).toContain('1 line was left as it was:');
    expect(within(summary).getByTestId('left-line').textContent).toBe(
      'OFFICEWORKS 0123 SYDNEYThe BAS of this quarter is lodged.',
    );
  });

  it('says when every line is reconciled', async () => {
    server(undefined, []);
    await renderApp('/bank/7/reconcile');
    expect((await screen.findByTestId('reconcile-empty', {}, WAIT)).textContent).toContain(
      'Every line is reconciled',
    );
  });

  it('offers a failed page again', async () => {
    server((key) => (key.startsWith('GET /api/v1/bank-accounts/7/reconcile') ? { status: 500 } : undefined));
    await renderApp('/bank/7/reconcile');
    expect(await screen.findByText('The lines to reconcile could not be loaded.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
