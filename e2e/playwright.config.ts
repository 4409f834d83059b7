import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
/** Specs in which an editor publishes content to every donor. */
const PUBLISHING_SPECS = /content-[\w-]+\.spec\.ts$/;
/** Specs that move the server's clock (TEST_CLOCK): whatever another spec saved meanwhile would be stamped in the future. */
const CLOCK_SPECS = /content-scheduled\.spec\.ts$/;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser tests drive Debian's Chromium against the real server, built app and a fresh
 * embedded database with the demo data. Every spec runs twice: in English and in Spanish.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // The retry only tells a flaky test from a broken one: a test that passes only on its retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  // `npm test` asks for a JSON report too, to add the browser tests to its closing count.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An action that cannot happen fails in seconds, naming itself, instead of holding a worker until the test's timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Debian's old headless shell: the same engine without the browser's UI, about a third less CPU (decision 022).
    launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs },
    // Recording a trace costs every test its screenshots and DOM snapshots: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app honours reduced motion (no transitions), so no test waits for, or paints, an animation.
    reducedMotion: 'reduce',
    // The portal's service worker (issue 33) would precache the whole app in every test's fresh context: only the
    // installable-app and offline specs let it register.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'en', use: { locale: 'en-US' }, testIgnore: PUBLISHING_SPECS },
    { name: 'es', use: { locale: 'es-US' }, testIgnore: PUBLISHING_SPECS },
    // What an editor publishes reaches every donor's notifications, so these run after the specs that count them.
    {
      name: 'en publishing',
      use: { locale: 'en-US' },
      testMatch: PUBLISHING_SPECS,
      testIgnore: CLOCK_SPECS,
      dependencies: ['en', 'es'],
    },
    {
      name: 'es publishing',
      use: { locale: 'es-US' },
      testMatch: PUBLISHING_SPECS,
      testIgnore: CLOCK_SPECS,
      dependencies: ['en', 'es'],
    },
    // Last and alone: nothing else saves while the clock is moved (the two take the clock's lock in turn).
    { name: 'en clock', use: { locale: 'en-US' }, testMatch: CLOCK_SPECS, dependencies: ['en publishing', 'es publishing'] },
    { name: 'es clock', use: { locale: 'es-US' }, testMatch: CLOCK_SPECS, dependencies: ['en publishing', 'es publishing'] },
  ],
  webServer: {
    command: 'bash start-server.sh',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    env: { PORT: String(PORT) },
  },
});
