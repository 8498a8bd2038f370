import fs from 'node:fs';
import path from 'node:path';
import { startSite, type SiteProcess } from './server-process.ts';
import { expect, test } from './fixtures.ts';

// A newcomer's first start: `npm start` with nothing configured. No admin exists and no password is published; the
// server prints a one-time setup link (also in DATA_DIR/admin-setup-link.txt) and its holder creates the first admin
// (docs/accounts.md#the-first-admin).
let site: SiteProcess;
test.beforeAll(async () => {
  site = await startSite({}, 'server-first-admin', { withoutAdmin: true });
});
test.afterAll(async () => {
  await site.stop();
});

test.describe('the first admin of a new site', () => {
  // The refused sign-in answers 401, which Chromium reports on the console.
  test.use({ allowedErrors: /status of 401/ });

  test('the login page says there is no admin yet; the old demo password opens nothing; the printed link creates the admin, signed in', async ({ page }) => {
    await page.goto(`${site.baseUrl}/admin-login`);
    await expect(page.getByRole('note', { name: 'This site has no admin yet' })).toContainText('admin-setup-link.txt');
    await page.getByLabel(/^Username/).fill('admin');
    await page.getByLabel(/^Password/).fill('EliteDemo!2024');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid Credentials')).toBeVisible();

    // The person who started the server copies the link it printed (the same link is kept in the data folder).
    const link = fs.readFileSync(path.join(site.dataDir, 'admin-setup-link.txt'), 'utf8').trim();
    expect(link).toMatch(/\/admin-setup\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Site' })).toBeVisible();
    await page.getByLabel(/^Username/).fill('jane.owner');
    await page.getByLabel(/^Full Name/).fill('Jane Owner');
    await page.getByLabel(/^Password/).fill('Lantern-Orchard-Basalt-88');
    await page.getByLabel(/^Confirm Password/).fill('Lantern-Orchard-Basalt-88');
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Jane Owner')).toBeVisible();

    // The link is spent: opened again, it only points to the sign-in.
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('The first admin has been created');
    expect(fs.existsSync(path.join(site.dataDir, 'admin-setup-link.txt'))).toBe(false);
  });
});
