import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsDemoAdmin } from './sign-in.ts';

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
}

test.describe('entity formation checkout (simulated payments)', () => {
  test('from /entity-types to a paid formation: missing details, a declined card, then success; the admin sees it', async ({ page }) => {
    const stripeRequests: string[] = [];
    page.on('request', (r) => r.url().includes('stripe.com') && stripeRequests.push(r.url()));

    await page.goto('/entity-types');
    await page.getByRole('combobox', { name: 'State of formation' }).click();
    await page.getByRole('option', { name: 'Delaware' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/entity-checkout\?type=llc&state=DE&price=4999$/);

    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toContainText('Select Entity');
    await expect(page.getByLabel('Order Summary')).toContainText('Delaware');
    const pay = page.getByRole('button', { name: /Pay \$4,999 and Start Formation/ });

    await pay.click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields.');

    const business = `Lovelace Engines ${Date.now()}`;
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('Contact Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.entity@example.com');
    await page.getByLabel('Phone').fill('2125550199');
    await expect(page.getByLabel('Phone')).toHaveValue('(212) 555-0199');

    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
    await expect(pay).toBeEnabled();

    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/entity-success$/);
    await expect(toast(page, 'Payment Successful! Your entity formation has been submitted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Expected Timeline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Explore More Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(stripeRequests).toEqual([]);

    await signInAsDemoAdmin(page);
    await page.getByRole('tab', { name: /Entity Formations/ }).click();
    const row = page.getByRole('row').filter({ hasText: business });
    await expect(row).toContainText('llc');
    await expect(row).toContainText('$4,999');
    await expect(row).toContainText('Pending');
  });

  for (const [name, query] of [
    ['no parameters', ''],
    ['a missing state', '?type=llc&price=4999'],
    ['a zero price', '?type=llc&state=DE&price=0'],
    ['a non-integer price', '?type=llc&state=DE&price=49.99'],
    ['a price that is not the catalogue price', '?type=llc&state=DE&price=1'],
    ['an entity type the checkout does not sell', '?type=lp&state=DE&price=4999'],
  ] as const) {
    test(`redirects to /entity-types with ${name}`, async ({ page }) => {
      await page.goto(`/entity-checkout${query}`);
      await expect(page).toHaveURL(/\/entity-types$/);
    });
  }

  test('Back to Entity Selection returns to /entity-types', async ({ page }) => {
    await page.goto('/entity-checkout?type=pllc&state=NY&price=6999');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Professional LLC');
    await page.getByRole('button', { name: 'Back to Entity Selection' }).click();
    await expect(page).toHaveURL(/\/entity-types$/);
  });
});
