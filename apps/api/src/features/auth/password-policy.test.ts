import { expect, it } from 'vitest';
import { isCommonPassword } from './password-policy.ts';

it('finds common passwords whatever their case, the first and last of the list included', async () => {
  for (const password of ['123456', 'password', 'Password1', 'QWERTY', 'iloveyou']) {
    expect(await isCommonPassword(password), password).toBe(true);
  }
  expect(await isCommonPassword('!QAZ2WSX')).toBe(true);
  expect(await isCommonPassword('zzzzzzz1')).toBe(true);
});

it('does not take a part of a listed password, two joined, or an uncommon one, for a common one', async () => {
  for (const password of [
    '23456',
    '3456',
    'qaz2wsx',
    'zzzzzzz',
    '123456\npassword',
    '',
    'Kx7!meadow-lantern-92',
  ]) {
    expect(await isCommonPassword(password), JSON.stringify(password)).toBe(false);
  }
});
