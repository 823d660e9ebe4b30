import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The PDF's text as `pdftotext` reads it (poppler), in layout or content-stream order. */
export function pdfText(bytes: Uint8Array, mode: 'layout' | 'raw' = 'layout'): string {
  const dir = mkdtempSync(join(tmpdir(), 'sorted-pdf-'));
  const file = join(dir, 'invoice.pdf');
  try {
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [`-${mode}`, file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF's object syntax, where actions would have to be: everything outside streams, plus the
 * decompressed object streams (pdf-lib packs dictionaries into those). Fonts and page contents are
 * left out: their binary data may hold any byte sequence by chance.
 */
export function pdfObjectSyntax(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  let last = 0;
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    parts.push(raw.slice(last, match.index));
    last = match.index + match[0].length;
    const dictionary = raw.slice(raw.lastIndexOf('<<', match.index), match.index);
    if (/\/Type\s*\/ObjStm/.test(dictionary) && /\/FlateDecode/.test(dictionary)) {
      // Cut at the stream's own /Length: compressed data may end in a CR byte, which the pattern above
      // takes for part of the line end before "endstream".
      const length = Number(/\/Length\s+(\d+)\s*(?:\/|>>)/.exec(dictionary)?.[1]);
      const start = (match.index ?? 0) + match[0].indexOf('\n') + 1;
      const data = Number.isInteger(length) ? raw.slice(start, start + length) : (match[1] ?? '');
      parts.push(inflateSync(Buffer.from(data, 'latin1')).toString('latin1'));
    }
  }
  parts.push(raw.slice(last));
  return parts.join('\n');
}

/** The first page as `pdftoppm` renders it (poppler), as RGB pixels at `dpi` (72: one pixel a point). */
export async function pdfFirstPagePixels(
  bytes: Uint8Array,
  dpi = 72,
): Promise<{ width: number; height: number; at(x: number, y: number): [number, number, number] }> {
  const dir = mkdtempSync(join(tmpdir(), 'sorted-pdf-'));
  const file = join(dir, 'invoice.pdf');
  try {
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, join(dir, 'page')]);
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(join(dir, 'page.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      at(x, y) {
        const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
        return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
