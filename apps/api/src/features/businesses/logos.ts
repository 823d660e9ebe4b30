// A business's logo as it is kept: whatever PNG or JPEG came (judged by its bytes, never its name or
// claimed type), re-encoded as a PNG without any metadata and scaled to fit 600 px, enough for the PDF's
// 120×60 pt box at print resolution and small enough to embed in every invoice.

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 600;
/** A 2 MB file can still claim a huge canvas: refuse past a 50-megapixel camera's before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The PNG to keep, or null when the bytes are not a PNG or JPEG we can read. */
export async function prepareLogo(bytes: Buffer): Promise<Buffer | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') return null;
  // Loaded with the first upload: libvips adds ~20 MB to the server's memory.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // Corrupt, cut short, or too large a canvas: not a logo we can keep.
    return null;
  }
}
