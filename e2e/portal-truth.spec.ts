import { mkdirSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { paidLlcFormationThroughTheApi, registerAndSignIn, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

// docs/portal.md#portal-dashboard: the dashboard shows the client's real records, as staff move them, and no one else's;
// docs/portal.md#the-rules: a booking is theirs when they made it signed in, never because their e-mail was typed.

const SHOTS = '/tmp/shots-portal';

/**
 * A free consultation slot 40 to 120 weekdays ahead, booked over the documented call with `email`; with the page's
 * own request context (its session cookie) and Origin, as the signed-in client.
 */
async function bookAhead(request: APIRequestContext, email: string, headers: Record<string, string> = {}): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 80)) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const hour = 9 + Math.floor(Math.random() * 7);
    const booked = await request.post('/api/appointments', {
      headers,
      data: {
        clientName: 'Katherine Johnson',
        clientEmail: email,
        clientPhone: '(212) 555-0177',
        appointmentType: 'consultation',
        appointmentDate: day.toISOString().slice(0, 10),
        appointmentTime: `${String(hour).padStart(2, '0')}:00`,
        duration: 30,
      },
    });
    if (booked.status() === 201) return;
  }
  throw new Error('no free slot for the appointment');
}

/** The suite's admin over the REST calls, as a script of the team would work. */
async function staff(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await context.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })).status()).toBe(200);
  return context;
}

test('a client sees their paid formation move to Filed with its history, cancels their booking, and no one else sees any of it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const email = uniqueEmail('truth.client');
  const business = `Truth Orbits ${Date.now()} LLC`;
  await paidLlcFormationThroughTheApi(page.request, { businessName: business, email });
  // Typed by anyone with her address before she has an account: never on her dashboard.
  await bookAhead(page.request, email);
  await registerAndSignIn(page, email);
  await bookAhead(page.request, email, { origin: baseURL! });

  // Staff move the formation along its workflow.
  const team = await staff(baseURL!);
  const list = await team.get(`/api/entity-formations?q=${encodeURIComponent(business)}`);
  const [formation] = ((await list.json()) as { items: { id: string }[] }).items;
  expect(formation).toBeDefined();
  for (const to of ['in_progress', 'filed']) {
    expect(
      (await team.post(`/api/admin/records/entity-formation/${formation!.id}/status`, { data: { to, reason: 'Internal: courier booked' } })).status(),
    ).toBe(200);
  }
  await team.post(`/api/admin/records/entity-formation/${formation!.id}/notes`, { data: { text: 'Staff only: double-check the agent' } });
  await team.dispose();

  await page.reload();
  const formations = page.getByRole('region', { name: 'Formations' });
  const progress = formations.getByRole('list', { name: `Progress of ${business}` });
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Filed');
  await expect(progress.getByRole('listitem').nth(3)).toContainText('Completed');
  await expect(progress.getByRole('listitem').nth(3)).toContainText('Not yet');
  await expect(formations.getByRole('list', { name: 'Formations' }).getByText('Filed', { exact: true })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders).toContainText(`formation in Delaware for ${business}`);
  await expect(orders).toContainText('$4,999');
  await expect(orders.getByRole('list', { name: /^History of order EBA-/ })).toContainText('Paid');
  // Nothing of who moved it, why, or the staff's notes.
  await expect(page.getByText(new RegExp(`courier|Staff only|${E2E_ADMIN.name}`))).toHaveCount(0);
  await expect(page.getByText(/Coming Soon|3 documents/)).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cancel the booking from the portal: the one she made signed in, the only one shown.
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expect(appointments.getByText('Scheduled', { exact: true })).toHaveCount(1);
  await appointments.getByRole('button', { name: /^Cancel the Executive Consultation/ }).click();
  await appointments.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Appointment cancelled' })).toBeVisible();
  await expect(appointments.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(appointments.getByRole('button', { name: /^Cancel the/ })).toHaveCount(0);

  // The public site knows who is signed in: the account menu, and /portal-login leads to the dashboard.
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account: Katherine Johnson' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('link', { name: 'Portal Login' })).toHaveCount(0);
  await account.click();
  await page.screenshot({ path: `${SHOTS}/account-menu-1280.png` });
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal/dashboard');
  await page.goto('/portal-login');
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services');
  await expect(page.getByRole('button', { name: 'Account: Katherine Johnson' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-menu-390.png` });

  // Another client sees none of it.
  const other = await browser.newPage();
  await registerAndSignIn(other, uniqueEmail('truth.other'));
  await expect(other.getByRole('region', { name: 'Formations' })).toContainText('No formations yet.');
  await expect(other.getByRole('region', { name: 'Appointments' })).toContainText('No appointments yet.');
  await expect(other.getByText(business)).toHaveCount(0);
  await other.close();

  // Sign out everywhere from the menu: the public bar shows Portal Login again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: Katherine Johnson' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Portal Login' })).toBeVisible();
  await page.goto('/portal/dashboard');
  await expect(page).toHaveURL(/\/portal-login$/);
});
