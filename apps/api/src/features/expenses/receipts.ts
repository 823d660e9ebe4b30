import { runHeavyWork } from '../../lib/heavy-work.ts';
import { randomToken } from '../../lib/tokens.ts';

// A receipt as it is kept: a PDF as it came, a photo re-encoded (turned upright, no metadata: a phone's
// photo carries its GPS position) and a HEIC photo, which browsers cannot show, as a JPEG. The type is
// judged by the bytes, never by the name or the type the browser claims.

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** A 10 MB file can still claim a huge canvas: refuse past a 50-megapixel camera's before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedReceipt {
  bytes: Buffer;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
}

const EXTENSIONS: Record<PreparedReceipt['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The receipt to keep, or null when the bytes are not a PDF, JPEG, PNG or HEIC photo we can read. */
export async function prepareReceipt(bytes: Buffer): Promise<PreparedReceipt | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') return { bytes, contentType: 'application/pdf' };
  const { default: sharp } = await import('sharp');
  try {
    if (type?.mime === 'image/jpeg' || type?.mime === 'image/png') {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
      return type.mime === 'image/png'
        ? { bytes: await image.png().toBuffer(), contentType: 'image/png' }
        : { bytes: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
    }
    if (type?.mime === 'image/heic' || type?.mime === 'image/heif') {
      // Decoded in a worker thread: a phone's HEIC photo takes seconds of CPU.
      const pixels = await runHeavyWork({ kind: 'heic', bytes, maxPixels: MAX_INPUT_PIXELS });
      if (!pixels) return null;
      const jpeg = await sharp(Buffer.from(pixels.data.buffer), {
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      return { bytes: jpeg, contentType: 'image/jpeg' };
    }
  } catch {
    // Corrupt or cut short: not a receipt we can keep.
    return null;
  }
  return null;
}

/** A stored receipt's name: its owner and an unguessable part. */
export function newReceiptName(userId: number, contentType: PreparedReceipt['contentType']): string {
  return `receipt-${userId}-${randomToken(12)}.${EXTENSIONS[contentType]}`;
}
