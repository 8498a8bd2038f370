import { expect, test } from './fixtures.ts';

test.describe('a path outside the route table', () => {
  test('answers HTTP 404 with the not-found screen already in the HTML', async ({ request }) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('The page you&#x27;re looking for doesn&#x27;t exist');
  });

  test('Go to Homepage takes the visitor home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Go Back returns to the page the visitor came from', async ({ page }) => {
    await page.goto('/');
    await page.goto('/also-missing');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
