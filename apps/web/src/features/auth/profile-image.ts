export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The client-side check of a chosen image (the server judges the bytes again): a message key or null. */
export function profileImageProblem(file: {
  type: string;
  size: number;
}): 'image_type' | 'image_too_large' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image_too_large';
  return null;
}
