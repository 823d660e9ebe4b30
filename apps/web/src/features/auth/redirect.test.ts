import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginPathFor, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/invoice/list', '/invoice/list'],
    ['/invoice/list?page=2#top', '/invoice/list?page=2#top'],
    ['/client/7', '/client/7'],
  ])('accepts the same-origin path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'invoice/list',
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tinvoice',
    ' /invoice/list',
  ])('rejects %s', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to the redirect parameter when it is safe', () => {
    expect(afterSignInPath('?redirect=%2Finvoice%2Flist%3Fpage%3D2')).toBe('/invoice/list?page=2');
  });

  it('falls back to the remembered intended path when it is safe', () => {
    expect(afterSignInPath('', '/client/list')).toBe('/client/list');
    expect(afterSignInPath('?redirect=%2Finvoice%2Flist', '/client/list')).toBe('/invoice/list');
    expect(afterSignInPath('?redirect=%2F%2Fevil.example', '/client/list')).toBe('/client/list');
    expect(afterSignInPath('', '//evil.example')).toBe('/dashboard/overview');
    expect(afterSignInPath('', null)).toBe('/dashboard/overview');
  });

  it('goes to the dashboard otherwise', () => {
    expect(afterSignInPath('')).toBe('/dashboard/overview');
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard/overview');
    expect(afterSignInPath('?redirect=%2F%2Fevil.example')).toBe('/dashboard/overview');
  });
});

describe('loginPathFor', () => {
  it('encodes the intended path, search included', () => {
    expect(loginPathFor('/invoice/list?page=2')).toBe('/login?redirect=%2Finvoice%2Flist%3Fpage%3D2');
  });
});
