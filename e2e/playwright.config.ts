import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-evaluate this file, so the port and data folder chosen by the main process travel in env.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_OIDC_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sorted-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

/** What the browser tests need to know of the servers they run against. */
export const e2eEnvironment = { baseURL, dataDir: process.env.E2E_DATA_DIR, oidcIssuer };

export default defineConfig({
  testDir: './tests',
  // Journeys sign up, open the mailed link and sign in before their subject begins; on a busy
  // two-core machine the longest take ~30 s, and at a load of 13-19 single waits passed 10 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    // The service worker precaches the whole app (~120 files) in every new browser context: on a busy
    // 2-core machine that slowed the sign-up of unrelated journeys past their waits. It is allowed where
    // it is the subject (pwa.spec.ts) or changes what is seen (offline.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A real OpenID provider standing in for Google, with its own sign-in and consent pages.
      command: 'node fixtures/oidc-provider-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        OIDC_PORT: String(process.env.E2E_OIDC_PORT),
        OIDC_REDIRECT_URI: `${baseURL}/auth/google/callback`,
      },
    },
    {
      command: 'node ../apps/api/src/server.ts',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Mail goes to $DATA_DIR/outbox as .eml files, which the journeys open like a person would.
        OIDC_ISSUER: oidcIssuer,
        GOOGLE_CLIENT_ID: 'sorted-test-client',
        GOOGLE_CLIENT_SECRET: 'sorted-test-secret-that-is-long-enough',
        // Every browser test comes from 127.0.0.1.
        RATE_LIMIT_SCALE: '20',
        // The job runner (recurring invoices) looks for due work every second, not every minute.
        JOB_POLL_MS: '1000',
      },
    },
  ],
});
