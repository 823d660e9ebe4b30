import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

function account(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'bank-accounts',
    id,
    attributes: {
      name: 'Everyday business',
      company_name: 'Tidy Gardens',
      bsb: '062000',
      account_number_masked: '•••• 4321',
      opening_balance: '1000.00',
      opening_date: '2026-03-01',
      statement_balance: '2984.74',
      reconciled_balance: '1000.00',
      unreconciled_count: 6,
      has_column_mapping: false,
      column_mapping: null,
      created_at: '2026-03-01T00:00:00Z',
      updated_at: '2026-03-01T00:00:00Z',
      ...attributes,
    },
    relationships: { company: { data: { type: 'companies', id: '3' } } },
  };
}

const list = (data: unknown[]) => ({ data, meta: { page: { total: data.length, number: 1, size: 100 } } });

function bankImport(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'bank-imports',
    id,
    attributes: {
      file_name: 'March.csv',
      format: 'csv-commbank',
      new_count: 12,
      duplicate_count: 30,
      skipped_count: 1,
      first_date: '2026-03-02',
      last_date: '2026-03-31',
      gaps: [],
      created_at: '2026-04-01T01:00:00Z',
      undone_at: null,
      undoable: true,
      ...attributes,
    },
    relationships: { bank_account: { data: { type: 'bank-accounts', id: '7' } } },
  };
}

function line(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'bank-lines',
    id,
    attributes: {
      date: '2026-03-02',
      amount: '-15.26',
      description: 'OFFICEWORKS 0123 SYDNEY',
      balance: '984.74',
      status: 'unreconciled',
      source_line: 1,
      created_at: '2026-04-01T01:00:00Z',
      ...attributes,
    },
    relationships: {
      bank_account: { data: { type: 'bank-accounts', id: '7' } },
      bank_import: { data: { type: 'bank-imports', id: '1' } },
    },
  };
}

const company = (id: string, name: string) => ({
  type: 'companies',
  id,
  attributes: {
    name,
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
});

const refusal = (status: number, code: string, detail: string, field?: string) => ({
  status,
  body: {
    errors: [
      {
        status: String(status),
        code,
        detail,
        ...(field ? { source: { pointer: `/data/attributes/${field}` } } : {}),
      },
    ],
  },
});

/** A stand-in API: the session, then `answer` for every other call (method and path), else 404. */
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

/** The account's page with its imports and lines; `more` answers the rest. */
function accountServer(
  more: (key: string, init?: RequestInit) => Answer | undefined = () => undefined,
  attributes: Record<string, unknown> = {},
) {
  return server((key, init) => {
    const answer = more(key, init);
    if (answer) return answer;
    if (key === 'GET /api/v1/bank-accounts/7')
      return { status: 200, body: { data: account('7', attributes) } };
    if (key.startsWith('GET /api/v1/bank-accounts/7/imports')) return { status: 200, body: list([]) };
    if (key.startsWith('GET /api/v1/bank-accounts/7/lines')) return { status: 200, body: list([]) };
    return undefined;
  });
}

const calls = (stub: ReturnType<typeof server>, method: string, path: string) =>
  stub.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);

const formOf = (call: unknown[] | undefined) => (call?.[1] as RequestInit | undefined)?.body as FormData;

async function chooseStatement(name: string, text: string) {
  const user = userEvent.setup();
  const file = new File([text], name, { type: 'text/csv' });
  await user.upload(await screen.findByLabelText('Statement file', {}, WAIT), file);
  return user;
}

describe('bank accounts list', () => {
  it('shows each account with its business, number, BSB, both balances and the lines to reconcile', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/bank-accounts?')
        ? {
            status: 200,
            body: list([account('7'), account('8', { name: 'Card', unreconciled_count: 0, bsb: null })]),
          }
        : undefined,
    );
    await renderApp('/bank');
    const [everyday, card] = (await screen.findAllByTestId('bank-account-row', {}, WAIT)) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(screen.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeTruthy();
    expect(within(everyday).getByRole('link', { name: 'Everyday business' }).getAttribute('href')).toBe(
      '/bank/7',
    );
    expect(everyday.textContent).toContain('Tidy Gardens');
    expect(everyday.textContent).toContain('•••• 4321');
    expect(everyday.textContent).toContain('062-000');
    expect(within(everyday).getByTestId('statement-balance').textContent).toBe('$2,984.74');
    expect(within(everyday).getByTestId('sorted-balance').textContent).toBe('$1,000.00');
    expect(within(everyday).getByTestId('unreconciled-count').textContent).toBe('6');
    expect(within(card).getByTestId('unreconciled-count').textContent).toBe('0');
    expect(screen.getByRole('link', { name: 'Bank' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Bank rules' }).getAttribute('href')).toBe('/bank/rules');
  });

  it('invites the first account when there is none', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/bank-accounts?') ? { status: 200, body: list([]) } : undefined,
    );
    await renderApp('/bank');
    const empty = await screen.findByTestId('bank-account-list-empty', {}, WAIT);
    expect(empty.textContent).toContain('No bank accounts yet');
    expect(within(empty).getByRole('button', { name: 'Add your first bank account' })).toBeTruthy();
  });

  it('says a business is needed first when the user has none', async () => {
    server((key) => {
      if (key.startsWith('GET /api/v1/bank-accounts?')) return { status: 200, body: list([]) };
      if (key.startsWith('GET /api/v1/companies?')) return { status: 200, body: list([]) };
      return undefined;
    });
    await renderApp('/bank');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add your first bank account' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Add bank account' }, WAIT);
    expect(await within(panel).findByText('Add a business first', {}, WAIT)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Add a business' }).getAttribute('href')).toBe(
      '/company/add',
    );
  });

  it("checks the form, then shows the API's field errors under their fields", async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/bank-accounts?')) return { status: 200, body: list([]) };
      if (key.startsWith('GET /api/v1/companies?'))
        return { status: 200, body: list([company('3', 'Tidy Gardens')]) };
      if (key === 'POST /api/v1/bank-accounts')
        return refusal(
          422,
          'account_number_invalid',
          'The account number must be 5 to 9 digits.',
          'account_number',
        );
      return undefined;
    });
    await renderApp('/bank');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Add bank account' }, WAIT);
    // The only business is chosen already.
    expect(
      ((await within(panel).findByRole('combobox', { name: 'Business' }, WAIT)) as HTMLInputElement).value,
    ).toBe('Tidy Gardens');
    await user.type(within(panel).getByRole('textbox', { name: /^BSB/ }), '06200');
    await user.type(within(panel).getByRole('textbox', { name: 'Opening balance' }), '12.345');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter a name for the bank account.', {}, WAIT)).toBeTruthy();
    expect(within(panel).getByText('The BSB must be 6 digits, like 062-000.')).toBeTruthy();
    expect(within(panel).getByText(/Enter the opening balance in dollars and cents/)).toBeTruthy();
    expect(calls(stub, 'POST', '/api/v1/bank-accounts')).toHaveLength(0);

    await user.type(within(panel).getByRole('textbox', { name: /^Account name/ }), 'Everyday business');
    await user.type(within(panel).getByRole('textbox', { name: /^BSB/ }), '0');
    await user.clear(within(panel).getByRole('textbox', { name: 'Opening balance' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Opening balance' }), '-50');
    await user.type(within(panel).getByRole('textbox', { name: /^Account number/ }), '12345678');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText('The account number must be 5 to 9 digits.', {}, WAIT),
    ).toBeTruthy();
    const posted = JSON.parse(String(calls(stub, 'POST', '/api/v1/bank-accounts')[0]?.[1]?.body));
    expect(posted.data.attributes).toMatchObject({
      name: 'Everyday business',
      bsb: '062000',
      account_number: '12345678',
      opening_balance: '-50',
    });
    expect(posted.data.relationships.company.data).toEqual({ type: 'companies', id: '3' });
  });

  it('edits an account without sending its number unless it is typed again', async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/bank-accounts?')) return { status: 200, body: list([account('7')]) };
      if (key.startsWith('GET /api/v1/companies?'))
        return { status: 200, body: list([company('3', 'Tidy Gardens')]) };
      if (key === 'PATCH /api/v1/bank-accounts/7')
        return { status: 200, body: { data: account('7', { name: 'Main account' }) } };
      return undefined;
    });
    await renderApp('/bank');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Everyday business' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Edit bank account' }, WAIT);
    expect(
      await within(panel).findByText('Now •••• 4321. Leave it blank to keep it.', {}, WAIT),
    ).toBeTruthy();
    const name = within(panel).getByRole('textbox', { name: /^Account name/ });
    await user.clear(name);
    await user.type(name, 'Main account');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(stub, 'PATCH', '/api/v1/bank-accounts/7')).toHaveLength(1), WAIT);
    const sent = JSON.parse(String(calls(stub, 'PATCH', '/api/v1/bank-accounts/7')[0]?.[1]?.body));
    expect(sent.data.attributes.name).toBe('Main account');
    expect(sent.data.attributes).not.toHaveProperty('account_number');
  });

  it('asks before deleting, and says why the API kept an account', async () => {
    const stub = server((key) => {
      if (key.startsWith('GET /api/v1/bank-accounts?')) return { status: 200, body: list([account('7')]) };
      if (key === 'DELETE /api/v1/bank-accounts/7')
        return refusal(
          409,
          'bank_account_has_reconciled',
          'This bank account has reconciled lines, so it is kept: undo their reconciliation before deleting it.',
        );
      return undefined;
    });
    await renderApp('/bank');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Everyday business' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Please Confirm' }, WAIT);
    expect(dialog.textContent).toContain('Delete the bank account Everyday business');
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('undo their reconciliation before deleting it');
    expect(calls(stub, 'DELETE', '/api/v1/bank-accounts/7')).toHaveLength(1);
  });
});

describe('a bank account', () => {
  it('shows its figures, its lines coloured in and out, and asks the server for the filter of the URL', async () => {
    const stub = accountServer((key) =>
      key.startsWith('GET /api/v1/bank-accounts/7/lines')
        ? {
            status: 200,
            body: list([
              line('2', {
                date: '2026-03-04',
                amount: '2000.00',
                description: 'TRANSFER FROM J SMITH',
                balance: '2984.74',
              }),
              line('1'),
            ]),
          }
        : undefined,
    );
    await renderApp('/bank/7?status=unreconciled&q=smith');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday business' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('account-statement-balance').textContent).toBe('$2,984.74');
    expect(screen.getByTestId('account-sorted-balance').textContent).toBe('$1,000.00');
    expect(screen.getByTestId('account-unreconciled').textContent).toBe('6');
    expect(screen.getByTestId('account-details').textContent).toBe('Tidy Gardens · BSB 062-000 · •••• 4321');
    const [credit, debit] = (await screen.findAllByTestId('bank-line-amount', {}, WAIT)) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(credit.textContent).toBe('+$2,000.00');
    expect(debit.textContent).toBe('-$15.26');
    expect(credit.style.color).toContain('teal');
    expect(debit.style.color).toContain('red');
    const asked = stub.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/v1/bank-accounts/7/lines?'))
      .map((url) => new URL(url, 'http://localhost').searchParams)
      .at(-1);
    expect(asked?.get('filter[status]')).toBe('unreconciled');
    expect(asked?.get('filter[search]')).toBe('smith');
  });

  it('says a file input takes which formats, and sums an import up with its gaps', async () => {
    const stub = accountServer((key) =>
      key === 'POST /api/v1/bank-accounts/7/imports'
        ? {
            status: 201,
            body: {
              data: bankImport('1', {
                gaps: [
                  {
                    after_line: 4,
                    after_date: '2026-03-03',
                    before_line: 5,
                    before_date: '2026-04-01',
                    expected_balance: '2000.00',
                    found_balance: '765.50',
                    missing_amount: '-1234.50',
                  },
                ],
              }),
            },
          }
        : undefined,
    );
    await renderApp('/bank/7');
    expect(await screen.findByText(/CSV from CommBank, ANZ, NAB or Westpac/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a statement file' })).toBeTruthy();
    expect((screen.getByLabelText('Statement file') as HTMLInputElement).accept).toBe(
      '.csv,.ofx,.qfx,.qif,text/csv',
    );
    await chooseStatement('March.csv', '02/03/2026,"-15.26","OFFICEWORKS","+984.74"\n');
    const summary = await screen.findByTestId('import-summary', {}, WAIT);
    expect(within(summary).getByTestId('import-counts').textContent).toBe(
      '12 new lines, 30 already imported, 1 skipped',
    );
    expect(within(summary).getByTestId('import-gap').textContent).toContain(
      'The balances jump between 03/03/2026 and 01/04/2026: $1,234.50 is missing — a statement may be missing.',
    );
    const sent = formOf(calls(stub, 'POST', '/api/v1/bank-accounts/7/imports')[0]);
    expect((sent.get('file') as File).name).toBe('March.csv');
    expect(sent.get('mapping')).toBeNull();
  });

  it('counts one line in the singular', async () => {
    accountServer((key) =>
      key === 'POST /api/v1/bank-accounts/7/imports'
        ? {
            status: 201,
            body: { data: bankImport('1', { new_count: 1, duplicate_count: 1, skipped_count: 0, gaps: [] }) },
          }
        : undefined,
    );
    await renderApp('/bank/7');
    await chooseStatement('March.csv', 'x');
    expect((await screen.findByTestId('import-counts', {}, WAIT)).textContent).toBe(
      '1 new line, 1 already imported, 0 skipped',
    );
    expect(screen.queryByTestId('import-gap')).toBeNull();
  });

  it("shows a refused file's line and problem under the file field", async () => {
    accountServer((key) =>
      key === 'POST /api/v1/bank-accounts/7/imports'
        ? refusal(422, 'statement_bad_date', 'Line 12: "31/02/2025" is not a date.', 'file')
        : undefined,
    );
    await renderApp('/bank/7');
    await chooseStatement('March.csv', 'x');
    const drop = await screen.findByTestId('statement-drop', {}, WAIT);
    const error = await screen.findByText('Line 12: "31/02/2025" is not a date.', {}, WAIT);
    expect(error.getAttribute('role')).toBe('alert');
    expect(drop.parentElement?.contains(error)).toBe(true);
  });

  it('opens the column mapper for a layout it does not know, and sends the mapping the choices make', async () => {
    let tries = 0;
    const stub = accountServer((key) => {
      if (key !== 'POST /api/v1/bank-accounts/7/imports') return undefined;
      tries += 1;
      return tries === 1
        ? refusal(422, 'statement_unknown_format', 'Sorted does not know the layout of this file.', 'file')
        : {
            status: 201,
            body: { data: bankImport('2', { format: 'csv-mapped', new_count: 2, duplicate_count: 0 }) },
          };
    });
    await renderApp('/bank/7');
    // Date, description, balance, amount: the balance column reads as an amount too.
    const user = await chooseStatement(
      'export.csv',
      '02/03/2026,IGA,984.74,-15.26\n04/03/2026,Transfer from J Smith,"2,984.74","2,000.00"\n',
    );
    const mapper = await screen.findByRole('dialog', { name: 'Which column holds what?' }, WAIT);
    const rows = await within(mapper).findByTestId('mapper-file-rows', {}, WAIT);
    expect(rows.textContent).toContain('Transfer from J Smith');
    const reading = () => within(mapper).getByTestId('mapper-reading');
    expect(reading().textContent).toContain('+$984.74');

    await user.click(within(mapper).getByRole('combobox', { name: 'Amount column' }));
    await user.click(await screen.findByRole('option', { name: 'Column 4: -15.26' }));
    await user.click(within(mapper).getByRole('combobox', { name: 'Balance column (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Column 3: 984.74' }));
    expect(reading().textContent).toContain('-$15.26');
    expect(reading().textContent).toContain('+$2,000.00');
    expect(reading().textContent).toContain('02/03/2026');

    await user.click(within(mapper).getByRole('button', { name: 'Import with these columns' }));
    await waitFor(() => expect(calls(stub, 'POST', '/api/v1/bank-accounts/7/imports')).toHaveLength(2), WAIT);
    const sent = formOf(calls(stub, 'POST', '/api/v1/bank-accounts/7/imports')[1]);
    expect(JSON.parse(String(sent.get('mapping')))).toEqual({
      skipRows: 0,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY',
      amount: { kind: 'signed', column: 3 },
      descriptionColumns: [1],
      balanceColumn: 2,
    });
    expect((sent.get('file') as File).name).toBe('export.csv');
    expect((await screen.findByTestId('import-counts', {}, WAIT)).textContent).toContain('2 new lines');
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Which column holds what?' })).toBeNull(),
      WAIT,
    );
  });

  it('asks which way a QIF file writes its dates, and sends the answer', async () => {
    let tries = 0;
    const stub = accountServer((key) => {
      if (key !== 'POST /api/v1/bank-accounts/7/imports') return undefined;
      tries += 1;
      return tries === 1
        ? refusal(422, 'statement_ambiguous_dates', 'The dates could be day/month or month/day.', 'file')
        : { status: 201, body: { data: bankImport('3', { format: 'qif' }) } };
    });
    await renderApp('/bank/7');
    const user = await chooseStatement('April.qif', '!Type:Bank\nD01/02/2026\nT-5.00\n^\n');
    const dialog = await screen.findByRole('dialog', { name: 'Which way are the dates written?' }, WAIT);
    expect(dialog.textContent).toContain('Day first (25/12/2025) or month first (12/25/2025)?');
    await user.click(within(dialog).getByRole('button', { name: 'Month first (12/25/2025)' }));
    await waitFor(() => expect(calls(stub, 'POST', '/api/v1/bank-accounts/7/imports')).toHaveLength(2), WAIT);
    expect(formOf(calls(stub, 'POST', '/api/v1/bank-accounts/7/imports')[1]).get('qif_date_order')).toBe(
      'MDY',
    );
    expect(await screen.findByTestId('import-summary', {}, WAIT)).toBeTruthy();
  });

  it('lists the imports newest first, undoes one once confirmed, and says why the API kept one', async () => {
    const stub = accountServer((key) => {
      if (key.startsWith('GET /api/v1/bank-accounts/7/imports'))
        return {
          status: 200,
          body: list([
            bankImport('2', { file_name: 'April.csv', new_count: 6, duplicate_count: 0, skipped_count: 0 }),
            bankImport('1', { undone_at: '2026-04-02T00:00:00Z', undoable: false }),
          ]),
        };
      if (key === 'DELETE /api/v1/bank-imports/2')
        return refusal(
          409,
          'bank_import_has_reconciled',
          'A line of this import has been reconciled: undo its reconciliation before undoing the import.',
        );
      return undefined;
    });
    await renderApp('/bank/7');
    const [april, march] = (await screen.findAllByTestId('bank-import-row', {}, WAIT)) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(april.textContent).toContain('April.csv');
    expect(april.textContent).toContain('CommBank CSV');
    expect(april.textContent).toContain('02/03/2026 to 31/03/2026');
    expect(april.textContent).toContain('6 new lines, 0 already imported, 0 skipped');
    expect(within(march).getByText('Undone')).toBeTruthy();
    expect(within(march).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(april).getByRole('button', { name: 'Undo the import of April.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' }, WAIT);
    expect(dialog.textContent).toContain('Undo the import of April.csv? Its 6 lines go from this account.');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('undo its reconciliation before undoing the import');
    expect(calls(stub, 'DELETE', '/api/v1/bank-imports/2')).toHaveLength(1);
  });

  it('links to the reconcile screen, shows what a reconciled line became, and undoes it once confirmed', async () => {
    const stub = accountServer((key) => {
      if (key === 'DELETE /api/v1/bank-lines/2/reconciliation') return { status: 204 };
      if (key.startsWith('GET /api/v1/bank-accounts/7/lines'))
        return {
          status: 200,
          body: list([
            line('3', {
              amount: '-110.00',
              description: 'OFFICEWORKS',
              status: 'reconciled',
              reconciliation: {
                kind: 'split',
                reconciled_at: '2026-04-02T00:00:00Z',
                payments: [],
                expense: {
                  expense_id: '12',
                  supplier_name: 'Officeworks',
                  category: 'tools-equipment',
                  amount: '66.00',
                },
                private_amount: '44.00',
              },
            }),
            line('2', {
              amount: '1500.00',
              description: 'ACME INV-0003 INV-0004',
              status: 'reconciled',
              reconciliation: {
                kind: 'invoice-payment',
                reconciled_at: '2026-04-02T00:00:00Z',
                payments: [
                  { payment_id: '81', invoice_id: '31', invoice_number: 'INV-0003', amount: '1100.00' },
                  { payment_id: '82', invoice_id: '32', invoice_number: 'INV-0004', amount: '400.00' },
                ],
                expense: null,
                private_amount: null,
              },
            }),
            line('1', { reconciliation: null }),
          ]),
        };
      return undefined;
    });
    await renderApp('/bank/7');
    expect((await screen.findByRole('link', { name: 'Reconcile 6 lines' }, WAIT)).getAttribute('href')).toBe(
      '/bank/7/reconcile',
    );
    const [split, deposit, open] = (await screen.findAllByTestId('bank-line-row', {}, WAIT)) as HTMLElement[];
    expect(within(split as HTMLElement).getByTestId('line-reconciliation').textContent).toContain(
      'Split: $66.00 business (Officeworks), $44.00 private',
    );
    expect(
      within(split as HTMLElement)
        .getByRole('link', { name: 'Expense Officeworks: $66.00' })
        .getAttribute('href'),
    ).toBe('/expenses?q=Officeworks');
    expect(within(deposit as HTMLElement).getByText('Invoice payment')).toBeTruthy();
    expect(
      within(deposit as HTMLElement)
        .getByRole('link', { name: 'Payment of INV-0004: $400.00' })
        .getAttribute('href'),
    ).toBe('/invoice/overview/32');
    expect(within(open as HTMLElement).queryByTestId('line-reconciliation')).toBeNull();

    const user = userEvent.setup();
    await user.click(
      within(deposit as HTMLElement).getByRole('button', {
        name: 'Undo the reconciliation of ACME INV-0003 INV-0004',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Undo this reconciliation?' }, WAIT);
    expect(calls(stub, 'DELETE', '/api/v1/bank-lines/2/reconciliation')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Undo it' }));
    await waitFor(
      () => expect(calls(stub, 'DELETE', '/api/v1/bank-lines/2/reconciliation')).toHaveLength(1),
      WAIT,
    );
  });

  it('says so when the account is not there', async () => {
    server(() => undefined);
    await renderApp('/bank/99');
    expect(await screen.findByText('Bank account not found', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the bank accounts' }).getAttribute('href')).toBe(
      '/bank',
    );
  });
});

describe('a bank line', () => {
  const deposit = line('2', {
    date: '2026-03-05',
    amount: '1500.00',
    description: 'ACME INV-0003 INV-0004',
    balance: '2484.74',
    status: 'reconciled',
    reconciliation: {
      kind: 'invoice-payment',
      reconciled_at: '2026-04-02T00:00:00Z',
      payments: [
        { payment_id: '81', invoice_id: '31', invoice_number: 'INV-0003', amount: '1100.00' },
        { payment_id: '82', invoice_id: '32', invoice_number: 'INV-0004', amount: '400.00' },
      ],
      expense: null,
      private_amount: null,
    },
  });

  it('shows when and how much came in, its account, and what it became; undoes it once confirmed', async () => {
    const stub = accountServer((key) => {
      if (key === 'GET /api/v1/bank-lines/2') return { status: 200, body: { data: deposit } };
      if (key === 'DELETE /api/v1/bank-lines/2/reconciliation') return { status: 204 };
      return undefined;
    });
    await renderApp('/bank/lines/2');
    expect(
      await screen.findByRole('heading', { name: 'ACME INV-0003 INV-0004', level: 1 }, WAIT),
    ).toBeTruthy();
    const trail = screen.getByLabelText('Breadcrumb');
    expect(
      (await within(trail).findByRole('link', { name: 'Everyday business' }, WAIT)).getAttribute('href'),
    ).toBe('/bank/7');
    expect(within(trail).getByRole('link', { name: 'Bank accounts' }).getAttribute('href')).toBe('/bank');
    expect(screen.getByTestId('bank-line-date').textContent).toBe('05/03/2026');
    expect(screen.getByText('Money in')).toBeTruthy();
    expect(screen.getByTestId('bank-line-amount').textContent).toBe('+$1,500.00');
    expect(screen.getByText('$2,484.74')).toBeTruthy();
    expect(screen.getByTestId('bank-line-account').getAttribute('href')).toBe('/bank/7');

    const became = screen.getByRole('region', { name: 'What it became' });
    expect(within(became).getByText('Invoice payment')).toBeTruthy();
    expect(
      within(became).getByRole('link', { name: 'Payment of INV-0003: $1,100.00' }).getAttribute('href'),
    ).toBe('/invoice/overview/31');
    expect(within(became).queryByText('Not reconciled yet')).toBeNull();

    const user = userEvent.setup();
    await user.click(
      within(became).getByRole('button', { name: 'Undo the reconciliation of ACME INV-0003 INV-0004' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Undo this reconciliation?' }, WAIT);
    expect(calls(stub, 'DELETE', '/api/v1/bank-lines/2/reconciliation')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Undo it' }));
    await waitFor(
      () => expect(calls(stub, 'DELETE', '/api/v1/bank-lines/2/reconciliation')).toHaveLength(1),
      WAIT,
    );
  });

  it('says a line not reconciled yet is so, and links to its account to reconcile it', async () => {
    accountServer((key) =>
      key === 'GET /api/v1/bank-lines/1'
        ? { status: 200, body: { data: line('1', { reconciliation: null, balance: null }) } }
        : undefined,
    );
    await renderApp('/bank/lines/1');
    expect(
      await screen.findByRole('heading', { name: 'OFFICEWORKS 0123 SYDNEY', level: 1 }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Money out')).toBeTruthy();
    expect(screen.getByTestId('bank-line-amount').textContent).toBe('-$15.26');
    const became = screen.getByRole('region', { name: 'What it became' });
    expect(within(became).getByText('Not reconciled yet')).toBeTruthy();
    expect(
      within(became).getByRole('link', { name: "Reconcile this account's lines" }).getAttribute('href'),
    ).toBe('/bank/7/reconcile');
    expect(screen.queryByTestId('line-reconciliation')).toBeNull();
  });

  it("says so when the line is not there (another user's answers 404 too)", async () => {
    const stub = server(() => undefined);
    await renderApp('/bank/lines/99');
    expect(await screen.findByText('Bank line not found', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the bank accounts' }).getAttribute('href')).toBe(
      '/bank',
    );
    expect(calls(stub, 'GET', '/api/v1/bank-lines/99')).not.toHaveLength(0);
  });
});
