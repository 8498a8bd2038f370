import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsDemoAdmin } from './sign-in.ts';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function register(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel(/^Full Name/).fill('Avery Chen');
  await page.getByLabel(/^Company Name/).fill('Chen Robotics LLC');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('admin sign-in and dashboard', () => {
  test('in demo mode /admin-login shows the demo credentials', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const note = page.getByRole('note', { name: 'Demo credentials' });
    await expect(note).toBeVisible();
    await expect(note.locator('code')).toHaveCount(2);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test.describe('wrong then right credentials', () => {
    // The refused sign-in answers 401, which Chromium reports on the console.
    test.use({ allowedErrors: /status of 401/ });

    test('a wrong password is refused; the right one opens the dashboard with its cards and tabs', async ({ page }) => {
      await page.goto('/admin-login');
      await page.getByLabel(/^Username/).fill('admin');
      await page.getByLabel(/^Password/).fill('certainly-not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid Credentials')).toBeVisible();
      await expect(page.getByText('Please check your username and password.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin-login$/);

      await signInAsDemoAdmin(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      for (const card of ['Total Contacts', "Today's Contacts", 'Quiz Results', 'Upcoming Appointments']) {
        await expect(page.getByRole('group', { name: card })).toContainText(/\d/);
      }
      await expect(page.getByRole('tab')).toHaveText([
        'Contact Submissions',
        'Quiz Results',
        'Business Formations',
        'Entity Formations',
        'Appointments',
        'Orders & Subscriptions',
      ]);
      // Other journeys fill the lists while this one runs: each tab shows its own list (rows or its empty state).
      const lists = {
        'Quiz Results': ['Quiz Results'],
        'Business Formations': ['Business Formations'],
        'Entity Formations': ['Entity Formations'],
        Appointments: ['Appointments'],
        'Orders & Subscriptions': ['Subscriptions', 'Orders'],
      };
      for (const [tab, headings] of Object.entries(lists)) {
        await page.getByRole('tab', { name: tab }).click();
        for (const heading of headings) await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
    });
  });

  test('/admin without a session goes to /admin-login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('Logout ends the session: /admin-login, and /admin is guarded again', async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    // A full reload asks the server afresh: the session cookie no longer opens the dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('a signed-in admin opening /admin-login goes straight to /admin', async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('client portal', () => {
  test('register, sign in, see the dashboard, log out', async ({ page }) => {
    const email = uniqueEmail('portal');
    const password = 'correct-horse-battery';
    await page.goto('/portal-login');
    await register(page, email, password);
    await expect(page.getByText('Account Created')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);

    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Chen' })).toBeVisible();
    await expect(page.getByText('Chen Robotics LLC')).toBeVisible();
    await expect(page.getByText('In Progress')).toBeVisible();
    await expect(page.getByText('3 documents')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Full Portal Coming Soon' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/portal-login$/);
    await page.goto('/portal/dashboard');
    await expect(page).toHaveURL(/\/portal-login$/);
  });

  test('/portal/dashboard without a session goes to /portal-login', async ({ page }) => {
    await page.goto('/portal/dashboard');
    await expect(page).toHaveURL(/\/portal-login$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test.describe('a second registration with the same e-mail', () => {
    // The refused registration answers 409, which Chromium reports on the console.
    test.use({ allowedErrors: /status of 409/ });

    test('is refused with Registration Failed', async ({ page }) => {
      const email = uniqueEmail('twice');
      await page.goto('/portal-login');
      await register(page, email, 'correct-horse-battery');
      await expect(page.getByText('Account Created')).toBeVisible();

      await register(page, email, 'another-password-1');
      await expect(page.getByText('Registration Failed')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});
