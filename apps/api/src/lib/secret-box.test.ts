import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SERVER_SECRET = 'a server secret of at least thirty-two characters';

describe('createSecretBox', () => {
  const box = createSecretBox(SERVER_SECRET, 'two-factor secret');

  it('opens what it sealed, and each seal differs (a new IV each time)', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP', 'user:1');
    const second = box.seal('JBSWY3DPEHPK3PXP', 'user:1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(first, 'user:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing for another context, another purpose, another server secret or altered bytes', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:1');
    expect(box.open(sealed, 'user:2')).toBeUndefined();
    expect(createSecretBox(SERVER_SECRET, 'another purpose').open(sealed, 'user:1')).toBeUndefined();
    expect(createSecretBox(`${SERVER_SECRET}!`, 'two-factor secret').open(sealed, 'user:1')).toBeUndefined();
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), 'user:1')).toBeUndefined();
    expect(box.open([version, iv, tag?.slice(0, 8), ciphertext].join('.'), 'user:1')).toBeUndefined();
    expect(box.open('not sealed', 'user:1')).toBeUndefined();
  });
});
