import { expect, test } from './fixtures.ts';

/** Collects the page's CSP violations from its first script on. */
async function watchViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

// Every route's headers and its load without a violation are checked in the layout sweep (e2e/layout-sweep.spec.ts),
// on the same page loads as its layout and axe.
test.describe('the Content-Security-Policy', () => {
  test('the contact form loads its checks (and zod) on first use without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First Name').fill('Ada');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a page revalidated from the browser cache (304) keeps its own policy', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // The second visit revalidates the cached page (If-None-Match, 304).
    await page.goto('/');
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // Its scripts ran under that policy: the form checks what is typed.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
  });
});
