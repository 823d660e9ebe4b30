import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession, resetSessionForTests } from '../features/auth/session.ts';
import { resetAppSettingsForTests } from '../lib/app-settings.ts';
import { FRAME_REQUESTS, SCREEN_REQUESTS } from './first-requests.ts';
import { prefetch as prefetchFrame } from './layouts/frame-data.ts';
import { isRedirectRoute, routes } from './routes.ts';

afterEach(() => {
  resetSessionForTests();
  resetAppSettingsForTests();
});

/** Every API address the app asks for while `open` runs and its requests settle, in order. */
async function askedWhile(open: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input).replace(/^\/api\/v1/, ''));
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }),
  );
  await open();
  return asked;
}

describe('the first requests a signed-in page names', () => {
  it('are, for each screen, exactly what the app asks for when that page is opened', async () => {
    for (const [path, screenRequests] of Object.entries(SCREEN_REQUESTS)) {
      const route = routes.find((candidate) => candidate.path === path);
      if (!route || isRedirectRoute(route)) throw new Error(`${path} is not a screen of the route table`);
      const page = { params: { id: '7' }, search: new URLSearchParams() };
      resetSessionForTests();
      resetAppSettingsForTests();
      const asked = await askedWhile(async () => {
        const client = new QueryClient();
        prefetchFrame(client);
        (await route.data?.())?.prefetch(client, page);
        await Promise.all([checkSession(), route.lazy()]);
      });
      const named = [...FRAME_REQUESTS, ...screenRequests].map((request) => request.replaceAll(':id', '7'));
      expect(new Set(asked), path).toEqual(new Set(named));
    }
  }, 60_000);
});
