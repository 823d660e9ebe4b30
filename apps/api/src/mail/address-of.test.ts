import { describe, expect, it } from 'vitest';
import { addressOf } from './mailer.ts';

describe('addressOf', () => {
  it('takes the address of a From setting with a display name, or a bare address as it is', () => {
    expect(addressOf('Sorted <no-reply@sorted.example>')).toBe('no-reply@sorted.example');
    expect(addressOf('"Sorted, the app" <no-reply@sorted.example> ')).toBe('no-reply@sorted.example');
    expect(addressOf(' no-reply@sorted.example ')).toBe('no-reply@sorted.example');
  });
});
