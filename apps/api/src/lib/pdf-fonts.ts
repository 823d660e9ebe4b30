import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PdfFonts } from '@sorted/core/pdf/pdf-frame';

let fonts: PdfFonts | undefined;

/** DejaVu Sans, read once: its bytes stay the same object, so the renderer parses them only once. */
export function pdfFonts(): PdfFonts {
  if (!fonts) {
    const dir = join(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSans.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}
