import { expect, it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { pdfText } from '../test/pdf.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { doc } from './authorisation/rows.ts';

// Every field that prints on the invoice PDF refuses characters its font (DejaVu Sans) has no glyph
// for, with a 422 on that field that names them, instead of printing a blank. Checked where the text
// enters: businesses, PayIDs, clients, saved invoices and the open POST /invoice-pdfs.

const REFUSED: Array<[text: string, named: string]> = [
  ['株式会社', '株 式 会 社'],
  ['🦘 Tours', '🦘'],
];
const ACCENTED = 'Zoë Müller-Łukasz';

/** Sets the value at a dotted path of a copy of `attributes`. */
function withValue(
  attributes: Record<string, unknown>,
  path: string,
  value: string,
): Record<string, unknown> {
  const copy = structuredClone(attributes);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1) ?? ''] = value;
  return copy;
}

const invoiceAttributes = {
  name: 'INV-0002',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  items: [{ name: 'Labour', description: 'Hot water', quantity: 1, price: '120.00' }],
  note: 'Thanks',
  payment_method: 'bank',
  bank: { bank_name: 'CBA', bsb: '062-000', account_number: '12345678', account_name: 'Sorted' },
};
const draftAttributes = {
  ...invoiceAttributes,
  payment_method: 'payid',
  bank: null,
  seller: { name: 'Seller', abn: '51 824 753 556', phone: '0400 000 000', address: 'Sydney' },
  buyer: { name: 'Buyer', phone: '02 9999 9999', address: 'Bondi' },
  payid: { payid: '0412 345 678', name: 'Sorted' },
};

async function setUp(client: TestClient, names: { business: string; client: string; item: string }) {
  const company = await client.post(
    '/api/v1/companies',
    doc('companies', { name: names.business, abn: '51824753556' }),
  );
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', doc('customers', { name: names.client }));
  expect(customer.statusCode, customer.body).toBe(201);
  const companyId = company.json().data.id as string;
  const customerId = customer.json().data.id as string;
  const invoice = await client.post(
    '/api/v1/invoices',
    doc(
      'invoices',
      { ...invoiceAttributes, name: 'INV-0001', items: [{ name: names.item, quantity: 1, price: '10' }] },
      { company: companyId, customer: customerId },
    ),
  );
  expect(invoice.statusCode, invoice.body).toBe(201);
  return { companyId, customerId, invoiceId: invoice.json().data.id as string };
}

/** Everything the owner has, as the API shows it: must not change when a write is refused. */
async function everything(client: TestClient) {
  const answers = await Promise.all(
    ['/api/v1/companies?include=paymentDetail', '/api/v1/customers', '/api/v1/invoices?include=items'].map(
      (path) => client.get(path),
    ),
  );
  return answers.map((answer) => answer.json());
}

describeOnEachDatabase('text the invoice PDF cannot print', (use) => {
  it('is refused on every printed field with a 422 naming the field and the characters, saving nothing', async () => {
    const { client } = await signedInUser(use());
    const { companyId, customerId, invoiceId } = await setUp(client, {
      business: 'Sorted',
      client: 'Bondi Bakery',
      item: 'Labour',
    });
    const ids = { company: companyId, customer: customerId };
    const company = {
      name: 'Second',
      abn: '33 051 775 556',
      payment_details: { payid: 'Org Pay', name: 'Sorted' },
    };
    const writes: Array<
      [
        method: 'post' | 'patch',
        path: string,
        type: string,
        attributes: Record<string, unknown>,
        fields: string[],
        relationships?: Record<string, string>,
      ]
    > = [
      [
        'post',
        '/api/v1/companies',
        'companies',
        company,
        ['name', 'phone', 'address', 'payment_details.payid', 'payment_details.name'],
      ],
      [
        'patch',
        `/api/v1/companies/${companyId}`,
        'companies',
        { name: 'Sorted', email: 'a@b.test' },
        ['name', 'phone', 'address'],
      ],
      [
        'post',
        '/api/v1/paymentDetails',
        'paymentDetails',
        { payid: 'Org Pay', name: 'Sorted' },
        ['payid', 'name'],
        { company: companyId },
      ],
      ['post', '/api/v1/customers', 'customers', { name: 'Client' }, ['name', 'phone', 'address']],
      ['patch', `/api/v1/customers/${customerId}`, 'customers', { name: 'Client' }, ['name', 'address']],
      [
        'post',
        '/api/v1/invoices',
        'invoices',
        invoiceAttributes,
        ['name', 'items.0.name', 'items.0.description', 'note', 'bank.bank_name', 'bank.account_name'],
        ids,
      ],
      [
        'patch',
        `/api/v1/invoices/${invoiceId}`,
        'invoices',
        invoiceAttributes,
        ['name', 'items.0.name', 'note'],
        ids,
      ],
      [
        'post',
        '/api/v1/invoice-pdfs',
        'invoice-pdfs',
        draftAttributes,
        [
          'name',
          'items.0.name',
          'items.0.description',
          'note',
          'seller.name',
          'seller.phone',
          'seller.address',
          'buyer.name',
          'buyer.address',
          'payid.name',
        ],
      ],
    ];
    const before = await everything(client);
    for (const [method, path, type, attributes, fields, relationships] of writes) {
      for (const field of fields) {
        for (const [text, named] of REFUSED) {
          const response = await client[method](
            path,
            doc(type, withValue(attributes, field, text), relationships),
          );
          expect(response.statusCode, `${method} ${path} ${field}: ${response.body}`).toBe(422);
          expect(response.json().errors[0], `${method} ${path} ${field}`).toMatchObject({
            code: 'text_unprintable',
            source: { pointer: `/data/attributes/${field}` },
            detail: `This text contains characters that cannot be printed on the PDF: ${named}`,
            meta: { characters: named },
          });
        }
      }
    }
    expect(await everything(client)).toEqual(before);
  });

  it('answers in the asker’s language', async () => {
    const { client } = await signedInUser(use());
    const response = await client.post('/api/v1/customers', doc('customers', { name: 'Café 東京' }), {
      'accept-language': 'de',
    });
    expect(response.json().errors[0].detail).toBe(
      'Dieser Text enthält Zeichen, die im PDF nicht gedruckt werden können: 東 京',
    );
  });

  it('takes accented names, which the PDF prints', async () => {
    const { client } = await signedInUser(use());
    const { invoiceId } = await setUp(client, {
      business: `${ACCENTED} Ltd`,
      client: ACCENTED,
      item: 'Œuvre ½',
    });
    const saved = await client.get(`/api/v1/invoices/${invoiceId}/pdf`);
    expect(saved.statusCode).toBe(200);
    const text = pdfText(saved.rawPayload);
    expect(text).toContain(`${ACCENTED} Ltd`);
    expect(text).toContain('Œuvre ½');

    const draft = withValue(draftAttributes, 'buyer.name', ACCENTED);
    const printed = await client.post('/api/v1/invoice-pdfs', doc('invoice-pdfs', draft));
    expect(printed.statusCode, printed.body).toBe(200);
    expect(pdfText(printed.rawPayload)).toContain(ACCENTED);
  });
});
