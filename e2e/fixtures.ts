import { test as base, expect } from '@playwright/test';

/**
 * Every journey runs against the server that global-setup.ts started, and
 * fails on any console error or uncaught page error (hydration mismatches included).
 */
export const test = base.extend<{ pageErrors: string[]; allowedErrors: RegExp | null }>({
  /** A journey that provokes an error on purpose lists the messages it expects. */
  allowedErrors: [null, { option: true }],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  pageErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page that answers 404 on purpose (the not-found screen) is not an error of the page.
        const isDocument404 = msg.text().includes('status of 404') && msg.location().url === page.url();
        // A 4xx from a call is an answer the page handles (wrong password, taken e-mail), which Chromium
        // also reports on the console; a 5xx, or a missing asset, is still an error.
        const isHandledCallAnswer = /status of 4\d\d/.test(msg.text()) && /\/(api|trpc)\//.test(msg.location().url);
        if (!isDocument404 && !isHandledCallAnswer) errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      // A Content-Security-Policy violation anywhere in a journey fails it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use(errors);
      const unexpected = errors.filter((e) => !allowedErrors?.test(e));
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
