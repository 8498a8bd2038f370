import { expect, test } from './fixtures.ts';

const publicPages = [
  { path: '/', heading: /./ },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
];

test.describe('public pages are real HTML', () => {
  for (const { path } of publicPages) {
    test(`${path} answers with its content, title, description and canonical link before any script runs`, async ({ request, baseURL }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]+\| Elite Business Advisory<\/title>|<title>Elite Business Advisory<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html).toMatch(/<h1[^>]*>/);
    });
  }

  test('the page works with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | Elite Business Advisory');
    await context.close();
  });

  test('the title follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Cookie Policy/i })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Cookie Policy | Elite Business Advisory');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cookie-policy$/);
  });

  test('robots.txt keeps private areas out and points to the sitemap, which lists the public pages', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of publicPages) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('the health check answers while the database does', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

test.describe('the legal pages', () => {
  for (const { path, heading } of publicPages.slice(1)) {
    test(`${path} reads as a real policy and Back to Home leads home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading as string })).toBeVisible();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      await expect(page.getByText('Last updated: November 22, 2026')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the footer links to all three', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Privacy Policy/i })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: /Terms of Service/i })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer.getByRole('link', { name: /Cookie Policy/i })).toHaveAttribute('href', '/cookie-policy');
  });
});
