import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, profileImageProblem } from './profile-image.ts';

describe('profileImageProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(profileImageProblem({ type, size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(profileImageProblem({ type: 'image/gif', size: 10 })).toBe('image_type');
    expect(profileImageProblem({ type: '', size: 10 })).toBe('image_type');
    expect(profileImageProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      'image_too_large',
    );
  });
});
