import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

/**
 * The tag of a journey that signs the suite's admin out: that ends every session of the account (docs/accounts.md),
 * which the other journeys share, so playwright.config.ts runs these after all the others.
 */
export const ENDS_ADMIN_SESSIONS = '@ends-admin-sessions';

/** Signs in on /admin-login as the suite's admin (E2E_ADMIN, configured by the site's start). */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel(/^Username/).fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A section of the back office's side navigation (docs/admin.md#sections), e.g. 'Quiz Results', to click. */
export function adminSection(page: Page, name: string | RegExp) {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
}
