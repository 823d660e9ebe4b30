import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-file-name.ts';

describe('invoiceFileName', () => {
  it.each([
    ['INV-0042', 'INV-0042.pdf'],
    ['2026/11 #7', '2026-11-7.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['Ünïcödé', 'Unicode.pdf'],
    ['***', 'invoice.pdf'],
    ['A"; filename="evil\r\nSet-Cookie: x=1', 'A-filename-evil-Set-Cookie-x-1.pdf'],
  ])('names %j as %j', (number, name) => {
    expect(invoiceFileName(number)).toBe(name);
  });
});
