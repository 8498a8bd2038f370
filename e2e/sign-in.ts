import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The tag of a journey that signs the demo admin out: that ends every session of the account (docs/accounts.md), which
 * the other journeys share, so playwright.config.ts runs these after all the others.
 */
export const ENDS_DEMO_ADMIN_SESSIONS = '@ends-demo-admin-sessions';

/**
 * Signs in with the demo admin whose credentials /admin-login shows in demo mode.
 * Waits for the note first: it is fetched after the page renders.
 */
export async function signInAsDemoAdmin(page: Page) {
  await page.goto('/admin-login');
  const codes = page.getByRole('note', { name: 'Demo credentials' }).locator('code');
  await expect(codes).toHaveCount(2);
  const [username, password] = await codes.allTextContents();
  await page.getByLabel(/^Username/).fill(username!);
  await page.getByLabel(/^Password/).fill(password!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A section of the back office's side navigation (docs/admin.md#sections), e.g. 'Quiz Results', to click. */
export function adminSection(page: Page, name: string | RegExp) {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
}
