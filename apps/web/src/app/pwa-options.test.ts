import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { pwaOptions, THEME_COLOUR } from '../../pwa-options.ts';
import { API_CACHE } from './api-cache.ts';
import { theme } from './theme.ts';

type RuntimeCaching = NonNullable<NonNullable<typeof pwaOptions.workbox>['runtimeCaching']>[number];
const [apiAnswers] = pwaOptions.workbox?.runtimeCaching ?? [];

/** Whether the service worker keeps the answer to a GET of `path` asked for with `accept`. */
function kept(path: string, accept: string, origin = 'http://127.0.0.1'): boolean {
  const match = (apiAnswers as RuntimeCaching).urlPattern;
  if (typeof match !== 'function') throw new Error('the API route is matched by a function');
  const url = new URL(path, origin);
  const request = new Request(url, { headers: { Accept: accept } });
  return Boolean(match({ url, request, sameOrigin: origin === 'http://127.0.0.1', event: {} as never }));
}

describe('the installable app', () => {
  it("takes the theme's primary colour", () => {
    const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade;
    expect(THEME_COLOUR).toBe(DEFAULT_THEME.colors[theme.primaryColor ?? 'blue']?.[shade ?? 6]);
  });

  it('opens on the dashboard, standalone, with a maskable icon', () => {
    const manifest = pwaOptions.manifest || {};
    expect(manifest).toMatchObject({ start_url: '/dashboard/overview', display: 'standalone' });
    expect(manifest.icons?.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('answers page addresses with the app offline, but not the API nor a client page', () => {
    const denied = pwaOptions.workbox?.navigateFallbackDenylist ?? [];
    const fallsBack = (path: string) => !denied.some((pattern) => pattern.test(path));
    expect(fallsBack('/dashboard/overview')).toBe(true);
    expect(fallsBack('/api/v1/me')).toBe(false);
    expect(fallsBack('/p/some-token')).toBe(false);
  });

  it("keeps the API's JSON answers for offline use, not files, the CSRF cookie or other sites", () => {
    expect(apiAnswers).toMatchObject({ handler: 'NetworkFirst', options: { cacheName: API_CACHE } });
    expect(kept('/api/v1/dashboard', 'application/vnd.api+json')).toBe(true);
    expect(kept('/api/v1/csrf-cookie', 'application/vnd.api+json')).toBe(false);
    expect(kept('/api/v1/invoices/1/pdf', 'application/pdf, application/vnd.api+json')).toBe(false);
    expect(kept('/assets/start.js', '*/*')).toBe(false);
    expect(kept('/api/v1/dashboard', 'application/vnd.api+json', 'https://elsewhere.example')).toBe(false);
  });
});
