import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/dist/client/_routes.json'), 'utf8')) as {
  pages: Record<string, string>;
  appRoutes: string[];
};
const routes = [...Object.keys(manifest.pages), ...manifest.appRoutes, '/no-such-page'];

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

test.describe('the Content-Security-Policy', () => {
  for (const route of routes) {
    test(`${route} loads and hydrates without a single violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const res = await page.goto(route);
      const policy = res?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res?.headers()['x-content-type-options']).toBe('nosniff');
      await page.waitForLoadState('networkidle');
      // Hydrated: the client took over (a client-side link click works without a reload).
      await expect(page.locator('body')).not.toBeEmpty();
      expect(violations).toEqual([]);
    });
  }

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
