import { expect, test } from './fixtures.ts';

test.describe('the app-level error screen', () => {
  // The page's code chunk fails to arrive (a deploy replaced it, the network dropped it):
  // the route cannot render, and the visitor sees the error screen instead of a blank page.
  test.use({ allowedErrors: /Application error|Failed to load resource|Failed to fetch dynamically imported module/ });

  test('shows when a page cannot load, and Try Again recovers once it can', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    let failing = true;
    await page.route(/\/assets\/privacy-policy-[^/]+\.js$/, (route) => (failing ? route.abort() : route.continue()));

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Privacy Policy/i })
      .click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText("We encountered an unexpected error. Don't worry, our team has been notified.")).toBeVisible();
    await expect(page.getByText('If the problem persists, please contact our support team.')).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'advisors@elitebusinessadvisory.com' })).toHaveAttribute(
      'href',
      'mailto:advisors@elitebusinessadvisory.com',
    );

    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('Go to Homepage reloads the site at /', async ({ page }) => {
    await page.goto('/');
    await page.route(/\/assets\/terms-of-service-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Terms of Service/i })
      .click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await reload;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  });
});
