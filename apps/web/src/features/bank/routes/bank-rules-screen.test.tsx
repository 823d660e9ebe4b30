import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

function rule(
  id: string,
  position: number,
  attributes: Record<string, unknown> = {},
  companyId: string | null = '3',
) {
  return {
    type: 'bank-rules',
    id,
    attributes: {
      position,
      conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
      match_all: true,
      direction: 'spend',
      action: {
        kind: 'expense',
        supplier_name: 'Officeworks',
        category: 'tools-equipment',
        gst_free: false,
        business_use_percent: 80,
      },
      learnt: false,
      created_at: '2026-03-01T00:00:00Z',
      updated_at: '2026-03-01T00:00:00Z',
      ...attributes,
    },
    relationships: { company: { data: companyId ? { type: 'companies', id: companyId } : null } },
  };
}

const company = {
  type: 'companies',
  id: '3',
  attributes: {
    name: 'Tidy Gardens',
    abn: '51824753556',
    abn_formatted: '51 824 753 556',
    email: null,
    phone: null,
    address: null,
    gst_registered: true,
    logo_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
};

const list = (data: unknown[]) => ({ data, meta: { page: { total: data.length, number: 1, size: 100 } } });

const RULES = [
  rule('1', 1),
  rule(
    '2',
    2,
    {
      conditions: [
        { field: 'description', kind: 'contains', text: 'TRANSFER' },
        { field: 'description', kind: 'equals', text: 'TO SAVINGS' },
      ],
      match_all: false,
      direction: 'any',
      action: { kind: 'transfer' },
      learnt: true,
    },
    null,
  ),
];

function server(more: (key: string, init?: RequestInit) => Answer | undefined = () => undefined) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer =
      key === 'GET /api/v1/me?include=roles'
        ? { status: 200, body: meDocument() }
        : (more(key, init) ??
          (key.startsWith('GET /api/v1/bank-rules?')
            ? { status: 200, body: list(RULES) }
            : key.startsWith('GET /api/v1/companies?')
              ? { status: 200, body: list([company]) }
              : { status: 404, body: { errors: [{ status: '404' }] } }));
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

describe('bank rules screen', () => {
  it('lists the rules in the order they apply, each in words, the learnt ones labelled', async () => {
    server();
    await renderApp('/bank/rules');
    const [first, second] = (await screen.findAllByTestId('bank-rule', {}, WAIT)) as HTMLElement[];
    expect(screen.getByRole('heading', { level: 1, name: 'Bank rules' })).toBeTruthy();
    expect(first?.textContent).toContain('Rule 1');
    expect(first?.textContent).toContain('Description contains "OFFICEWORKS"');
    expect(first?.textContent).toContain('Then: Expense: Officeworks, Tools and equipment, 80% business use');
    expect(first?.textContent).toContain('Money out');
    expect(await within(first as HTMLElement).findByText(/Tidy Gardens/, {}, WAIT)).toBeTruthy();
    expect(first?.textContent).not.toContain('Learnt');
    expect(second?.textContent).toContain('Description contains "TRANSFER" or Description is "TO SAVINGS"');
    expect(second?.textContent).toContain('Then: A transfer between your accounts');
    expect(second?.textContent).toContain('All your businesses');
    expect(second?.textContent).toContain('Learnt');
    expect(
      within(first as HTMLElement)
        .getByRole('button', { name: /^Move up/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('moves a rule down: every rule’s id, in the new order', async () => {
    const reordered = list([rule('2', 1, RULES[1]?.attributes, null), rule('1', 2)]);
    let ordered = false;
    const stub = server((key) => {
      if (key === 'PUT /api/v1/bank-rules/order') {
        ordered = true;
        return { status: 200, body: reordered };
      }
      if (ordered && key.startsWith('GET /api/v1/bank-rules?')) return { status: 200, body: reordered };
      return undefined;
    });
    await renderApp('/bank/rules');
    const [first] = (await screen.findAllByTestId('bank-rule', {}, WAIT)) as HTMLElement[];
    await userEvent.setup().click(within(first as HTMLElement).getByRole('button', { name: /^Move down/ }));
    await waitFor(() => expect(calls(stub, 'PUT', '/api/v1/bank-rules/order')).toHaveLength(1), WAIT);
    expect(bodyOf(calls(stub, 'PUT', '/api/v1/bank-rules/order')[0])).toEqual({
      data: { type: 'bank-rule-orders', attributes: { ids: ['2', '1'] } },
    });
    await waitFor(async () =>
      expect((await screen.findAllByTestId('bank-rule'))[0]?.textContent).toContain('TRANSFER'),
    );
  });

  it('adds a rule in the side panel: checked first, then the API’s errors under their fields', async () => {
    const stub = server((key) =>
      key === 'POST /api/v1/bank-rules'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'bank_rule_text_too_long',
                  detail: 'Too long.',
                  source: { pointer: '/data/attributes/conditions/0/text' },
                },
              ],
            },
          }
        : undefined,
    );
    await renderApp('/bank/rules');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Add bank rule' }, WAIT);
    await within(panel).findByRole('textbox', { name: 'Text 1' }, WAIT);
    await user.type(within(panel).getByRole('textbox', { name: /^Supplier/ }), 'Bunnings');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(calls(stub, 'POST', '/api/v1/bank-rules')).toHaveLength(0);
    expect(within(panel).getByRole('textbox', { name: 'Text 1' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(panel).getByRole('textbox', { name: 'Text 1' }), 'BUNNINGS');
    await user.click(within(panel).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Tools and equipment' }, WAIT));
    await user.click(within(panel).getByRole('checkbox', { name: 'GST-free' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(stub, 'POST', '/api/v1/bank-rules')).toHaveLength(1), WAIT);
    expect(bodyOf(calls(stub, 'POST', '/api/v1/bank-rules')[0])).toEqual({
      data: {
        type: 'bank-rules',
        attributes: {
          conditions: [{ field: 'description', kind: 'contains', text: 'BUNNINGS' }],
          match_all: true,
          direction: 'spend',
          action: {
            kind: 'expense',
            supplier_name: 'Bunnings',
            category: 'tools-equipment',
            gst_free: true,
            business_use_percent: 100,
          },
        },
        relationships: { company: { data: { type: 'companies', id: '3' } } },
      },
    });
    await waitFor(
      () =>
        expect(within(panel).getByRole('textbox', { name: 'Text 1' }).getAttribute('aria-invalid')).toBe(
          'true',
        ),
      WAIT,
    );
  });

  it('deletes a rule once confirmed', async () => {
    const stub = server((key) => (key === 'DELETE /api/v1/bank-rules/1' ? { status: 204 } : undefined));
    await renderApp('/bank/rules');
    const [first] = (await screen.findAllByTestId('bank-rule', {}, WAIT)) as HTMLElement[];
    const user = userEvent.setup();
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank rule?' }, WAIT);
    expect(calls(stub, 'DELETE', '/api/v1/bank-rules/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(stub, 'DELETE', '/api/v1/bank-rules/1')).toHaveLength(1), WAIT);
  });

  it('invites the first rule when there is none', async () => {
    server((key) =>
      key.startsWith('GET /api/v1/bank-rules?') ? { status: 200, body: list([]) } : undefined,
    );
    await renderApp('/bank/rules');
    expect((await screen.findByTestId('bank-rules-empty', {}, WAIT)).textContent).toContain(
      'No bank rules yet',
    );
  });
});
