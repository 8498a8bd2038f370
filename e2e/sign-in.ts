import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

/**
 * The tag of a journey that signs the suite's admin out: that ends every session of the account (docs/accounts.md),
 * which the other journeys share, so playwright.config.ts runs these after all the others.
 */
export const ENDS_ADMIN_SESSIONS = '@ends-admin-sessions';

/**
 * Signs the suite's admin (E2E_ADMIN, configured by the site's start) in through the API, as the sign-in form does,
 * and opens the dashboard. The form itself is a journey of its own (e2e/accounts.spec.ts); every other journey starts
 * past it, which spares each of them a page load (docs/performance.md#ci).
 */
export async function signInAsAdmin(page: Page) {
  const answer = await page.request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** A section of the back office's side navigation (docs/admin.md#sections), e.g. 'Quiz Results', to click. */
export function adminSection(page: Page, name: string | RegExp) {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
}
