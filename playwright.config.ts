import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys run against a production build (`next start`) and a fresh embedded provider with an
 * in-memory database, on ports of their own so a running `npm start` does not interfere.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4110);
const baseURL = `http://localhost:${webPort}`;
const providerURL = `http://127.0.0.1:${providerPort}`;
process.env.E2E_PROVIDER_URL = providerURL;
process.env.E2E_WEB_URL = baseURL;
// The resilience journeys' own web app, whose provider fails on command (e2e/support/fake-provider.ts).
const resilienceWebPort = Number(process.env.E2E_RESILIENCE_WEB_PORT ?? 3101);
const fakeProviderPort = Number(process.env.E2E_FAKE_PROVIDER_PORT ?? 4111);
const fakeProviderControlURL = `http://127.0.0.1:${fakeProviderPort + 1}`;
process.env.E2E_FAKE_PROVIDER_CONTROL_URL = fakeProviderControlURL;
// Lets a journey see, and cut, a service worker's own requests (context.route): Playwright's offline
// mode leaves them online otherwise (e2e/offline-app.spec.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

// Debian's chromium on these machines; Playwright's own browser elsewhere.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

export default defineConfig({
  testDir: './e2e',
  // Journeys that buy through a gateway run 30-40 s on a busy 2-core machine: 60 s, not 30, per test.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    // The site's service worker would answer requests page.route never sees: journeys go without it,
    // but those of the offline app (e2e/offline-app.spec.ts), which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/resilience.*\.spec\.ts$/, /\.clock\.spec\.ts$/],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          // The machine has no network: keep Chromium from trying to reach Google's services.
          args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
    {
      // Journeys that move the provider's freshness clock (POST /__dev/clock), which ages every listing
      // at once: they run alone, once the others are done, and one at a time (each sets the clock).
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      workers: 1,
      dependencies: ['chromium', 'resilience'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
      },
    },
    {
      name: 'resilience',
      testMatch: /resilience.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${resilienceWebPort}`,
        launchOptions: { executablePath, args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
      },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx provider/src/main.ts',
      url: `${providerURL}/health`,
      env: { PROVIDER_PORT: String(providerPort), PROVIDER_DATA_DIR: 'memory://', APP_URL: baseURL },
      // A new machine makes the seed's photos and their variants on this first start (about a minute
      // idle, cached after: provider/src/seed/photos.ts); the tsx compile and the seed come on top.
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/next start -p ${webPort}`,
      url: baseURL,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PROVIDER_URL: providerURL,
        APP_URL: baseURL,
        SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
        COOKIE_SECURE: 'false',
        // Social sign-in through the provider's sandbox pages (e2e/social-login.spec.ts); the real
        // OAuth flow has a site of its own (e2e/support/oauth-site.ts).
        SOCIAL_SIGN_IN_SANDBOX: 'true',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node_modules/.bin/tsx e2e/support/fake-provider.ts',
      url: `${fakeProviderControlURL}/health`,
      env: {
        FAKE_PROVIDER_PORT: String(fakeProviderPort),
        FAKE_PROVIDER_CONTROL_PORT: String(fakeProviderPort + 1),
        FAKE_PROVIDER_UPSTREAM: providerURL,
      },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `node_modules/.bin/next start -p ${resilienceWebPort}`,
      url: `http://localhost:${resilienceWebPort}`,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PROVIDER_URL: `http://127.0.0.1:${fakeProviderPort}`,
        // Short, so a stalled provider is given up on quickly; the journeys check nothing waits longer.
        PROVIDER_TIMEOUT_MS: '2500',
        APP_URL: `http://localhost:${resilienceWebPort}`,
        SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
        COOKIE_SECURE: 'false',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
