import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './sign-in.ts';

// docs/admin.md#trends: the dashboard's charts, each point opening the list of what it counts.

const SHOTS = '/tmp/shots-charts';

/** The "This week: N" of a chart's summary line. */
async function thisWeek(chart: Locator): Promise<number> {
  const summary = await chart.getByText(/^This week: /).textContent();
  return Number(/This week: ([\d,]+)/.exec(summary ?? '')![1]!.replace(/,/g, ''));
}

test('the admin sees this week’s new lead on the chart and opens the list of that week’s leads from its point', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const chart = page.getByRole('group', { name: 'New leads per week' });
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  const before = await thisWeek(chart);

  // A visitor, in a browser of their own, writes to us while the dashboard is open.
  const visitor = await browser.newContext();
  const email = `trend-lead-${Date.now()}@example.com`;
  const res = await visitor.request.post('/api/contacts', {
    data: { firstName: 'Tara', lastName: 'Trend', email, phone: '(212) 555-0142', businessType: 'llc', message: 'Could we talk about an LLC this week?' },
  });
  expect(res.status()).toBe(201);
  await visitor.close();

  // The chart follows without a reload, as the dashboard's other numbers do. Journeys running beside this one add
  // leads of their own meanwhile: the count grows by this lead at least, not by exactly one.
  await expect.poll(() => thisWeek(chart)).toBeGreaterThanOrEqual(before + 1);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    // No tooltip left open by where the pointer happens to be.
    await page.mouse.move(0, 0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    await page.getByRole('region', { name: 'Trends' }).screenshot({ path: `${SHOTS}/trends-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // This week is the chart's last column: pointing at it shows its number, clicking it opens Contact Submissions
  // received from Monday to Sunday.
  const thisWeeksBar = chart.locator('.recharts-bar-rectangle').last();
  await thisWeeksBar.hover();
  await expect(chart.locator('.recharts-tooltip-wrapper').getByText('New leads', { exact: true })).toBeVisible();
  await thisWeeksBar.click();
  await expect(page).toHaveURL(/[?&]tab=contacts&.*dateField=createdAt/);
  const url = new URL(page.url());
  const monday = url.searchParams.get('from')!;
  expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  expect(url.searchParams.get('to')).toBe(sunday);
  const list = page.getByRole('table', { name: 'Contact Submissions' });
  await expect(list.getByRole('row').filter({ hasText: email })).toBeVisible();
  // The list counts the week's leads as the chart does: this lead at least (others may have come meanwhile).
  const showing = page.getByText(/^Showing 1–\d+ of [\d,]+$/);
  await expect(showing).toBeVisible();
  const total = Number(/of ([\d,]+)$/.exec((await showing.textContent()) ?? '')![1]!.replace(/,/g, ''));
  expect(total).toBeGreaterThanOrEqual(before + 1);
});

test('each chart has a name, a summary and a table of its numbers that the keyboard reaches, each number opening its list', async ({ page }) => {
  await signInAsAdmin(page);
  // The trends come after the dashboard's other numbers (docs/admin.md#trends).
  await expect(page.getByRole('region', { name: 'Trends' }).getByRole('group').first()).toBeVisible({ timeout: 15_000 });
  for (const name of ['New leads per week', 'Paid revenue per month', 'Leads that paid, by month received', 'Bookings per week']) {
    await expect(page.getByRole('group', { name })).toBeVisible();
  }
  const bookings = page.getByRole('group', { name: 'Bookings per week' });
  const numbers = bookings.getByText('The numbers, by week');
  await numbers.focus();
  await page.keyboard.press('Enter');
  const rows = bookings.getByRole('row');
  await expect(rows).toHaveCount(13);
  await page.keyboard.press('Tab');
  const first = bookings.getByRole('link').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleName(/^Bookings, week of [A-Z][a-z]{2} \d{1,2}, \d{4}: \d+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]tab=appointments&.*dateField=createdAt/);
});
