import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Checkout with the keyboard alone (issue 9, item 6): after opening the page, every step is a
 * key press (Tab, Shift+Tab, Enter, Space) or typing. No clicks, no fill().
 */
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`);
}

/** Tab to a field and type into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

test.describe('keyboard-only checkout', () => {
  test('from the catalogue through the cart to a paid order, with Tab, Enter, Space and typing only', async ({ page }) => {
    test.slow(); // hundreds of single key presses, each followed by a look at the focus
    await page.goto('/services');
    await expect(page.locator('[data-cart-ready]')).toHaveCount(1);

    // Add a service with Enter, and a second one with Space.
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart: Executive Registered Agent' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^1 item/);
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart: Compliance Management Suite' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^2 items/);

    // Back up to the cart button in the top bar and open the cart.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Open cart' }), { backwards: true, max: 250 });
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Your Investment Portfolio' });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText('$11,000');
    await tabTo(page, cart.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    // The details form: a missing field is refused first.
    const company = `Keyboard Ventures ${Date.now()}`;
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await typeInto(page, page.getByLabel(/^Full Name/), 'Alan Turing');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Missing Information' })).toBeVisible();
    await typeInto(page, page.getByLabel(/^Company/), company);
    await typeInto(page, page.getByLabel(/^Email/), 'alan.keyboard@example.com');
    await typeInto(page, page.getByLabel(/^Phone/), '2125550142');
    await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0142');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
    await page.keyboard.press('Enter');

    // The payment step takes the focus, so the card number is the next Tab away.
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await typeInto(page, page.getByLabel('Expiry date'), '1240');
    await typeInto(page, page.getByLabel('CVC'), '123');
    await tabTo(page, page.getByRole('button', { name: 'Pay $11,000' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByText('Total paid: $11,000')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
  });
});
