import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { formationData, paidOrderThroughTheApi, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';
import { findAndOpen } from './work-queue-steps.ts';

// docs/admin.md#work-queues: every record kind is a list staff search, open, move along its workflow and note.

const SHOTS = '/tmp/shots';

/** A weekday 40 to 120 days ahead (New York's calendar is close enough that far out) and a slot of the grid. */
function futureSlot(): { date: string; time: string } {
  for (;;) {
    const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 80)) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const minutes = 9 * 60 + 30 * Math.floor(Math.random() * 16);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
    return { date: day.toISOString().slice(0, 10), time };
  }
}

async function bookThroughApi(request: APIRequestContext, name: string, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = futureSlot();
    const res = await request.post('/api/appointments', {
      data: {
        clientName: name,
        clientEmail: email,
        clientPhone: '(212) 555-0177',
        notes: 'Wants to talk about an LLC.',
        appointmentType: 'consultation',
        appointmentDate: date,
        appointmentTime: time,
        duration: 30,
      },
    });
    if (res.status() === 201) return;
  }
  throw new Error('no free slot found for the appointment');
}

async function contactThroughApi(request: APIRequestContext, firstName: string, email: string) {
  const res = await request.post('/api/contacts', {
    data: { firstName, lastName: 'Queue', email, phone: '(212) 555-0199', businessType: 'llc', message: 'Please call me about an LLC.' },
  });
  expect(res.status()).toBe(201);
}

test.describe('an admin list that is slow, then fails', () => {
  // The journey cuts the list's call on purpose: the browser reports the cut call on the console.
  test.use({ allowedErrors: /net::ERR_FAILED/ });

  test('staff opening Orders from the Overview see "Orders" while it loads, and a list that fails says so and never "No orders"', async ({ page }) => {
    // No live updates here: a change made by a journey running beside this one would fetch the list again by itself
    // (docs/admin.md#live-lists) and take the error, and its Try Again, away before the click.
    await page.route('**/api/admin/events', (route) => route.abort());
    await signInAsAdmin(page);
    await expect(page.getByRole('region', { name: 'Work queues' })).toBeVisible();
    // The Orders list's answer waits until the page has been looked at, then fails (docs/admin.md#lists).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/trpc\/[^?]*admin\.orders/, async (route) => {
      await answered;
      await route.abort();
    });
    await adminSection(page, 'Orders').click();
    const loading = page.getByLabel('Loading Orders');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(loading.getByText('Overview')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    answer();
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Data' })).toBeVisible();
    await expect(page.getByText('Unable to load submissions. Please try again later.')).toBeVisible();
    await expect(page.getByText(/^No orders/)).toHaveCount(0);
    await expect(page.getByText(/^Showing /)).toHaveCount(0);

    // Try Again, with the server answering again: the list.
    await page.unroute(/\/trpc\/[^?]*admin\.orders/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('table', { name: 'Orders' }).or(page.getByText('No orders yet'))).toBeVisible();
  });
});

test.describe('admin work queues', () => {
  test('a lead: found by search, moved to Contacted, noted; the history shows both and a reload keeps it open', async ({ page }) => {
    const email = uniqueEmail('queue-lead');
    await contactThroughApi(page.request, 'Quinn', email);
    await signInAsAdmin(page);
    await adminSection(page, 'Contact Submissions').click();
    const drawer = await findAndOpen(page, 'Contact Submissions', email, 'Quinn Queue');

    await drawer.getByRole('button', { name: 'Move to Contacted' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Moved from New to Contacted.' })).toBeVisible();
    await expect(drawer.getByTestId('history-entry').first()).toContainText('New → Contacted');

    await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Left a voicemail.');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Left a voicemail.');
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Added a note');

    // The view is the address: a reload opens the same list, filter and record.
    await page.reload();
    const again = page.getByRole('dialog', { name: 'Quinn Queue' });
    await expect(again.getByTestId('history-entry')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(email);
  });

  test('a lead lost: the move asks for a reason, which the history keeps', async ({ page }) => {
    const email = uniqueEmail('queue-lost');
    await contactThroughApi(page.request, 'Lorna', email);
    await signInAsAdmin(page);
    await adminSection(page, 'Contact Submissions').click();
    const drawer = await findAndOpen(page, 'Contact Submissions', email, 'Lorna Queue');
    await drawer.getByRole('button', { name: 'Move to Lost' }).click();
    const modal = page.getByRole('dialog', { name: 'Move to Lost?' });
    await modal.getByRole('button', { name: 'Move to Lost' }).click();
    await expect(modal.getByText('Please give a reason.')).toBeVisible();
    await modal.getByRole('textbox', { name: /Reason/ }).fill('Went with another firm');
    await modal.getByRole('button', { name: 'Move to Lost' }).click();
    await expect(drawer.getByTestId('history-entry').first()).toContainText('New → Lost');
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Reason: Went with another firm');
  });

  test('an appointment confirmed from its drawer: the client’s mail is queued', async ({ page }) => {
    const email = uniqueEmail('queue-appointment');
    await bookThroughApi(page.request, 'Avery Queue', email);
    await signInAsAdmin(page);
    await adminSection(page, 'Appointments').click();
    const drawer = await findAndOpen(page, 'Appointments', email, 'Avery Queue');
    await drawer.getByRole('button', { name: 'Move to Confirmed' }).click();
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Scheduled → Confirmed');
    const mail = await mailTo(email, /^Confirmed: Executive Consultation/);
    expect(mail.subject).toMatch(/^Confirmed: Executive Consultation on /);
    // The list shows the new status too.
    await expect(page.getByRole('table', { name: 'Appointments' }).getByRole('row').nth(1)).toContainText('Confirmed');
  });

  test('the status filter and a sort are in the address and the CSV link', async ({ page }) => {
    await contactThroughApi(page.request, 'Casey', uniqueEmail('queue-csv'));
    await signInAsAdmin(page);
    await adminSection(page, 'Contact Submissions').click();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc|dir=asc.*sort=name/);
    await page.getByRole('checkbox', { name: 'Assigned to me' }).click();
    await expect(page).toHaveURL(/assignedTo=me/);
    // The address changes before React renders the new view: wait for the link to follow it.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', /assignedTo=me/);
    const href = await exportLink.getAttribute('href');
    const url = new URL(href!, 'http://x');
    expect(url.pathname).toBe('/api/admin/export/contacts.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ assignedTo: 'me', sort: 'name', dir: 'asc' });
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
  });

  test('on a phone the filters beyond the search fold behind Filters, so the first record shows on the first screen; a set filter keeps them open (docs/admin.md#work-queues)', async ({
    page,
  }) => {
    await contactThroughApi(page.request, 'Piper', uniqueEmail('queue-phone'));
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto('/admin?tab=contacts');
    await expect(page.getByRole('article').first()).toBeInViewport({ ratio: 1 });
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Follow-up due' })).toBeHidden();
    await filters.click();
    await page.getByRole('checkbox', { name: 'Follow-up due' }).click();
    await expect(page).toHaveURL(/followUp=due/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'Follow-up due' })).toBeChecked();
  });

  test('on a 1280 px screen the widest list, Business Formations, shows every column without scrolling its card (docs/admin.md#work-queues)', async ({
    page,
  }) => {
    const business = `Northwind Consolidated Holdings And Trading Company ${Date.now()} International LLC`;
    await paidOrderThroughTheApi(page.request, '/api/create-subscription-payment', {
      planId: 'professional',
      amount: 5000,
      businessData: formationData(uniqueEmail('a.founder.with.a.long.address'), business),
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    await adminSection(page, 'Business Formations').click();
    await page.getByRole('textbox', { name: 'Search' }).fill(business);
    const list = page.getByRole('table', { name: 'Business Formations' });
    // This record alone: what other journeys' records hold does not widen the table measured here.
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: business })).toBeVisible();
    // The card scrolls a list sideways only when it must: eight columns fit beside the navigation (a pixel of
    // rounding aside).
    expect(await list.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    await expect(list.getByRole('columnheader', { name: 'Assigned' })).toBeInViewport({ ratio: 1 });
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`screenshots at ${width}×${height}: the dashboard, and a list with a record open`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      const email = uniqueEmail('queue-shot');
      await contactThroughApi(page.request, 'Shelby', email);
      await page.setViewportSize({ width, height });
      await signInAsAdmin(page);
      await expect(page.getByRole('region', { name: 'Work queues' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
      // Nothing on the page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/admin?tab=contacts');
      if (width < 500) await expect(page.getByRole('article').first()).toBeVisible();
      else await expect(page.getByRole('table', { name: 'Contact Submissions' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/list-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('textbox', { name: 'Search' }).fill(email);
      await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
      await (width < 500 ? page.getByRole('article', { name: 'Shelby Queue' }) : page.getByRole('row', { name: /Shelby Queue/ })).click();
      await expect(page.getByRole('dialog', { name: 'Shelby Queue' }).getByTestId('history-entry').or(page.getByText('Nothing has happened'))).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/detail-${width}.png` });
    });
  }
});
