import { formatAmount } from '@sorted/core/i18n/format';
import { expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { multipart, PDF, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';
import { receiptEntryNames } from './accountants-pack.ts';

// The accountant's pack (issue 31, item 7): one ZIP of the year, checked entry by entry against the
// screens' answers (profit and loss, BAS periods, working from home) to the cent.

/** The ZIP's entries by name, read with yauzl over the central directory. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function pack(client: TestClient, year = '2025-26', query = '') {
  const response = await client.get(`/api/v1/tax-years/${year}/accountants-pack.zip${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="accountants-pack-${year}.zip"`);
  return unzip(Buffer.from((response as unknown as { rawPayload: Uint8Array }).rawPayload));
}

async function business(client: TestClient, name: string) {
  const response = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: { name, abn: '51 824 753 556', gst_registered: true, gst_registered_from: '2020-01-01' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function expense(client: TestClient, companyId: string, attributes: Record<string, unknown>) {
  const response = await client.post('/api/v1/expenses', {
    data: {
      type: 'expenses',
      attributes: { paid_date: attributes.expense_date, ...attributes },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function receipt(client: TestClient, expenseId: string, bytes: Buffer, name: string, type: string) {
  const { body, contentType } = multipart('receipt', name, type, bytes);
  const response = await client.put(`/api/v1/expenses/${expenseId}/receipt`, body, {
    'content-type': contentType,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function invoice(client: TestClient, companyId: string, name: string, date: string, price: string) {
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Harbour Cafe' } },
  });
  const response = await client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: date,
        due_date: date,
        items: [{ name: 'Labour', quantity: 1, price, taxable: true }],
      },
      relationships: {
        company: { data: { type: 'companies', id: companyId } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id;
  const paid = await client.patch(`/api/v1/invoices/${id}`, {
    data: { type: 'invoices', id, attributes: { status: 1, paid_date: date } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The PDF's text on one line per run of spaces, so that a label and its amount read as "label $1.00". */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

describeOnEachDatabase('the accountant’s pack', (use) => {
  it('holds the summary, the CSVs and every receipt of the year, to the cent against the screens', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Harbour Electrical');
    await invoice(client, companyId, 'INV-0001', '2025-08-01', '1234.56');
    const stock = await expense(client, companyId, {
      expense_date: '2025-09-03',
      supplier_name: 'Bunnings / Warehouse',
      category: 'materials-stock',
      amount: '220.00',
    });
    await receipt(client, stock, PNG, 'receipt.png', 'image/png');
    const again = await expense(client, companyId, {
      expense_date: '2025-09-03',
      supplier_name: 'Bunnings / Warehouse',
      category: 'travel',
      amount: '33.33',
      business_use_percent: 50,
    });
    await receipt(client, again, PDF, 'receipt.pdf', 'application/pdf');
    await expense(client, companyId, {
      expense_date: '2025-10-15',
      supplier_name: 'Landlord Pty Ltd',
      category: 'rent',
      amount: '1100.00',
    });
    // Outside the year: in neither the CSVs nor the receipts.
    const before = await expense(client, companyId, {
      expense_date: '2025-06-30',
      supplier_name: 'Last Year Supplies',
      category: 'other',
      amount: '11.00',
    });
    await receipt(client, before, PNG, 'old.png', 'image/png');
    for (const date of ['2025-08-04', '2025-08-05'])
      expect(
        (
          await client.put(`/api/v1/home-office-days/${date}`, {
            data: { type: 'home-office-days', attributes: { minutes: 450 } },
          })
        ).statusCode,
      ).toBe(200);

    // A $2,400 laptop first used in August: written off in full in 2025-26.
    const laptop = await client.post('/api/v1/assets', {
      data: {
        type: 'assets',
        attributes: {
          name: 'Laptop',
          cost: '2400.00',
          first_used: '2025-08-14',
          business_use_percent: 100,
          effective_life_years: '2',
          method: 'instant',
        },
        relationships: { company: { data: { type: 'companies', id: companyId } } },
      },
    });
    expect(laptop.statusCode, laptop.body).toBe(201);

    const entries = await pack(client);
    expect([...entries.keys()]).toEqual([
      'summary.pdf',
      'csv/invoices.csv',
      'csv/payments.csv',
      'csv/expenses.csv',
      'csv/bank-lines.csv',
      'receipts/2025-09-03 Bunnings _ Warehouse.png',
      'receipts/2025-09-03 Bunnings _ Warehouse.pdf',
    ]);
    // Each receipt as stored: the same bytes as its own download.
    const stored = async (id: string) =>
      Buffer.from(
        ((await client.get(`/api/v1/expenses/${id}/receipt`)) as unknown as { rawPayload: Uint8Array })
          .rawPayload,
      );
    expect(entries.get('receipts/2025-09-03 Bunnings _ Warehouse.png')).toEqual(await stored(stock));
    expect(entries.get('receipts/2025-09-03 Bunnings _ Warehouse.pdf')).toEqual(await stored(again));

    const invoices = entries.get('csv/invoices.csv')?.toString('utf8') ?? '';
    expect(invoices).toContain(
      'INV-0001,2025-08-01,2025-08-01,Harbour Cafe,,Harbour Electrical,1234.56,123.46,1358.02',
    );
    const expenses = entries.get('csv/expenses.csv')?.toString('utf8') ?? '';
    expect(expenses.trim().split('\r\n')).toHaveLength(4);
    expect(expenses).toContain(
      '2025-09-03,Harbour Electrical,Bunnings / Warehouse,,,Materials and stock,220.00,20.00,100,20.00,200.00',
    );
    expect(expenses).not.toContain('Last Year Supplies');
    expect(entries.get('csv/payments.csv')?.toString('utf8')).toMatch(/^\uFEFFDate,Business,Invoice number/);
    expect(entries.get('csv/bank-lines.csv')?.toString('utf8')).toBe(
      '\uFEFFDate,Business,Account,Description,Amount,Balance,Status,Reconciled as\r\n',
    );

    // The summary's figures are the screens'.
    const pnl = (await client.get('/api/v1/profit-and-loss?year=2025')).json().data.attributes;
    const text = flat(pdfText(entries.get('summary.pdf') ?? Buffer.alloc(0)));
    expect(text).toContain("Accountant's pack 2025-26");
    expect(text).toContain('Profit and loss: Harbour Electrical');
    expect(text).toContain(`Income (excl. GST) ${formatAmount(pnl.totals.income)}`);
    expect(pnl.totals.income).toBe('1234.56');
    expect(text).toContain(`Total expenses (excl. GST) ${formatAmount(pnl.totals.expenses)}`);
    expect(text).toContain(`Net profit ${formatAmount(pnl.totals.profit)}`);
    const byCategory = Object.fromEntries(
      (pnl.categories as { category: string; amount: string }[]).map((row) => [row.category, row.amount]),
    );
    expect(text).toContain(`Cost of sales ${formatAmount(byCategory['materials-stock'] ?? '')}`);
    expect(text).toContain(`Rent expenses ${formatAmount(byCategory.rent ?? '')}`);
    expect(text).toContain(`All other expenses ${formatAmount(byCategory.travel ?? '')}`);
    expect(text).toContain('Depreciation expenses $0.00');
    // The depreciation schedule, as the Assets tab shows it.
    const depreciation = (await client.get('/api/v1/tax-years/2025-26/depreciation')).json();
    expect(depreciation.meta.total).toBe('2400.00');
    expect(text).toContain('Depreciation schedule: Harbour Electrical');
    expect(text).toMatch(/Laptop: written off, opening \$2,400\.00, closing \$0\.00 \$2,400\.00/);
    expect(text).toContain('Total deduction $2,400.00');

    const periods = (await client.get(`/api/v1/companies/${companyId}/bas-periods?year=2025`)).json()
      .data as {
      attributes: {
        first_month: string;
        lodged: boolean;
        figures: Record<string, string>;
        total: { net: string };
      };
    }[];
    expect(periods).toHaveLength(4);
    const first = periods[0]?.attributes;
    expect(text).toContain('July – Sept 2025 (not lodged)');
    expect(text).toContain(`G1 Total sales ${formatAmount(first?.figures.g1 ?? '')}`);
    expect(text).toContain(`1A GST on sales ${formatAmount(first?.figures.gst_on_sales ?? '')}`);
    expect(text).toContain(`1B GST on purchases ${formatAmount(first?.figures.gst_on_purchases ?? '')}`);
    expect(text).toContain(`Net GST (1A less 1B, with adjustments) ${formatAmount(first?.total.net ?? '')}`);

    const wfh = (await client.get('/api/v1/tax-years/2025-26/home-office')).json().data.attributes;
    expect(wfh.claim_cents).toBe(1050);
    expect(text).toContain('Hours worked from home 15.00');
    expect(text).toContain('Claim $10.50 (Secondary)');
    expect(text).toContain('Notice of intent to claim not acknowledged yet');
    // Every line of the estimate, with its mark, as the estimate screen's answer gives it.
    const estimate = (await client.get('/api/v1/tax-years/2025-26/estimate')).json().data.attributes as {
      lines: { key: string; amount: string; basis: string }[];
    };
    expect(estimate.lines.length).toBeGreaterThan(5);
    const marks: Record<string, string> = {
      confirmed: '',
      secondary: ' (Secondary)',
      estimate: ' (Estimate)',
    };
    const names: Record<string, string> = {
      'business-profit': 'Business profit (excluding GST)',
      'home-office': 'Working from home',
      'taxable-income': 'Taxable income',
      'amount-owing': 'Amount owing (refund if negative)',
    };
    for (const line of estimate.lines.filter((candidate) => names[candidate.key]))
      expect(text).toContain(`${names[line.key]} ${formatAmount(line.amount)}${marks[line.basis]}`);

    // The summary alone is the same PDF.
    const alone = await client.get('/api/v1/tax-years/2025-26/accountants-pack/summary.pdf');
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['content-type']).toBe('application/pdf');
    expect(flat(pdfText((alone as unknown as { rawPayload: Uint8Array }).rawPayload))).toBe(text);
  });

  it('shows a lodged period as lodged with its reported figures, and the adjustment the next one carries', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Lodged Electrical');
    await invoice(client, companyId, 'INV-0001', '2025-08-10', '1000.00');
    const lodged = await client.post(`/api/v1/companies/${companyId}/bas-periods/2025-Q3/lodgement`);
    expect(lodged.statusCode, lodged.body).toBe(201);
    const invoices = (await client.get('/api/v1/invoices')).json().data as { id: string }[];
    const id = invoices[0]?.id ?? '';
    const unpaid = await client.patch(`/api/v1/invoices/${id}?confirm=locked-period`, {
      data: { type: 'invoices', attributes: { status: 0 } },
    });
    expect(unpaid.statusCode, unpaid.body).toBe(200);

    const periods = (await client.get(`/api/v1/companies/${companyId}/bas-periods?year=2025`)).json()
      .data as {
      attributes: {
        lodged: boolean;
        total: { net: string };
        lodgement: { reported: Record<string, string> } | null;
        adjustments: { net: string }[];
      };
    }[];
    const [q3, q4] = periods.map((period) => period.attributes);
    expect(q3?.lodged).toBe(true);
    expect(q4?.adjustments).toHaveLength(1);
    const text = flat(pdfText((await pack(client)).get('summary.pdf') ?? Buffer.alloc(0)));
    expect(text).toContain('July – Sept 2025 (lodged)');
    expect(text).toContain(`G1 Total sales ${formatAmount(q3?.lodgement?.reported.g1 ?? '')}`);
    expect(text).toContain(`1A GST on sales ${formatAmount(q3?.lodgement?.reported.gst_on_sales ?? '')}`);
    expect(text).toContain('Oct – Dec 2025 (not lodged)');
    expect(text).toContain(
      `Adjustment for July – Sept 2025: net ${formatAmount(q4?.adjustments[0]?.net ?? '')}`,
    );
    expect(q4?.adjustments[0]?.net).toBe('-100.00');
    expect(text).toContain(`Net GST (1A less 1B, with adjustments) ${formatAmount(q4?.total.net ?? '')}`);
    expect(q4?.total.net).toBe('-100.00');
  });

  it('another user gets only their own; a year with nothing still gives a valid pack', async () => {
    const owner = await signedInUser(use());
    const companyId = await business(owner.client, 'Owner Only Pty');
    const id = await expense(owner.client, companyId, {
      expense_date: '2025-09-03',
      supplier_name: 'Secret Supplier',
      category: 'rent',
      amount: '500.00',
    });
    await receipt(owner.client, id, PNG, 'receipt.png', 'image/png');

    const other = await signedInUser(use());
    const entries = await pack(other.client);
    expect([...entries.keys()]).toEqual([
      'summary.pdf',
      'csv/invoices.csv',
      'csv/payments.csv',
      'csv/expenses.csv',
      'csv/bank-lines.csv',
    ]);
    for (const [, bytes] of entries) expect(bytes.toString('latin1')).not.toContain('Secret Supplier');
    const text = flat(pdfText(entries.get('summary.pdf') ?? Buffer.alloc(0)));
    expect(text).not.toContain('Owner Only');
    expect(text).toContain('No business is recorded in Sorted.');

    const empty = await pack(owner.client, '2030-31');
    expect(empty.get('csv/expenses.csv')?.toString('utf8').trim().split('\r\n')).toHaveLength(1);
    expect(pdfText(empty.get('summary.pdf') ?? Buffer.alloc(0))).toContain("Accountant's pack 2030-31");

    // In the language chosen in the app (the link names it: a download's Accept-Language is the browser's).
    const german = await pack(owner.client, '2025-26', '?lang=de');
    const deutsch = flat(pdfText(german.get('summary.pdf') ?? Buffer.alloc(0)));
    expect(deutsch).toContain('Unterlagen für die Steuerberatung 2025-26');
    expect(deutsch).toContain('Gewinn und Verlust: Owner Only Pty');
    // $500 including GST: $454.55 of rent excluding GST, under its schedule label.
    expect(deutsch).toContain('Mietausgaben $454.55');
    expect(deutsch).toContain('In Sorted ist kein Fahrzeug erfasst.');
    expect(deutsch).not.toContain('Profit and loss');
    const unknownLanguage = await pack(owner.client, '2025-26', '?lang=xx');
    expect(flat(pdfText(unknownLanguage.get('summary.pdf') ?? Buffer.alloc(0)))).toContain(
      'Profit and loss: Owner Only Pty',
    );

    expect((await owner.client.get('/api/v1/tax-years/2025-27/accountants-pack.zip')).statusCode).toBe(404);
    const signedOut = await use().app.inject({
      method: 'GET',
      url: '/api/v1/tax-years/2025-26/accountants-pack.zip',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

it('names receipts safely and uniquely', () => {
  expect(
    receiptEntryNames([
      { expense_date: '2025-09-03', supplier_name: '../../etc/passwd', content_type: 'image/jpeg' },
      { expense_date: '2025-09-03', supplier_name: '  ', content_type: 'application/octet-stream' },
      { expense_date: '2025-09-03', supplier_name: 'Café "Zoë"', content_type: 'image/png' },
      { expense_date: '2025-09-03', supplier_name: 'CAFÉ "ZOË"', content_type: 'image/png' },
    ]),
  ).toEqual([
    'receipts/2025-09-03 _.._etc_passwd.jpg',
    'receipts/2025-09-03 receipt.bin',
    'receipts/2025-09-03 Café _Zoë_.png',
    'receipts/2025-09-03 CAFÉ _ZOË_ (2).png',
  ]);
});
