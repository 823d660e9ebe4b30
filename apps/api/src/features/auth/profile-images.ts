import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
const PROFILE_IMAGE_NAME = /^(\d+)-[\w-]{16}\.(png|jpg|webp)$/;

export const profileImageDir = (dataDir: string) => join(dataDir, 'uploads', 'profile-images');
export function profileImageUrl(file: string): string;
export function profileImageUrl(file: string | null): string | null;
export function profileImageUrl(file: string | null): string | null {
  return file ? `/api/v1/uploads/profile-images/${file}` : null;
}

/** A stored file name's owner and type, or null when the name is not one of ours. */
export function parseProfileImageName(file: string): { userId: number; mime: string } | null {
  const match = PROFILE_IMAGE_NAME.exec(file);
  return match ? { userId: Number(match[1]), mime: PROFILE_IMAGE_MIME[match[2] as Extension] } : null;
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

export function storeProfileImage(
  dataDir: string,
  userId: number,
  bytes: Buffer,
  extension: Extension,
): string {
  const dir = profileImageDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = `${userId}-${randomToken(12)}.${extension}`;
  writeFileSync(join(dir, file), bytes);
  return file;
}

export function removeProfileImage(dataDir: string, file: string | null): void {
  if (file && PROFILE_IMAGE_NAME.test(file)) rmSync(join(profileImageDir(dataDir), file), { force: true });
}
