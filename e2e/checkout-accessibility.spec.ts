import { violations } from './axe.ts';
import { payWithTestCard, registerAndSignIn, subscribeToRetainer, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/** axe on the checkout pages in their main states (they need query parameters the route list cannot give). */
test.describe('accessibility (axe) of the checkouts: no serious or critical violations', () => {
  test('/entity-checkout: its form with messages, its test card fields, and /entity-success of the paid order', async ({ page }) => {
    await page.goto('/entity-checkout?type=llc&state=DE&price=4999');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Business Name').fill('Axe Robotics LLC');
    await page.getByLabel('Contact Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.axe@example.com');
    await page.getByLabel('Phone').fill('2125550199');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await payWithTestCard(page, /Pay \$4,999 and Start Formation/);
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the page after a payment, reached without a paid order', async ({ page }) => {
    await page.goto('/entity-success?order=6f9619ff-8b86-4d01-b42d-00cf4fc964ff');
    await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('/checkout?plan=professional: step 1 with its messages shown', async ({ page }) => {
    await page.goto('/checkout?plan=professional');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Business name must be at least 2 characters')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("/checkout-simple: the plans' chooser and the retainers' chooser with both labels, then the payment step", async ({ page }) => {
    await page.goto('/checkout-simple?plan=professional');
    await expect(page.getByRole('radio', { name: 'Professional plan $5,000/mo' })).toBeChecked();
    await expect(page.getByText('MOST POPULAR')).toBeVisible();
    await expect(page.getByText('BEST VALUE')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/checkout-simple?plan=transformation');
    await expect(page.getByRole('radio', { name: 'Transformation retainer $75,000/mo' })).toBeChecked();
    await expect(page.getByText('MOST POPULAR')).toBeVisible();
    await expect(page.getByText('BEST VALUE')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel(/^Full Name/).fill('Mary Jackson');
    await page.getByLabel(/^Email/).fill('mary.axe@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('/checkout with a cart: details, then the order confirmation', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('[data-cart-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to Cart: Corporate Credit Strategy' }).click();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel(/^Full Name/).fill('Annie Easley');
    await page.getByLabel(/^Company/).fill('Easley Energy');
    await page.getByLabel(/^Email/).fill('annie.axe@example.com');
    await page.getByLabel(/^Phone/).fill('2125550111');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithTestCard(page, /Pay \$9,500/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the admin sections of paid items, and the portal dashboard with a subscription', async ({ page, browser }) => {
    test.slow(); // a payment, five axe runs and two sign-ins in one journey
    const email = uniqueEmail('axe.client');
    await subscribeToRetainer(page, 'foundation', 'Mary Jackson', email, '$25,000');
    // Back after paying: the paid order instead of the card form (docs/payments.md#paid-checkouts).
    await page.goBack();
    await expect(page.getByRole('status', { name: 'This order is paid' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await signInAsAdmin(page);
    // Every list as if last looked at yesterday, so each shows its "New" marks (docs/admin.md#new-since-you-looked):
    // without this they appear only when a parallel journey adds a record while the list is open.
    const session = await page.request.get('/trpc/auth.session');
    const adminId = ((await session.json()) as { result: { data: { id: string } } }).result.data.id;
    await page.evaluate((id) => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      for (const list of ['business-formation', 'entity-formation', 'order', 'subscription']) localStorage.setItem(`eba.admin.seen.${id}.${list}`, yesterday);
    }, adminId);
    await page.reload();
    for (const tab of ['Business Formations', 'Entity Formations', 'Orders', 'Subscriptions']) {
      await adminSection(page, tab).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: tab, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // This journey's own order and subscription are newer than "yesterday".
      if (tab === 'Orders' || tab === 'Subscriptions') await expect(page.getByRole('main').getByText('New', { exact: true }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
    // The client in a browser of their own: signing the admin out would end every parallel journey's admin session.
    const client = await (await browser.newContext()).newPage();
    await registerAndSignIn(client, email);
    await expect(client.getByRole('list', { name: 'Subscriptions' })).toContainText('Foundation retainer');
    expect(await violations(client)).toEqual([]);
    await client.context().close();
  });
});
