import { describe, expect, it } from 'vitest';
import { afterSignInPath, HOME_PATH, landingAfterSignIn, loginPathFor, safeRedirect } from './redirect.ts';

const ORIGINS = ['http://localhost:3000', 'https://sorted.example', 'https://app.sorted.example:8443'];

describe('safeRedirect', () => {
  it.each([
    ['/invoice/list', '/invoice/list'],
    ['/invoice/list?page=2#top', '/invoice/list?page=2#top'],
    ['/client/7', '/client/7'],
    ['/invoice/list?search=a%2Fb&sort=-date#row-3', '/invoice/list?search=a%2Fb&sort=-date#row-3'],
    ['/invoice/../client/list', '/client/list'],
    ['/client/./7', '/client/7'],
    ['/a/%2e%2e/client/list', '/client/list'],
    ['/invoice?next=//evil.example', '/invoice?next=//evil.example'],
  ])('accepts the same-origin path %s as %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'invoice/list',
    '//evil.example/phish',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/../..//evil.example/phish',
    '/.//evil',
    '/./\\evil',
    '/%2e%2e//evil',
    '/%2E%2E//evil',
    '/.%2e//evil',
    '/a/..//evil',
    '/..\\/evil',
    '/\t/evil',
    '/\n/evil',
    '/\r//evil',
    '/\u0000//evil',
    '/\tinvoice',
    ' /invoice/list',
    'https://evil.example/',
    'http:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '\u0000/invoice',
  ])('rejects %j', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });

  it.each([
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%2f/evil',
    '/%5c/evil',
    '/..%2F/evil.example',
    '/%2e%2e%2f%2fevil',
    '/@evil.example',
    '/:@evil.example',
    '/invoice#//evil.example',
    '/.../evil',
  ])('sends %j nowhere but our own origin, whatever the origin', (target) => {
    // Where sign-in goes with it: the path when accepted, else the dashboard.
    const result = safeRedirect(target) ?? HOME_PATH;
    expect(result).toMatch(/^\/(?![/\\])/);
    for (const origin of ORIGINS) expect(new URL(result, origin).origin).toBe(origin);
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

describe('landingAfterSignIn', () => {
  const lastPage = '?redirect=%2Fclient%2F12';

  it('returns the person whose session was lost to their page', () => {
    expect(landingAfterSignIn(lastPage, '/client/12', '7', '7')).toBe('/client/12');
  });

  it('sends anyone else to the dashboard, whatever the address and memory say', () => {
    expect(landingAfterSignIn(lastPage, '/client/12', '7', '8')).toBe(HOME_PATH);
    expect(landingAfterSignIn('', '/client/12', '7', '8')).toBe(HOME_PATH);
  });

  it('follows the redirect as before when no session was lost in this tab', () => {
    expect(landingAfterSignIn(lastPage, null, null, '8')).toBe('/client/12');
  });
});

describe('loginPathFor', () => {
  it('encodes the intended path, search included', () => {
    expect(loginPathFor('/invoice/list?page=2')).toBe('/login?redirect=%2Finvoice%2Flist%3Fpage%3D2');
  });
});
