import { randomToken } from '../../lib/tokens.ts';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** An avatar never shows bigger; larger uploads are scaled down to fit inside this square. */
const MAX_SIDE = 1024;
/** A 2 MB file can still claim a huge canvas: refuse past a 50-megapixel camera's before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

type Extension = 'png' | 'jpg' | 'webp';
export const PROFILE_IMAGE_MIME: Record<Extension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
const ACCEPTED: Record<string, Extension> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function profileImageUrl(file: string): string;
export function profileImageUrl(file: string | null): string | null;
export function profileImageUrl(file: string | null): string | null {
  return file ? `/api/v1/uploads/profile-images/${file}` : null;
}

/**
 * The upload re-encoded in its own format (judged by its bytes, never its name): turned upright by its
 * EXIF orientation, scaled to fit 1024 px, and written without any metadata, so a phone photo's GPS
 * position, camera and date never reach the disk. Null when it is not a PNG, JPEG or WebP sharp can decode.
 */
export async function reencodeProfileImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; extension: Extension } | null> {
  // Loaded with the first upload rather than with the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED[type.mime];
  if (!extension) return null;
  // Loaded on the first upload: libvips adds ~20 MB to the server's memory, and few requests need it.
  const { default: sharp } = await import('sharp');
  try {
    // As lenient as browsers with small flaws (a wrong checksum), which an avatar may well have.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = extension === 'png' ? image.png() : extension === 'jpg' ? image.jpeg() : image.webp();
    return { bytes: await encoded.toBuffer(), extension };
  } catch {
    // Corrupt, cut short, or too large a canvas: not an image we can keep.
    return null;
  }
}

/** A new image's stored name: its owner, an unguessable part (the URL is the only way to it) and its type. */
export function newProfileImageName(userId: number, extension: Extension): string {
  return `${userId}-${randomToken(12)}.${extension}`;
}
