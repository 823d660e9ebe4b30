import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTimeZone, loadAppSettings, resetAppSettingsForTests } from './app-settings.ts';

const settings = (attributes: Record<string, unknown>) =>
  new Response(JSON.stringify({ data: { type: 'settings', id: 'app', attributes } }), { status: 200 });

afterEach(() => resetAppSettingsForTests());

describe('app settings', () => {
  it("takes the server's time zone and Google offer, asking once", async () => {
    const fetchStub = vi.fn(async () => settings({ time_zone: 'Australia/Perth', google_sign_in: true }));
    vi.stubGlobal('fetch', fetchStub);
    expect(appTimeZone()).toBe('Australia/Sydney');
    expect(await loadAppSettings()).toEqual({ timeZone: 'Australia/Perth', googleSignIn: true });
    await loadAppSettings();
    expect(appTimeZone()).toBe('Australia/Perth');
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('keeps the defaults when the server cannot answer or answers nonsense, and asks again later', async () => {
    const fetchStub = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(settings({ time_zone: 42 }))
      .mockResolvedValueOnce(settings({ time_zone: 'Australia/Darwin', google_sign_in: false }));
    vi.stubGlobal('fetch', fetchStub);
    expect(await loadAppSettings()).toEqual({ timeZone: 'Australia/Sydney', googleSignIn: undefined });
    expect(await loadAppSettings()).toEqual({ timeZone: 'Australia/Sydney', googleSignIn: undefined });
    expect(await loadAppSettings()).toEqual({ timeZone: 'Australia/Darwin', googleSignIn: false });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });
});
