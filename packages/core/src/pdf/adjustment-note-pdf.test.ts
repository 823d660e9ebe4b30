import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { adjustmentNoteTexts } from '../i18n/resources.ts';
import { translate } from '../i18n/translate.ts';
import { type AdjustmentNotePdfData, renderAdjustmentNotePdf } from './adjustment-note-pdf.ts';

const require = createRequire(import.meta.url);
const fontDir = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');
const fonts = {
  regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')),
  bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')),
};

const note: AdjustmentNotePdfData = {
  number: 'AN-0003',
  issueDate: '2026-12-10',
  seller: { name: 'Sorted Plumbing', abn: '51824753556', address: '1 George St, Sydney NSW 2000' },
  buyer: { name: 'Café Zoë & Søn', abn: '33051775556' },
  invoice: { number: 'INV-0007', date: '2026-12-03', totalCents: 110_000 },
  adjustedTotalCents: 0,
  kind: 'cancel',
  reason: 'The job was called off',
  amountCents: 110_000,
  gstCents: 10_000,
};

const textOf = (bytes: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'sorted-note-')), 'note.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

describe('renderAdjustmentNotePdf', () => {
  it.each(LOCALES)(
    'in %s: titled Adjustment Note, with the parties, the invoice adjusted and the GST',
    async (locale) => {
      const labels = adjustmentNoteTexts[locale];
      const text = textOf(await renderAdjustmentNotePdf(note, fonts, locale));
      expect(text).toContain('Adjustment Note');
      expect(text).toContain(labels.titleInLanguage);
      for (const expected of [
        'AN-0003',
        '10/12/2026',
        'Sorted Plumbing',
        'ABN 51 824 753 556',
        'Café Zoë & Søn',
        translate(locale, 'adjustmentNote', 'adjusts', { invoice: 'INV-0007', date: '03/12/2026' }),
        'The job was called off',
        labels.cancelled,
        `${labels.gstAdjusted} -$100.00`,
      ]) {
        expect(text).toContain(expected);
      }
    },
  );
});
