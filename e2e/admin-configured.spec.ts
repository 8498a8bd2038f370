import { startSite, type SiteProcess } from './server-process.ts';
import { expect, test } from './fixtures.ts';

// A site whose operator configured the admin: no demo account, nothing shown on the login page.
let site: SiteProcess;
test.beforeAll(async () => {
  site = await startSite({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password-2026' }, 'server-configured-admin');
});
test.afterAll(async () => {
  await site.stop();
});

test('with a configured admin the login page shows no credentials and only that admin gets in', async ({ page }) => {
  await page.goto(`${site.baseUrl}/admin-login`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText(/Demo credentials/i)).toHaveCount(0);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel(/^Password/).fill('EliteDemo!2024');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid Credentials')).toBeVisible();

  await page.getByLabel('Username').fill('owner');
  await page.getByLabel(/^Password/).fill('owner-password-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
