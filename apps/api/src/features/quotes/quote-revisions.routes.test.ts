import { describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Issue 26, §2: a sent quote that is edited becomes a new revision, and the client's answer carries the
// revision they saw. The defect: a sent $110 quote edited to $990 was accepted at $990 while the mailed
// PDF said $110. And a sent quote is withdrawn, never deleted.

let sequence = 0;
const TOKEN_IN_URL = /\/p\/([A-Za-z0-9_-]{43})\b/;

interface Owner {
  client: TestClient;
  companyId: string;
  customerId: string;
}

async function owner(context: TestApp): Promise<Owner> {
  const user = await signedInUser(context);
  const company = await user.client.post('/api/v1/companies', {
    data: { attributes: { name: 'Harbour Plumbing', abn: '51 824 753 556', gst_registered: true } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await user.client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email: `client.${Date.now()}.${++sequence}@example.com` } },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return { client: user.client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

/** A quote of one item at `price` (GST on top): $100.00 comes to $110.00. */
function quoteBody(who: Owner, price: string, attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'quotes',
      attributes: {
        number: 'Q-0001',
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        note: null,
        items: [{ name: 'Labour', quantity: 1, price }],
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: who.companyId } },
        customer: { data: { type: 'customers', id: who.customerId } },
      },
    },
  };
}

/** A $110 quote mailed to its client, and the token of its page. */
async function sentQuote(who: Owner): Promise<{ id: string; token: string }> {
  const created = await who.client.post('/api/v1/quotes', quoteBody(who, '100.00'));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const sent = await who.client.post(`/api/v1/quotes/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(202);
  const link = await who.client.get(`/api/v1/quotes/${id}/link`);
  const token = TOKEN_IN_URL.exec(link.json().data.attributes.url ?? '')?.[1];
  if (!token) throw new Error(`no link in ${link.body}`);
  return { id, token };
}

const edit = (who: Owner, id: string, price: string, attributes: Record<string, unknown> = {}) =>
  who.client.patch(`/api/v1/quotes/${id}`, quoteBody(who, price, attributes));

const decide = (
  client: TestClient,
  token: string,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  client.post(
    `/api/v1/public/documents/${token}/decision`,
    { data: { type: 'documentDecisions', attributes } },
    headers,
  );

async function historyOf(who: Owner, id: string) {
  const response = await who.client.get(`/api/v1/history/quote/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().data as Array<{ attributes: { action: string; actor: string; details: object } }>
  ).map((entry) => entry.attributes);
}

describeOnEachDatabase('quote revisions', (use) => {
  const visitorOf = (context: TestApp) => createClient(context.app);

  it('edits a sent $110 quote to $990 as revision 2: the client accepts only the revision they saw', async () => {
    const context = use();
    const who = await owner(context);
    const { id, token } = await sentQuote(who);
    const visitor = visitorOf(context);
    const seen = (await visitor.get(`/api/v1/public/documents/${token}`)).json().data.attributes;
    expect(seen).toMatchObject({ total: '110.00', revision: 1, can_decide: true });

    const edited = await edit(who, id, '900.00');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ status: 'sent', total: '990.00', revision: 2 });

    // The page shows the current revision.
    const now = (await visitor.get(`/api/v1/public/documents/${token}`)).json().data.attributes;
    expect(now).toMatchObject({ total: '990.00', revision: 2, status: 'sent', can_decide: true });

    // The answer to revision 1 (the $110 the client saw) is refused, in the reader's language; nothing changes.
    const stale = await decide(visitor, token, { decision: 'accept', revision: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({
      code: 'quote_revision_changed',
      detail: 'This quote has changed since you opened it. Look at the new version before you answer.',
      meta: { revision: '2' },
    });
    const staleFr = await decide(
      visitor,
      token,
      { decision: 'accept', revision: 1 },
      { 'accept-language': 'fr' },
    );
    expect(staleFr.statusCode).toBe(409);
    expect(staleFr.json().errors[0].detail).toBe(
      "Ce devis a changé depuis que vous l'avez ouvert. Consultez la nouvelle version avant de répondre.",
    );
    // Naming no revision is taken only while the quote was never revised.
    expect((await decide(visitor, token, { decision: 'decline' })).statusCode).toBe(409);
    const still = (await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes;
    expect(still).toMatchObject({ status: 'sent', decided_at: null, revision: 2, total: '990.00' });

    // The revision the page shows is accepted.
    const accepted = await decide(visitor, token, { decision: 'accept', revision: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attributes).toMatchObject({
      status: 'accepted',
      revision: 2,
      can_decide: false,
    });
    // A double click on the same revision is no change.
    expect((await decide(visitor, token, { decision: 'accept', revision: 2 })).statusCode).toBe(200);

    // The owner sees both revisions: what revision 1 printed, and the current one.
    const revisions = await who.client.get(`/api/v1/quotes/${id}/revisions`);
    expect(revisions.statusCode, revisions.body).toBe(200);
    const list = revisions.json().data.map((entry: { id: string; attributes: object }) => ({
      id: entry.id,
      ...entry.attributes,
    }));
    expect(list).toMatchObject([
      { id: `${id}-1`, revision: 1, current: false, total: '110.00', gst: '10.00', number: 'Q-0001' },
      { id: `${id}-2`, revision: 2, current: true, total: '990.00', replaced_at: null },
    ]);
    expect(list[0].made_at).toEqual(expect.any(String));
    expect(list[0].replaced_at).toEqual(expect.any(String));
    expect(list[1].made_at).toBe(list[0].replaced_at);

    // Its PDF says which revision it is.
    const pdf = pdfText((await who.client.get(`/api/v1/quotes/${id}/pdf`)).rawPayload);
    expect(pdf).toMatch(/Revision\s+2/);
    expect(pdf).toContain('990.00');

    const history = await historyOf(who, id);
    expect(history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['created', 'owner'],
      ['sent', 'owner'],
      // The client's first look at the page that day.
      ['viewed', 'client'],
      ['edited', 'owner'],
      ['revised', 'owner'],
      ['accepted', 'client'],
    ]);
    expect(history[1]?.details).toMatchObject({ to: expect.stringContaining('@example.com'), revision: 1 });
    expect(history[4]?.details).toEqual({ revision: 2, total: '990.00' });
    expect(history[5]?.details).toEqual({ revision: 2 });

    // Turned into an invoice: its history says which.
    const invoice = await who.client.post(`/api/v1/quotes/${id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(201);
    const converted = (await historyOf(who, id)).at(-1);
    expect(converted).toMatchObject({
      action: 'converted',
      actor: 'owner',
      details: { number: invoice.json().data.attributes.name, revision: 2 },
    });
  });

  it('makes no revision of a draft’s edits, nor of a save of a sent quote that prints the same', async () => {
    const context = use();
    const who = await owner(context);
    const created = await who.client.post('/api/v1/quotes', quoteBody(who, '100.00'));
    const id = created.json().data.id as string;
    expect((await edit(who, id, '900.00')).json().data.attributes).toMatchObject({
      revision: 1,
      total: '990.00',
    });
    expect((await who.client.post(`/api/v1/quotes/${id}/send`)).statusCode).toBe(202);
    expect((await edit(who, id, '900.00')).json().data.attributes.revision).toBe(1);
    // A note is printed: a new revision. And another.
    expect((await edit(who, id, '900.00', { note: 'Parts extra.' })).json().data.attributes.revision).toBe(2);
    expect(
      (await edit(who, id, '900.00', { valid_until: '2099-12-30' })).json().data.attributes.revision,
    ).toBe(3);
    const revisions = (await who.client.get(`/api/v1/quotes/${id}/revisions`)).json().data;
    expect(revisions.map((entry: { attributes: { revision: number } }) => entry.attributes.revision)).toEqual(
      [1, 2, 3],
    );
    const actions = (await historyOf(who, id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'revised')).toHaveLength(2);
  });

  it('records the owner’s own Mark accepted without a revision, by the owner', async () => {
    const context = use();
    const who = await owner(context);
    const { id } = await sentQuote(who);
    expect((await edit(who, id, '900.00')).statusCode).toBe(200);
    const declined = await who.client.post(`/api/v1/quotes/${id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.attributes).toMatchObject({ status: 'declined', revision: 2 });
    expect((await historyOf(who, id)).at(-1)).toMatchObject({
      action: 'declined',
      actor: 'owner',
      details: { revision: 2 },
    });
  });

  it('never accepts the old revision when the owner’s edit and the client’s answer come at once', async () => {
    const context = use();
    for (let round = 0; round < 6; round++) {
      const who = await owner(context);
      const { id, token } = await sentQuote(who);
      const visitor = visitorOf(context);
      const [edited, answer] = await Promise.all([
        edit(who, id, '900.00'),
        decide(visitor, token, { decision: 'accept', revision: 1 }),
      ]);
      const quote = (await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes;
      if (answer.statusCode === 200) {
        // The answer came first: revision 1 ($110), the one the client saw, is accepted; the edit is refused.
        expect(edited.statusCode, edited.body).toBe(409);
        expect(quote).toMatchObject({ status: 'accepted', revision: 1, total: '110.00' });
      } else {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().errors[0].code).toBe('quote_revision_changed');
        expect(edited.statusCode, edited.body).toBe(200);
        expect(quote).toMatchObject({ status: 'sent', revision: 2, total: '990.00', decided_at: null });
      }
    }
  });

  describe('withdrawing', () => {
    it('withdraws a sent quote with a reason: kept with its number, its page says so, nothing more is done', async () => {
      const context = use();
      const who = await owner(context);
      const { id, token } = await sentQuote(who);
      const missing = await who.client.post(`/api/v1/quotes/${id}/withdraw`, {
        data: { type: 'quotes', attributes: { reason: '  ' } },
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'withdraw_reason_required',
        source: { pointer: '/data/attributes/reason' },
      });

      const withdrawn = await who.client.post(`/api/v1/quotes/${id}/withdraw`, {
        data: { type: 'quotes', attributes: { reason: 'The client chose another supplier' } },
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().data.attributes).toMatchObject({
        status: 'withdrawn',
        display_status: 'withdrawn',
        number: 'Q-0001',
        withdraw_reason: 'The client chose another supplier',
      });
      expect(withdrawn.json().data.attributes.withdrawn_at).toEqual(expect.any(String));

      // Listed, and found by its status.
      const listed = (await who.client.get('/api/v1/quotes?filter[status]=withdrawn')).json().data;
      expect(listed.map((quote: { id: string }) => quote.id)).toEqual([id]);

      // Its page says so, without the owner's reason, and takes no answer.
      const visitor = visitorOf(context);
      const shown = await visitor.get(`/api/v1/public/documents/${token}`);
      expect(shown.json().data.attributes).toMatchObject({ status: 'withdrawn', can_decide: false });
      expect(shown.json().data.attributes.withdrawn_at).toEqual(expect.any(String));
      expect(shown.body).not.toContain('another supplier');
      const refused = await decide(
        visitor,
        token,
        { decision: 'accept', revision: 1 },
        { 'accept-language': 'de' },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'quote_page_withdrawn',
        detail:
          'Dieses Angebot wurde vom Absender zurückgezogen und kann nicht mehr angenommen oder abgelehnt werden.',
      });

      // Not edited, sent, accepted, declined, converted, withdrawn again or deleted.
      for (const [response, code] of [
        [await edit(who, id, '900.00'), 'quote_withdrawn'],
        [await who.client.post(`/api/v1/quotes/${id}/send`), 'quote_withdrawn'],
        [await who.client.post(`/api/v1/quotes/${id}/accept`), 'quote_withdrawn'],
        [await who.client.post(`/api/v1/quotes/${id}/decline`), 'quote_withdrawn'],
        [await who.client.post(`/api/v1/quotes/${id}/invoice`), 'quote_not_accepted'],
        [
          await who.client.post(`/api/v1/quotes/${id}/withdraw`, {
            data: { type: 'quotes', attributes: { reason: 'Again' } },
          }),
          'quote_withdrawn',
        ],
        [await who.client.delete(`/api/v1/quotes/${id}`), 'quote_issued'],
      ] as const) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().errors[0].code).toBe(code);
      }
      expect((await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes.status).toBe('withdrawn');

      const history = await historyOf(who, id);
      expect(history.filter((entry) => entry.action !== 'viewed').at(-1)).toMatchObject({
        action: 'withdrawn',
        actor: 'owner',
        details: { reason: 'The client chose another supplier' },
      });
    });

    it('deletes a draft as before, and withdraws neither a draft nor an answered quote', async () => {
      const context = use();
      const who = await owner(context);
      const draft = (await who.client.post('/api/v1/quotes', quoteBody(who, '100.00'))).json().data.id;
      const reason = { data: { type: 'quotes', attributes: { reason: 'No longer needed' } } };
      const refused = await who.client.post(`/api/v1/quotes/${draft}/withdraw`, reason);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('quote_withdraw_draft');
      expect((await who.client.delete(`/api/v1/quotes/${draft}`)).statusCode).toBe(204);

      const { id } = await sentQuote(await owner(context));
      const other = await owner(context);
      expect((await other.client.post(`/api/v1/quotes/${id}/withdraw`, reason)).statusCode).toBe(404);
      const answered = await sentQuote(who);
      expect((await who.client.post(`/api/v1/quotes/${answered.id}/accept`)).statusCode).toBe(200);
      const late = await who.client.post(`/api/v1/quotes/${answered.id}/withdraw`, reason);
      expect(late.statusCode).toBe(409);
      expect(late.json().errors[0].code).toBe('quote_decided');
    });
  });
});
