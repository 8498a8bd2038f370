import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the production build, started the way `npm start`
 * starts it (see e2e/global-setup.ts), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Whole journeys (a checkout, then the admin) on 2 shared cores: room, not a speed goal.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  projects: [
    { name: 'journeys', grepInvert: /@ends-admin-sessions/ },
    // Signing the shared admin out ends all its sessions (e2e/sign-in.ts): only once no other journey uses it.
    { name: 'admin-sign-out', grep: /@ends-admin-sessions/, dependencies: ['journeys'] },
  ],
  use: {
    ...devices['Desktop Chrome'],
    // A failed journey keeps its trace: every action with its log and the page's DOM before and after it. Without the
    // screencast (a JPEG of every frame the page paints, for every journey): on 2 shared cores its encoding is work
    // every journey pays, and the one time a page stopped painting (docs/performance.md#ci) the DOM snapshots and the
    // action log were what told why.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
