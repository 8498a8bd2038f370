import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const cartReady = (page: Page) => expect(page.locator('[data-cart-ready]')).toHaveCount(1);
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

async function fillDetails(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('(555) 123-4567');
  await page.getByLabel('Company').fill('Analytical Engines LLC');
}

/** Adds two digital services ($80,000) and follows Get Executive Proposal from the cart panel. */
async function startProposal(page: Page) {
  await page.goto('/services');
  await cartReady(page);
  await page.getByRole('button', { name: 'Add to Cart: Digital Experience Platform' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Executive Brand Identity' }).click();
  await expect(badge(page)).toHaveText(/^2/);
  await page.getByRole('banner').getByRole('button', { name: 'Open cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Investment Portfolio' });
  await panel.getByRole('button', { name: 'Get Executive Proposal' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/get-proposal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Your Executive Proposal' })).toBeVisible();
}

test.describe('an executive proposal', () => {
  test('from a cart above $25,000 to a recorded request, and the cart is emptied', async ({ page }) => {
    await startProposal(page);
    const summary = page.getByRole('complementary', { name: 'Your portfolio' });
    await expect(summary.getByText('Digital Experience Platform')).toBeVisible();
    await expect(summary.getByText('Executive Brand Identity')).toBeVisible();
    await expect(summary.getByText('$80,000')).toBeVisible();
    await expect(summary.getByText('-$8,000')).toBeVisible();
    await expect(summary.getByText('$72,000')).toBeVisible();

    // Nothing filled: the schema's messages, inline.
    await page.getByRole('button', { name: 'Request Executive Proposal' }).click();
    await expect(page.getByText('Please fill in all required fields.')).toHaveCount(5);
    await expect(page.getByLabel('First Name')).toBeFocused();

    await fillDetails(page);
    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Request Executive Proposal' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message (optional)').fill('We plan to launch in the third quarter.');
    await page.getByRole('button', { name: 'Request Executive Proposal' }).click();

    const received = page.getByRole('status', { name: 'Proposal Request Received' });
    await expect(received).toBeVisible();
    await expect(received).toBeInViewport();
    // The total is the server's, priced from the catalogue ids.
    await expect(received.getByText('$72,000')).toBeVisible();
    await expect(received.getByText(/A senior advisor will contact you within 24 hours/)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('elite-cart'))).toBe('[]');

    await page.reload();
    await cartReady(page);
    await expect(page.getByText('Your portfolio is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the hidden website field is a honeypot the server refuses', async ({ page }) => {
    await startProposal(page);
    await fillDetails(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Request Executive Proposal' }).click();
    await expect(page.getByText('Request Failed')).toBeVisible();
    await expect(page.getByText(/Please leave the "website" field empty/)).toBeVisible();
    await expect(badge(page)).toHaveText(/^2/);
  });

  test('a direct visit with an empty cart offers the services', async ({ page }) => {
    await page.goto('/get-proposal');
    await cartReady(page);
    await expect(page.getByText('Your portfolio is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the summary and the form fit the screen', async ({ page }) => {
      await startProposal(page);
      await expect(page.getByRole('button', { name: 'Request Executive Proposal' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
