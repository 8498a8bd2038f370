import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { E2E_ADMIN } from './server-process.ts';

/**
 * Each part of the site in its own frame (docs/decisions/0030-router-layouts-loaders-and-data-layer.md): the public
 * pages in the marketing top bar and footer, the staff pages in the back office's shell, the portal in its own.
 */
const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

async function expectNoMarketingFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open cart' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Portal Login' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0);
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a public page keeps the marketing frame: top bar with its menus and cart, footer, chat bubble; no back-office navigation', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Portal Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    await expect(backOffice(page)).toHaveCount(0);
  });

  test('/admin has the back office shell: brand, the signed-in name and Sign out above, the sections beside; no marketing frame', async ({ page }) => {
    await signInAsAdmin(page);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Elite Business Advisory back office' })).toBeVisible();
    await expect(topBar.getByText(E2E_ADMIN.name)).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(backOffice(page)).toBeVisible();
    await expect(adminSection(page, 'Overview')).toHaveAttribute('aria-current', 'page');
    await expectNoMarketingFrame(page);
    await expect(page.getByRole('button', { name: 'Open live chat' })).toHaveCount(0);

    // A section is an address: it survives a reload.
    await adminSection(page, 'Appointments').click();
    await expect(page).toHaveURL(/\/admin\?tab=appointments$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Appointments', exact: true })).toBeVisible();
    await page.reload();
    await expect(adminSection(page, 'Appointments')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Appointments', exact: true })).toBeVisible();

    // Support Chat sits in the same shell.
    await adminSection(page, 'Support Chat').click();
    await expect(page).toHaveURL(/\/support-chat$/);
    await expect(adminSection(page, 'Support Chat')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Join Chat' })).toBeVisible();
    await expectNoMarketingFrame(page);
  });

  test('/support-chat without a session shows the staff sign-in in the back office top bar, without the sections', async ({ page }) => {
    await page.goto('/support-chat');
    await expect(page.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Elite Business Advisory back office' })).toBeVisible();
    await expect(backOffice(page)).toHaveCount(0);
    await expectNoMarketingFrame(page);
  });

  test('the portal has its own frame: brand, Client Portal, the way back to the website, the legal links', async ({ page }) => {
    await page.goto('/portal/reset-password?token=not-a-real-token');
    await expect(page.getByRole('banner').getByText('Client Portal')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
    ]);
    await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    await expectNoMarketingFrame(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/admin: the sections open behind the burger and close once one is chosen', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(backOffice(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(backOffice(page)).toBeVisible();
    await adminSection(page, 'Quiz Results').click();
    await expect(page).toHaveURL(/\/admin\?tab=quiz-results$/);
    await expect(backOffice(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Quiz Results', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
