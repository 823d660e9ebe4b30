import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { randomToken } from '../../lib/tokens.ts';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const PROFILE_IMAGE_NAME = /^\d+-[\w-]{16}\.(png|jpg|webp)$/;

export const profileImageDir = (dataDir: string) => join(dataDir, 'uploads', 'profile-images');
export const profileImageUrl = (file: string | null) =>
  file ? `/api/v1/uploads/profile-images/${file}` : null;

/** The image's real type from its bytes (never its name or the browser's word), or null when not accepted. */
export async function acceptedImageType(bytes: Buffer): Promise<{ mime: string; extension: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED[type.mime];
  return type && extension ? { mime: type.mime, extension } : null;
}

export function storeProfileImage(dataDir: string, userId: number, bytes: Buffer, extension: string): string {
  const dir = profileImageDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = `${userId}-${randomToken(12)}.${extension}`;
  writeFileSync(join(dir, file), bytes);
  return file;
}

export function removeProfileImage(dataDir: string, file: string | null): void {
  if (file && PROFILE_IMAGE_NAME.test(file)) rmSync(join(profileImageDir(dataDir), file), { force: true });
}
