import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { pdfTexts } from '../i18n/resources.ts';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf.ts';
import { wrapText } from './wrap-text.ts';

// The font comes from the same package the API serves it from.
const require = createRequire(import.meta.url);
const fontDir = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');
const fonts = {
  regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')),
  bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')),
};

const invoice: InvoicePdfData = {
  number: 'INV-0042',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  seller: {
    name: 'Sorted Plumbing',
    abn: '51824753556',
    email: 'hello@sorted.test',
    address: '1 George St, Sydney NSW 2000',
  },
  buyer: { name: 'Café Zoë & Søn', abn: '33051775556', email: 'orders@cafe.test' },
  gstRegistered: true,
  pricesIncludeGst: false,
  items: [
    {
      name: 'Labour',
      description: 'Replace hot water system, including removal of the old unit',
      quantity: '2',
      priceCents: 12_000,
      amountCents: 24_000,
      taxable: true,
    },
    { name: 'Council fee', quantity: '1', priceCents: 5_000, amountCents: 5_000, taxable: false },
  ],
  subtotalCents: 29_000,
  gstCents: 2_400,
  totalCents: 31_400,
  payment: { method: 'payid', payId: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
  note: 'Thank you for your business.',
};

function textOf(bytes: Uint8Array): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'sorted-pdf-'));
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe('renderInvoicePdf', () => {
  it('writes a tax invoice for a GST-registered business, with everything the ATO asks for', async () => {
    const { text, pages } = textOf(await renderInvoicePdf(invoice, fonts, 'en'));
    expect(pages).toBe(1);
    for (const expected of [
      'Tax Invoice',
      'INV-0042',
      '01/11/2026',
      '15/11/2026',
      'Sorted Plumbing',
      'ABN 51 824 753 556',
      '1 George St, Sydney NSW 2000',
      'Café Zoë & Søn',
      'ABN 33 051 775 556',
      'Labour',
      '$120.00',
      '$240.00',
      '(GST-free)',
      'Subtotal',
      '$290.00',
      '$24.00',
      '$314.00',
      'pay@sorted.test',
      'Sorted Plumbing Pty Ltd',
      'Thank you for your business.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The description wraps at 45 characters.
    expect(text).toContain('Replace hot water system, including removal');
    expect(text).not.toContain('Replace hot water system, including removal of');
  });

  it('prints a mobile PayID as Australians write it, not as stored', async () => {
    const { text } = textOf(
      await renderInvoicePdf(
        { ...invoice, payment: { method: 'payid', payId: '+61-412345678', name: 'Sorted Plumbing' } },
        fonts,
        'en',
      ),
    );
    expect(text).toContain('0412 345 678');
    expect(text).not.toContain('+61-412345678');
  });

  it('calls it an Invoice with no GST row, and says it is not registered for GST', async () => {
    const { text } = textOf(
      await renderInvoicePdf(
        { ...invoice, gstRegistered: false, gstCents: 0, totalCents: 29_000, subtotalCents: 29_000 },
        fonts,
        'en',
      ),
    );
    expect(text).not.toContain('Tax Invoice');
    expect(text).toMatch(/^\s*Invoice/m);
    // The design changed (issue 15): a $0.00 GST row invites the question, so there is none.
    expect(text).not.toMatch(/GST\s+\$/);
    expect(text).toMatch(/Total \(AUD\)\s+\$290\.00\n\s*Not registered for GST\n/);
    expect(text).not.toContain('GST-free');
  });

  it.each(Object.entries(pdfTexts))('says "not registered for GST" in %s', async (locale, labels) => {
    const { text } = textOf(
      await renderInvoicePdf({ ...invoice, gstRegistered: false }, fonts, locale as Locale),
    );
    expect(text).toContain(labels.notGstRegistered);
    expect(text).not.toMatch(new RegExp(`^\\s*${labels.gst}\\s`, 'm'));
  });

  it('keeps a six-figure total apart from its label', async () => {
    const { text } = textOf(
      await renderInvoicePdf(
        {
          ...invoice,
          items: [
            {
              name: 'Extension',
              quantity: '1',
              priceCents: 10_000_000,
              amountCents: 10_000_000,
              taxable: true,
            },
          ],
          subtotalCents: 10_000_000,
          gstCents: 1_000_000,
          totalCents: 11_000_000,
        },
        fonts,
        'en',
      ),
    );
    expect(text).toMatch(/1\s+\$100,000\.00\s+\$100,000\.00\n/);
    expect(text).toMatch(/Total \(AUD\)\s+\$110,000\.00\n/);
  });

  it('fits the largest amounts the schemas accept, every column and total apart from the next', async () => {
    // A price and an item's amount are at most $100,000,000 and a quantity at most 1,000,000 (schemas/
    // invoices.ts); 500 such items add up to $50,000,000,000 before GST.
    const most = 100_000_000_00;
    const item = (name: string, quantity: string) => ({
      name,
      description: 'W'.repeat(20).concat(' ', 'M'.repeat(20), ' ', 'W'.repeat(40)),
      quantity,
      priceCents: most,
      amountCents: most,
      taxable: true,
    });
    for (const locale of ['en', 'de'] as const) {
      const labels = pdfTexts[locale];
      const { text } = textOf(
        await renderInvoicePdf(
          {
            ...invoice,
            items: [
              item('WWWWWWWWWWWWWWWWWWWWWWWW', '999999.999'),
              item('Second', '1000000'),
              item('Third', '1'),
            ],
            subtotalCents: 500 * most,
            gstCents: 50 * most,
            totalCents: 550 * most,
          },
          fonts,
          locale,
        ),
      );
      expect(text).toMatch(new RegExp(`${labels.quantity}\\s+${labels.unitPrice}\\s+${labels.amount}\\n`));
      for (const quantity of ['999999.999', '1000000', '1']) {
        expect(text).toMatch(new RegExp(`W\\s+${quantity}\\s+\\$100,000,000\\.00\\s+\\$100,000,000\\.00\\n`));
      }
      const total = labels.total.replace(/[()]/g, '\\$&');
      expect(text).toMatch(new RegExp(`${labels.subtotal}\\s+\\$50,000,000,000\\.00\\n`));
      expect(text).toMatch(/GST\s+\$5,000,000,000\.00\n/);
      expect(text).toMatch(new RegExp(`${total}\\s+\\$55,000,000,000\\.00\\n`));
    }
  });

  it('breaks 300 items over pages, repeating the table header, with every item once', async () => {
    const items = Array.from({ length: 300 }, (_, index) => ({
      name: `Item ${String(index + 1).padStart(3, '0')}`,
      description: index % 7 === 0 ? 'A longer description that needs to wrap onto a second line here' : null,
      quantity: '1',
      priceCents: 100,
      amountCents: 100,
      taxable: true,
    }));
    const { text, pages } = textOf(await renderInvoicePdf({ ...invoice, items }, fonts, 'en'));
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.match(/Unit price/g)?.length).toBe(pages);
    for (const item of items) expect(text.split(item.name).length - 1, item.name).toBe(1);
  });

  it('draws a line break typed into a one-line field as a space, not over the line below', async () => {
    const { text } = textOf(
      await renderInvoicePdf(
        {
          ...invoice,
          number: 'INV\r\n0042',
          seller: { ...invoice.seller, name: 'Sorted\nPlumbing' },
          payment: { method: 'payid', payId: 'pay@sorted.test', name: 'Sorted\r\nPty Ltd' },
        },
        fonts,
        'en',
      ),
    );
    expect(text).toMatch(/Invoice number\s+INV 0042\n/);
    expect(text).toMatch(/^\s*Sorted Plumbing\s/m);
    expect(text).toMatch(/^\s*ABN 51 824 753 556\s/m);
    expect(text).toMatch(/PayID name\s+Sorted Pty Ltd\n/);
  });

  it("prints the client's reference under the number, a long one over lines above the parties", async () => {
    const short = textOf(await renderInvoicePdf({ ...invoice, reference: 'PO-5521' }, fonts, 'en')).text;
    expect(short).toMatch(/Invoice number INV-0042\n.*Reference PO-5521\n\s+Issue date 01\/11\/2026\n/);
    expect(textOf(await renderInvoicePdf(invoice, fonts, 'en')).text).not.toContain('Reference');
    // The longest the schema takes (100 characters) wraps at the top right, every word kept, the title
    // and the parties clear of it.
    const words = Array.from({ length: 12 }, (_, index) => `JOB${index}-ABCD`);
    const reference = words.join(' ').slice(0, 100);
    const { text } = textOf(await renderInvoicePdf({ ...invoice, reference }, fonts, 'de'));
    const lines = text.split('\n');
    const top = lines.slice(
      0,
      lines.findIndex((line) => /^\s*VON\s/.test(line)),
    );
    for (const word of reference.split(' ')) expect(top.join(' ')).toContain(word);
    expect(top.join('\n')).toMatch(/Referenz JOB0-ABCD/);
    expect(top.some((line) => /^Tax Invoice\s/.test(line))).toBe(true);
    expect(text).toMatch(/^\s*VON\s+RECHNUNG AN\n\s*Sorted Plumbing\s+Café Zoë & Søn\n/m);
  });

  it('speaks the issuer\'s language but keeps "Tax Invoice" in English', async () => {
    const { text } = textOf(await renderInvoicePdf(invoice, fonts, 'pt-br'));
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Data de emissão');
    expect(text).toContain('Página 1 de 1');
  });
});

describe('renderInvoicePdf with characters its fonts lack', () => {
  // The schemas refuse such text; rows saved before they did may still hold it.
  it('prints a visible U+FFFD for each, never a blank, and keeps the rest', async () => {
    const { text } = textOf(
      await renderInvoicePdf(
        {
          ...invoice,
          number: 'INV-株',
          buyer: { name: '株式会社 Kangaroo 🦘', address: 'Tokyo 東京\nJapan' },
          items: [{ ...(invoice.items[0] as InvoicePdfData['items'][number]), name: 'Tour 🚀' }],
          note: 'Zoë 😀 ok',
        },
        fonts,
        'en',
      ),
    );
    expect(text).toContain('INV-\ufffd');
    expect(text).toContain('\ufffd\ufffd\ufffd\ufffd Kangaroo \ufffd');
    expect(text).toContain('Tokyo \ufffd\ufffd');
    expect(text).toContain('Tour \ufffd');
    // 😀 is one of the emoticons DejaVu Sans draws.
    expect(text).toContain('Zoë 😀 ok');
    expect(text).not.toMatch(/[株東🦘🚀]/u);
  });
});

describe('wrapText', () => {
  it.each([
    ['short', 10, ['short']],
    ['a b c d e f', 3, ['a b', 'c d', 'e f']],
    ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['line one\nline two', 20, ['line one', 'line two']],
    ['', 5, ['']],
  ])('wraps %j at %i', (text, width, lines) => {
    expect(wrapText(text, width)).toEqual(lines);
  });

  it('wraps at what a test of the line allows, as the PDF does with measured widths', () => {
    const narrow = (line: string) => line.replaceAll('W', 'ww').length <= 6;
    expect(wrapText('WWWW ab cd', narrow)).toEqual(['WWW', 'W ab', 'cd']);
  });
});

describe('renderInvoicePdf in a business’s look', () => {
  /** The smallest valid PNG (1×1). */
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  );
  const imagesOn = (bytes: Uint8Array) => {
    const dir = mkdtempSync(join(tmpdir(), 'sorted-pdf-'));
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, bytes);
    // pdfimages lists each image drawn (a header of two lines, then a line each); a PNG's transparency
    // comes as a soft mask of its own.
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image');
  };

  it('embeds the logo once and keeps every word; without a look, no image', async () => {
    const plain = await renderInvoicePdf(invoice, fonts, 'en');
    const styled = await renderInvoicePdf(
      { ...invoice, look: { logoPng: PNG, accentColor: '#1F6FEB' } },
      fonts,
      'en',
    );
    expect(imagesOn(plain)).toEqual([]);
    expect(imagesOn(styled)).toHaveLength(1);
    // The title moves below the logo: the same words, in another order.
    const words = (bytes: Uint8Array) => textOf(bytes).text.split(/\s+/).filter(Boolean).sort();
    expect(words(styled)).toEqual(words(plain));
  });
});
