import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';

// A business's look (issue 18): a logo and an accent colour chosen on the business's edit panel, then
// found on its invoice's PDF as poppler draws it.

type Rgb = readonly [number, number, number];
const LOGO_RED: Rgb = [220, 20, 60];
const ACCENT = '#C92A2A';
const ACCENT_RGB: Rgb = [0xc9, 0x2a, 0x2a];

/** A PNG of one colour, written by hand (the browser tests have no image library). */
function solidPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PDF's first page as poppler renders it at 72 dpi (a pixel a point), read from its PPM. */
function firstPage(pdfPath: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sorted-look-'));
  try {
    execFileSync('pdftoppm', ['-r', '72', '-singlefile', pdfPath, join(dir, 'page')]);
    const ppm = readFileSync(join(dir, 'page.ppm'));
    const [magic, width, height, max] = ppm.toString('latin1', 0, 40).split(/\s+/);
    if (magic !== 'P6' || max !== '255') throw new Error('unexpected PPM');
    const start = ppm.length - Number(width) * Number(height) * 3;
    return (x: number, y: number): Rgb => {
      const at = start + (y * Number(width) + x) * 3;
      return [ppm[at] ?? 0, ppm[at + 1] ?? 0, ppm[at + 2] ?? 0];
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const near = (pixel: Rgb, colour: Rgb, tolerance: number) =>
  pixel.every((value, index) => Math.abs(value - (colour[index] ?? 0)) <= tolerance);

test('a logo and an accent colour chosen on the business appear on its invoice PDF', async ({ page }) => {
  await signUpAndSignIn(page, 'business-look');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      email: 'hello@tidy-gardens.example',
      payment_details: { payid: 'pay@tidy-gardens.example', name: 'Tidy Gardens Pty Ltd' },
    },
  });

  await page.goto('/company/list');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Business' });

  // Not an image: refused under the field, nothing kept.
  await drawer.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await expect(drawer.getByRole('alert')).toHaveText('The logo must be a PNG or JPEG image.');

  // A logo is kept as soon as it is picked, and shown.
  await drawer.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(200, 100, LOGO_RED),
  });
  await expect(drawer.getByRole('img', { name: "The business's logo" })).toBeVisible();
  await expect(drawer.getByRole('alert')).toHaveCount(0);

  // A colour too light for white paper is refused under its field; a darker one is saved.
  const accent = drawer.getByLabel('Accent colour');
  await accent.fill('#FFE066');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    drawer.getByText('This colour is too light to read on white paper. Choose a darker one.'),
  ).toBeVisible();
  await accent.fill(ACCENT);
  await accent.blur();
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(ACCENT)).toBeVisible();

  const payIds = await page.request.get(`/api/v1/companies/${company.id}/payment-details`);
  const customer = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe' },
  });
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      payment_method: 'payid',
      payment_detail_id: (await payIds.json()).data[0].id,
      items: [{ name: 'Hedge trimming', quantity: 2, price: '45.50' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: customer.id } },
    },
  });
  await page.goto(`/invoice/overview/${invoice.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pixel = firstPage(await (await downloading).path());

  // The 200×100 logo fills the 120×60 pt box at the top left margin (48 pt); the title under it is in
  // the accent colour.
  for (const [x, y] of [
    [52, 52],
    [108, 78],
    [164, 104],
  ] as const) {
    expect(near(pixel(x, y), LOGO_RED, 12), `logo at ${x},${y}: ${pixel(x, y).join(',')}`).toBe(true);
  }
  let accentPixels = 0;
  for (let y = 116; y <= 136; y++) {
    for (let x = 48; x < 220; x++) if (near(pixel(x, y), ACCENT_RGB, 30)) accentPixels++;
  }
  expect(accentPixels).toBeGreaterThan(50);
});
