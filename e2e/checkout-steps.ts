import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Steps shared by the checkout journeys (simulated payments). */
export const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The test card form: shows its Test mode label, takes the card, and pays with the given button. */
export async function payWithTestCard(page: Page, button: RegExp, number = '4242 4242 4242 4242') {
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}

/** /checkout-simple paid with the test card, ending on /subscription-success. */
export async function subscribeToRetainer(page: Page, plan: string, name: string, email: string, price: string) {
  await page.goto(`/checkout-simple?plan=${plan}`);
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithTestCard(page, new RegExp(`Subscribe for \\${price}/month`));
  await expect(page).toHaveURL(new RegExp(`/subscription-success\\?plan=${plan}$`));
}

/** A portal account made and signed in through /portal-login. */
export async function registerAndSignIn(page: Page, email: string, password = 'correct-horse-battery') {
  await page.goto('/portal-login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel(/^Full Name/).fill('Katherine Johnson');
  await page.getByLabel(/^Company Name/).fill('Johnson Orbits LLC');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}
