import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The page is hydrated and the stored cart has been read. */
const cartReady = (page: Page) => expect(page.locator('[data-cart-ready]')).toHaveCount(1);

async function openServices(page: Page) {
  await page.goto('/services');
  await cartReady(page);
}

const add = (page: Page, title: string) => page.getByRole('button', { name: `Add to Cart: ${title}` }).click();
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Your Investment Portfolio' });

async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open cart' }).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/** The amount on a totals line of the panel ('Subtotal', 'Total Investment' ...). */
const amount = (page: Page, label: string) =>
  panel(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd');

test.describe('the cart on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adding services shows a toast and counts them in the top bar badge', async ({ page }) => {
    await openServices(page);
    await expect(badge(page)).toHaveCount(0);
    await add(page, 'LLC Formation Excellence');
    await expect(page.getByText('Added to Cart')).toBeVisible();
    await expect(page.getByText('LLC Formation Excellence has been added to your cart')).toBeVisible();
    await expect(badge(page)).toHaveText(/^1/);
    await add(page, 'LLC Formation Excellence');
    await expect(page.getByText('LLC Formation Excellence quantity increased')).toBeVisible();
    await expect(badge(page)).toHaveText(/^2/);
    // The toast's View Cart opens the panel.
    await add(page, 'Executive Registered Agent');
    await expect(page.getByText('Executive Registered Agent has been added to your cart')).toBeVisible();
    // Earlier toasts leave with a short animation: act on the one that stays.
    await expect(page.getByRole('button', { name: 'View Cart' })).toHaveCount(1);
    await page.getByRole('button', { name: 'View Cart' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText('3 Services')).toBeVisible();
  });

  test('quantities, per service, the proposal threshold, the enterprise discount, reload and Clear all items', async ({ page }) => {
    await openServices(page);
    await add(page, 'Executive Brand Identity'); // $35,000
    const cart = await openCart(page);
    await expect(cart.getByText('1 Service', { exact: true })).toBeVisible();
    await expect(amount(page, 'Subtotal')).toHaveText('$35,000');
    // $35,000 is above $25,000: a proposal, not a checkout.
    await expect(cart.getByRole('button', { name: 'Get Executive Proposal' })).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await expect(cart.getByText('Enterprise Discount (10%)')).toHaveCount(0);

    const item = cart.getByRole('listitem', { name: 'Executive Brand Identity' });
    await expect(item.getByText('per service')).toHaveCount(0);
    await item.getByRole('button', { name: 'Increase quantity of Executive Brand Identity' }).click();
    await expect(item.getByRole('group', { name: 'Quantity of Executive Brand Identity' })).toContainText('2');
    await expect(item.getByText('$35,000 per service')).toBeVisible();
    await expect(item.getByText('$70,000', { exact: true })).toBeVisible();
    // $70,000 is above $50,000: 10% off, and the total is 90%.
    await expect(amount(page, 'Subtotal')).toHaveText('$70,000');
    await expect(amount(page, 'Enterprise Discount (10%)')).toHaveText('-$7,000');
    await expect(amount(page, 'Total Investment')).toHaveText('$63,000');
    await expect(badge(page)).toHaveText(/^2/);

    await page.reload();
    await cartReady(page);
    await expect(badge(page)).toHaveText(/^2/);
    await openCart(page);
    await expect(amount(page, 'Total Investment')).toHaveText('$63,000');

    await item.getByRole('button', { name: 'Decrease quantity of Executive Brand Identity' }).click();
    await expect(item.getByText('per service')).toHaveCount(0);
    await expect(amount(page, 'Total Investment')).toHaveText('$35,000');

    await panel(page).getByRole('button', { name: 'Clear all items' }).click();
    await expect(page.getByText('All items have been removed from your cart')).toBeVisible();
    await expect(panel(page).getByText('Your portfolio is empty')).toBeVisible();
    await expect(panel(page).getByText('0 Services')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('elite-cart'))).toBe('[]');
  });

  test('a visitor buying two years of registered agent sees each line total and that the payment covers the first year', async ({ page }) => {
    // docs/catalogue-and-cart.md#cart-panel: line totals, and the renewal note of a service billed yearly.
    await openServices(page);
    await add(page, 'Executive Registered Agent'); // $2,500/yr
    await add(page, 'LLC Formation Excellence'); // $4,999
    const cart = await openCart(page);
    const agent = cart.getByRole('listitem', { name: 'Executive Registered Agent' });
    await expect(agent.getByText('Billed yearly: this payment covers the first year; it renews at $2,500 a year.')).toBeVisible();
    await expect(cart.getByRole('listitem', { name: 'LLC Formation Excellence' }).getByText(/Billed yearly/)).toHaveCount(0);
    await agent.getByRole('button', { name: 'Increase quantity of Executive Registered Agent' }).click();
    await expect(agent.getByText('$5,000', { exact: true })).toBeVisible();
    await expect(agent.getByText('$2,500/yr per service')).toBeVisible();
    await expect(agent.getByText(/renews at \$2,500 a year per service\.$/)).toBeVisible();
    await expect(amount(page, 'Total Investment')).toHaveText('$9,999');

    // The checkout's summary says the same before the visitor pays.
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Executive Registered Agent × 2')).toBeVisible();
    await expect(summary.getByText('$5,000', { exact: true })).toBeVisible();
    await expect(summary.getByText(/Billed yearly: this payment covers the first year/)).toBeVisible();
  });

  test('at $25,000 or less Proceed to Checkout closes the panel, then goes to /checkout', async ({ page }) => {
    await openServices(page);
    await add(page, 'C-Corp Formation'); // exactly $25,000
    const cart = await openCart(page);
    await expect(amount(page, 'Subtotal')).toHaveText('$25,000');
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('remove and Continue Browsing; the empty panel leads to the services', async ({ page }) => {
    await page.goto('/privacy-policy');
    await cartReady(page);
    let cart = await openCart(page);
    await expect(cart.getByText('Your portfolio is empty')).toBeVisible();
    await expect(cart.getByText('Explore our world-class services and build your transformation roadmap')).toBeVisible();
    await cart.getByRole('button', { name: 'Explore Services' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);

    await add(page, 'Corporate Credit Strategy');
    cart = await openCart(page);
    await cart.getByRole('button', { name: 'Continue Browsing' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);

    cart = await openCart(page);
    await cart.getByRole('button', { name: 'Remove Corporate Credit Strategy' }).click();
    await expect(page.getByText('Corporate Credit Strategy has been removed')).toBeVisible();
    await expect(cart.getByText('Your portfolio is empty')).toBeVisible();
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await expect(panel(page)).toBeHidden();
  });

  test('a corrupted stored cart gives an empty cart, not an error', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.addInitScript(() => window.localStorage.setItem('elite-cart', '{oops'));
    await openServices(page);
    await expect(badge(page)).toHaveCount(0);
    expect(messages).toContain('Failed to load cart from storage');
    const cart = await openCart(page);
    await expect(cart.getByText('Your portfolio is empty')).toBeVisible();
    // The page still works: adding replaces the bad value.
    await page.keyboard.press('Escape');
    await add(page, 'LLC Formation Excellence');
    await expect(badge(page)).toHaveText(/^1/);
  });

  test('the catalogue filters show their counts and only their services', async ({ page }) => {
    await openServices(page);
    const filters = page.getByRole('group', { name: 'Filter services by category' }).getByRole('button');
    await expect(filters).toHaveText([
      'All Services (11)',
      'Entity Formation (5)',
      'Compliance & Governance (2)',
      'Digital Excellence (2)',
      'Fundability & Capital (2)',
      'Operations Excellence (0)',
      'Financial Strategy (0)',
      'Intellectual Property (0)',
      'Human Capital (0)',
    ]);
    const addButtons = page.getByRole('button', { name: /^Add to Cart: / });
    await expect(addButtons).toHaveCount(11);
    await page.getByRole('button', { name: 'Entity Formation (5)' }).click();
    await expect(page.getByRole('button', { name: 'Entity Formation (5)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(addButtons).toHaveCount(5);
    await expect(page.getByText('7-10 business days')).toBeVisible();
    await page.getByRole('button', { name: 'Financial Strategy (0)' }).click();
    await expect(addButtons).toHaveCount(0);
    await expect(page.getByText('No packaged services in Financial Strategy yet')).toBeVisible();
  });

  test('the Services mega menu lands on the plans and on the catalogue filtered by category', async ({ page }) => {
    await page.goto('/privacy-policy');
    await cartReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menu').locator('a[href="/services#digital"]').click();
    await expect(page).toHaveURL(/\/services#digital$/);
    await expect(page.getByRole('button', { name: 'Digital Excellence (2)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Filter services by category' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Digital Experience Platform' })).toBeInViewport();

    await page.goto('/services#compliance');
    await expect(page.getByRole('button', { name: 'Compliance & Governance (2)' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/services#plans');
    await expect(page.locator('#plans').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('retainer plans: Most Popular on Transformation, Subscribe Now is a plain link to the simple checkout', async ({ page }) => {
    await openServices(page);
    const plans = page.locator('#plans');
    await expect(plans.getByText('Most Popular')).toHaveCount(1);
    await expect(plans.getByRole('listitem', { name: 'Transformation' }).getByText('Most Popular')).toBeVisible();
    const links = plans.getByRole('link', { name: 'Subscribe Now' });
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/checkout-simple?plan=foundation',
      '/checkout-simple?plan=transformation',
      '/checkout-simple?plan=enterprise-retainer',
    ]);
  });

  test('/services is real HTML with its own title before any script runs', async ({ request }) => {
    const html = await (await request.get('/services')).text();
    expect(html).toContain('<title>Services | Elite Business Advisory</title>');
    expect(html).toContain('All Services (11)');
    expect(html).toContain('LLC Formation Excellence');
  });
});

test.describe('the cart on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart button sits in the top bar beside the menu and the panel takes the full width', async ({ page }) => {
    await openServices(page);
    await add(page, 'S-Corp Formation');
    await expect(badge(page)).toHaveText(/^1/);
    const cart = await openCart(page);
    // Once it has slid in, the panel covers the whole width.
    await expect.poll(async () => await cart.boundingBox()).toEqual(expect.objectContaining({ x: 0, width: 390 }));
    await expect(cart.getByRole('button', { name: 'Proceed to Checkout' })).toBeInViewport();
    await expect(cart.getByRole('button', { name: 'Clear all items' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
