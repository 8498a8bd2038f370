import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { subscribeToRetainer } from './checkout-steps.ts';
import { confirmFromMail, mailedLink } from './portal-account.ts';
import { adminSection, ENDS_ADMIN_SESSIONS, signInAsAdmin } from './sign-in.ts';
import { E2E_ADMIN } from './server-process.ts';
import { mailTo } from './site-data.ts';

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
  test('/admin-login shows the sign-in form and nothing else: no credentials, not indexed', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByText(/demo/i)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test.describe('wrong then right credentials', () => {
    // The refused sign-in answers 401, which Chromium reports on the console.
    test.use({ allowedErrors: /status of 401/ });

    test('a wrong password is refused; the right one opens the dashboard with its cards and tabs', async ({ page }) => {
      await page.goto('/admin-login');
      await page.getByLabel(/^Username/).fill(E2E_ADMIN.username);
      await page.getByLabel(/^Password/).fill('certainly-not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid Credentials')).toBeVisible();
      await expect(page.getByText('Please check your username and password.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin-login$/);

      await signInAsAdmin(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      for (const card of ['Total Contacts', "Today's Contacts", 'Quiz Results', 'Upcoming Appointments']) {
        await expect(page.getByRole('region', { name: 'Summary' }).getByRole('group', { name: card })).toContainText(/\d/);
      }
      const queues = [
        'Contact Submissions',
        'Quiz Results',
        'Business Formations',
        'Entity Formations',
        'Business Intakes',
        'Orders',
        'Subscriptions',
        'Appointments',
        'Chat Conversations',
      ];
      await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
        'Overview',
        ...queues,
        'Mail templates',
        'Staff',
        'Support Chat',
      ]);
      // Other journeys fill the lists while this one runs: each section shows its own work queue (docs/admin.md#work-queues).
      for (const queue of queues) {
        await adminSection(page, queue).click();
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: queue, exact: true })).toBeVisible();
      }
    });
  });

  test('/admin without a session goes to /admin-login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  // Sign out ends every session of the suite's admin, which the other journeys share: this runs after them (playwright.config.ts).
  test('Sign out ends the session: /admin-login, and /admin is guarded again', { tag: ENDS_ADMIN_SESSIONS }, async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    // A full reload asks the server afresh: the session cookie no longer opens the dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('a signed-in admin opening /admin-login goes straight to /admin', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('client portal: an account holds an e-mail once the mailed link proves it (docs/decisions/0025-accounts-and-sessions.md)', () => {
  // Signing in before confirming answers 403; a refused password 401: Chromium reports both on the console.
  test.use({ allowedErrors: /status of (401|403)/ });

  test('register, try to sign in too early, confirm from the mail, see the dashboard, log out', async ({ page }) => {
    const email = uniqueEmail('portal');
    const password = 'correct-horse-battery';
    await page.goto('/portal-login');
    await register(page, email, password);
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${email}`);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);

    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status')).toContainText('Please confirm your e-mail address first');
    await expect(page).toHaveURL(/\/portal-login$/);

    // Two links were mailed (registration, then the sign-in): the newest works.
    await confirmFromMail(page, email, password, { mails: 2 });
    await expect(page.getByText('E-mail confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Chen' })).toBeVisible();
    await expect(page.getByText('Chen Robotics LLC')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/portal-login$/);
    await page.goto('/portal/dashboard');
    await expect(page).toHaveURL(/\/portal-login$/);
  });

  test("someone registered Bob's address first: Bob registers, confirms from his own mail and sees his paid retainer", async ({ page, browser }) => {
    const bob = uniqueEmail('bob');
    await subscribeToRetainer(page, 'foundation', 'Bob Owner', bob, '$25,000');
    const squatter = await browser.newPage();
    await squatter.goto('/portal-login');
    await register(squatter, bob, 'squatters-password');
    await expect(squatter.getByRole('status')).toContainText('We sent a confirmation link');
    await squatter.getByLabel(/^Password/).fill('squatters-password');
    await squatter.getByRole('button', { name: 'Sign In' }).click();
    await expect(squatter.getByRole('status')).toContainText('Please confirm your e-mail address first');
    await squatter.close();

    await page.goto('/portal-login');
    await register(page, bob, 'bobs-own-password');
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${bob}`);
    await confirmFromMail(page, bob, 'bobs-own-password', { mails: 3 });
    await expect(page.getByRole('region', { name: 'Subscriptions' }).getByRole('list', { name: 'Subscriptions' })).toContainText('Foundation retainer');
  });

  test('forgot password: a mailed link sets a new one and signs the account out everywhere', async ({ page, browser }) => {
    const email = uniqueEmail('forgetful');
    await page.goto('/portal-login');
    await register(page, email, 'first-password-1');
    await confirmFromMail(page, email, 'first-password-1');

    const other = await browser.newPage();
    await other.goto('/portal-login');
    await other.getByRole('button', { name: 'Forgot password?' }).click();
    await other.getByLabel(/^Email/).fill(email);
    await other.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(other.getByRole('status')).toContainText(`If an account exists for ${email}`);
    await other.goto(await mailedLink(email, 'reset-password'));
    await other.getByLabel(/^New Password/).fill('second-password-2');
    await other.getByLabel(/^Confirm New Password/).fill('second-password-2');
    await other.getByRole('button', { name: 'Change Password' }).click();
    await expect(other.getByRole('status')).toContainText('Your password has been changed and you were signed out everywhere');
    await other.getByRole('link', { name: 'Sign In' }).click();
    await other.getByLabel(/^Email/).fill(email);
    await other.getByLabel(/^Password/).fill('second-password-2');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(/\/portal\/dashboard$/);
    await other.close();

    // The first browser's session ended with the reset.
    await page.reload();
    await expect(page).toHaveURL(/\/portal-login$/);
  });

  test('changing the password on the dashboard signs out the other browser', async ({ page, browser }) => {
    const email = uniqueEmail('changer');
    await page.goto('/portal-login');
    await register(page, email, 'first-password-1');
    await confirmFromMail(page, email, 'first-password-1');
    const context = await browser.newContext();
    const laptop = await context.newPage();
    await laptop.goto('/portal-login');
    await laptop.getByLabel(/^Email/).fill(email);
    await laptop.getByLabel(/^Password/).fill('first-password-1');
    await laptop.getByRole('button', { name: 'Sign In' }).click();
    await expect(laptop).toHaveURL(/\/portal\/dashboard$/);

    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel(/^Current Password/).fill('first-password-1');
    await form.getByLabel(/^New Password/).fill('second-password-2');
    await form.getByLabel(/^Confirm New Password/).fill('second-password-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('You were signed out on your other devices.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Chen' })).toBeVisible();
    await laptop.reload();
    await expect(laptop).toHaveURL(/\/portal-login$/);
    await context.close();
  });

  test('/portal/dashboard without a session goes to /portal-login', async ({ page }) => {
    await page.goto('/portal/dashboard');
    await expect(page).toHaveURL(/\/portal-login$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('a second registration of a confirmed address answers the same, changes nothing and tells the owner by mail', async ({ page }) => {
    const email = uniqueEmail('twice');
    await page.goto('/portal-login');
    await register(page, email, 'correct-horse-battery');
    await confirmFromMail(page, email, 'correct-horse-battery');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await register(page, email, 'another-password-1');
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${email}`);
    await mailTo(email, /^You already have a client portal account/);
    await page.getByLabel(/^Password/).fill('another-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
  });
});

test.describe('staff accounts (docs/accounts.md)', () => {
  test('an admin disables a support agent: the agent made with admin:create while the site runs loses their open chat desk at once', async ({
    page,
    browser,
  }) => {
    const username = `agent.${Date.now()}`;
    // The operator adds the agent on the running site (its embedded database stays up).
    execFileSync(process.execPath, ['--import', 'tsx', 'api/scripts/admin-create.ts', '--username', username, '--name', 'Dana Desk', '--role', 'agent'], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, ADMIN_CREATE_PASSWORD: 'dana-desk-password', LOG_LEVEL: 'warn' },
    });
    const context = await browser.newContext();
    const agent = await context.newPage();
    await agent.goto('/support-chat');
    await agent.getByLabel(/^Username/).fill(username);
    await agent.getByLabel(/^Password/).fill('dana-desk-password');
    await agent.getByRole('button', { name: 'Sign In' }).click();
    await expect(agent.getByLabel('Agent Name')).toHaveValue('Dana Desk');
    await agent.getByRole('button', { name: 'Join Chat' }).click();
    await expect(agent.getByText('Connected', { exact: true })).toBeVisible();

    await signInAsAdmin(page);
    await adminSection(page, 'Staff').click();
    const row = page.getByRole('table', { name: 'Staff Accounts' }).getByRole('row').filter({ hasText: username });
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByRole('button', { name: 'Confirm Disable' }).click();
    await expect(row.getByText('Disabled')).toBeVisible();

    // The desk's socket closes within seconds; a reload asks to sign in, and the password no longer works.
    await expect(agent.getByText('Disconnected', { exact: true })).toBeVisible({ timeout: 15_000 });
    await agent.reload();
    await agent.getByLabel(/^Username/).fill(username);
    await agent.getByLabel(/^Password/).fill('dana-desk-password');
    await agent.getByRole('button', { name: 'Sign In' }).click();
    await expect(agent.getByText('Please check your username and password.')).toBeVisible();
    await context.close();
  });

  test('an admin gives a support agent an e-mail in the Staff screen: the list shows it, and work assigned to the agent is mailed there (docs/admin.md#staff-e-mail)', async ({
    page,
    baseURL,
  }) => {
    const username = `mailed.${Date.now()}`;
    execFileSync(process.execPath, ['--import', 'tsx', 'api/scripts/admin-create.ts', '--username', username, '--name', 'Maya Mailed', '--role', 'agent'], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, ADMIN_CREATE_PASSWORD: 'maya-mailed-password', LOG_LEVEL: 'warn' },
    });
    const address = `${username}@advisory.example`;

    await signInAsAdmin(page);
    await adminSection(page, 'Staff').click();
    const row = page.getByRole('table', { name: 'Staff Accounts' }).getByRole('row').filter({ hasText: username });
    await expect(row.getByText('None (team address)')).toBeVisible();
    await row.getByRole('button', { name: 'Add the e-mail of Maya Mailed' }).click();
    const field = row.getByRole('textbox', { name: 'E-mail of Maya Mailed' });
    await field.fill('maya at advisory');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Please enter a valid email address.')).toBeVisible();
    await field.fill(address.toUpperCase());
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText(address, { exact: true })).toBeVisible();

    // Set-up through the API: a booking, which the admin assigns to Maya; the assignment's mail reaches her address.
    const booked = await page.request.post('/api/appointments', {
      data: {
        clientName: 'Asa Assigned',
        clientEmail: `asa.${Date.now()}@example.com`,
        clientPhone: '(212) 555-0188',
        notes: '',
        appointmentType: 'consultation',
        ...(await firstFreeTime(page)),
        duration: 30,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const staff = ((await (await page.request.get('/trpc/auth.staffAccounts')).json()) as { result: { data: { id: string; username: string }[] } }).result.data;
    const assigned = await page.request.post('/trpc/admin.assign', {
      headers: { origin: baseURL! },
      data: { kind: 'appointment', id, userId: staff.find((a) => a.username === username)!.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await mailTo(address, /assigned you an appointment$/);

    // Cleared, the row says the team's address gets her work again.
    await row.getByRole('button', { name: 'Change the e-mail of Maya Mailed' }).click();
    await field.fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('None (team address)')).toBeVisible();
  });
});

/** A free consultation time 100 to 110 days ahead, for a booking the journey needs as a record. */
async function firstFreeTime(page: Page): Promise<{ appointmentDate: string; appointmentTime: string }> {
  for (let k = 100; k < 110; k += 1) {
    const date = new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (await (await page.request.get(`/api/appointments/available-slots?date=${date}&type=consultation`)).json()) as { slots: string[] };
    if (slots.length > 0) return { appointmentDate: date, appointmentTime: slots[Math.floor(Math.random() * slots.length)]! };
  }
  throw new Error('no free time 100 to 110 days ahead');
}
