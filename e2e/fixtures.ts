import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * A prerendered page shows before its scripts start (decision 20), and a click before the app is live does
 * nothing, as for a visitor; so after a page load a journey waits until the app marks the page live (app.tsx),
 * the way a person waits for the page to respond. Answers that are not the app pass straight on.
 */
function waitingUntilLive(page: Page): Page {
  const untilLive = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-live'));
  const { goto, reload, goBack } = { goto: page.goto.bind(page), reload: page.reload.bind(page), goBack: page.goBack.bind(page) };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive();
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await untilLive();
    return response;
  };
  return page;
}

function newPagesWaitUntilLive<C extends BrowserContext | Browser>(owner: C): C {
  const newPage = owner.newPage.bind(owner);
  owner.newPage = async (...args: Parameters<typeof newPage>) => waitingUntilLive(await newPage(...args));
  return owner;
}

/**
 * Every journey runs against the server that global-setup.ts started, and
 * fails on any console error or uncaught page error (hydration mismatches included).
 */
export const test = base.extend<{ pageErrors: string[]; allowedErrors: RegExp | null }, { browser: Browser }>({
  // Pages a journey opens itself (a second visitor, the agent) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      // A context without JavaScript has no app to wait for.
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        return args[0]?.javaScriptEnabled === false ? context : newPagesWaitUntilLive(context);
      };
      await use(newPagesWaitUntilLive(browser));
    },
    { scope: 'worker' },
  ],
  /** A journey that provokes an error on purpose lists the messages it expects. */
  allowedErrors: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
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
