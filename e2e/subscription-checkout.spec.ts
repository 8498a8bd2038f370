import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { payWithTestCard, subscribeToRetainer, toast } from './checkout-steps.ts';
import { signInAsDemoAdmin } from './sign-in.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('/checkout with a plan: the 6-step business formation form', () => {
  test('each step refuses bad input, then payment records the formation; the admin sees the SSN last four only', async ({ page }) => {
    const business = `Hopper Compilers ${Date.now()}`;
    await page.goto('/checkout?plan=professional');
    await expect(page.getByText('Professional plan · $5,000/mo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

    // Step 1: Next with nothing shows the step's messages and focuses the first invalid field.
    await next(page);
    await expect(page.getByText('Business name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please select a business type')).toBeVisible();
    await expect(page.getByLabel(/^Business Name/)).toBeFocused();
    // Validation on blur.
    await page.getByLabel(/^ZIP Code/).fill('123');
    await page.getByLabel(/^ZIP Code/).blur();
    await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();
    await page.getByLabel(/^Business Name/).fill(business);
    await choose(page, 'Business Type', 'LLC');
    await choose(page, 'State of Formation', 'Delaware');
    await page.getByLabel(/^Business Address/).fill('1 Compiler Way');
    await page.getByLabel(/^City/).fill('Wilmington');
    await choose(page, 'State', 'Delaware');
    await page.getByLabel(/^ZIP Code/).fill('19801');
    await next(page);

    // Step 2
    await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
    await page.getByLabel(/^Business Purpose/).fill('short');
    await next(page);
    await expect(page.getByText('Business purpose must be at least 10 characters')).toBeVisible();
    await page.getByLabel(/^Business Purpose/).fill('Compilers and programming language consulting.');
    await page.getByLabel(/^Principal Activity/).fill('Software development');
    await page.getByLabel(/^Date Business Started/).fill('2026-02-01');
    await page.getByLabel(/^Number of Employees/).fill('4');
    await next(page);

    // Step 3: masked SSN with its note.
    await expect(page.getByRole('heading', { name: 'Responsible Party' })).toBeVisible();
    await expect(page.getByText('Your SSN is encrypted and securely stored.')).toBeVisible();
    await page.getByLabel(/^Responsible Party Name/).fill('Grace Hopper');
    await page.getByLabel(/^Title/).fill('President');
    await page.getByLabel(/^Social Security Number/).fill('98765');
    await page.getByLabel(/^Phone/).fill('2125550100');
    await page.getByLabel(/^Email/).fill('grace.formation@example.com');
    await next(page);
    await expect(page.getByText('Please enter SSN in format XXX-XX-XXXX')).toBeVisible();
    await expect(page.getByLabel(/^Social Security Number/)).toHaveAttribute('type', 'password');
    await page.getByLabel(/^Social Security Number/).fill('987654321');
    await expect(page.getByLabel(/^Social Security Number/)).toHaveValue('987-65-4321');
    await next(page);

    // Step 4: owners with percentages; the first owner starts at 100, an added one at 0.
    await expect(page.getByLabel(/^Ownership Percentage/).first()).toHaveValue('100%');
    await next(page);
    await expect(page.getByText('Owner name required')).toBeVisible();
    await page.getByLabel(/^Owner Name/).fill('Grace Hopper');
    await page.getByLabel(/^Owner Address/).fill('1 Compiler Way, Wilmington DE');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await expect(page.getByLabel(/^Ownership Percentage/).nth(1)).toHaveValue('0%');
    await page.getByRole('button', { name: 'Remove owner 2' }).click();
    await next(page);

    // Step 5
    await next(page);
    await expect(page.getByText('Registered agent name required')).toBeVisible();
    await page.getByLabel(/^Registered Agent Name/).fill('Delaware Agents Inc');
    await page.getByLabel(/^Registered Agent Address/).fill('1 Agent Way');
    await page.getByLabel(/^Agent City/).fill('Dover');
    await choose(page, 'Agent State', 'Delaware');
    await page.getByLabel(/^Agent ZIP Code/).fill('1990');
    await next(page);
    await expect(page.getByText('Valid ZIP required')).toBeVisible();
    await page.getByLabel(/^Agent ZIP Code/).fill('19901');
    await next(page);

    // Step 6: optional banking and services, then payment.
    await page.getByLabel('Business Checking Account').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithTestCard(page, /Subscribe for \$5,000\/month/, '4000 0000 0000 0002');
    await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
    await payWithTestCard(page, /Subscribe for \$5,000\/month/);
    await expect(page).toHaveURL(/\/subscription-success\?plan=professional$/);
    await expect(toast(page, 'Payment Successful')).toContainText("Welcome to the Professional plan! You'll receive a confirmation email shortly.");

    await signInAsDemoAdmin(page);
    await page.getByRole('tab', { name: /Business Formations/ }).click();
    const row = page.getByRole('row').filter({ hasText: business });
    await expect(row).toContainText('***-**-4321');
    await expect(row).not.toContainText('987-65');
    await expect(row).toContainText('Pending');
  });

  test('an unknown plan redirects to /services', async ({ page }) => {
    await page.goto('/checkout?plan=platinum');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('no plan and an empty cart redirects to /services', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('/checkout-simple with the retainer plans', () => {
  for (const [plan, name, price, badge] of [
    ['foundation', 'Foundation', '$25,000', null],
    ['transformation', 'Transformation', '$75,000', 'MOST POPULAR'],
    ['enterprise', 'Enterprise', '$250,000', 'BEST VALUE'],
  ] as const) {
    test(`subscribes to the ${name} retainer and goes to /subscription-success?plan=${plan}`, async ({ page }) => {
      await page.goto(`/checkout-simple?plan=${plan}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Subscribe to the ${name} Retainer`);
      const option = page.getByRole('radio', { name: `${name} ${price}/mo` });
      await expect(option).toBeChecked();
      if (badge) await expect(page.getByText(badge)).toBeVisible();
      await expect(page.getByText('+5 more features').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Checkout progress' })).toContainText('Get Started');
      await page.getByLabel(/^Full Name/).fill('Katherine Johnson');
      await page.getByLabel(/^Email/).fill(`katherine.${plan}@example.com`);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await payWithTestCard(page, new RegExp(`Subscribe for \\${price}/month`));
      await expect(page).toHaveURL(new RegExp(`/subscription-success\\?plan=${plan}$`));
    });
  }

  test('a missing or unknown plan redirects to /services', async ({ page }) => {
    await page.goto('/checkout-simple');
    await expect(page).toHaveURL(/\/services$/);
    await page.goto('/checkout-simple?plan=essential');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the admin sees the recorded subscriptions', async ({ page }) => {
    const email = `dorothy.${Date.now()}@example.com`;
    await subscribeToRetainer(page, 'foundation', 'Dorothy Vaughan', email, '$25,000');
    await signInAsDemoAdmin(page);
    await page.getByRole('tab', { name: /Orders & Subscriptions/ }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Foundation retainer');
  });
});

test.describe('cart checkout (/checkout without a plan)', () => {
  test('pays the server-priced cart total, records the order and empties the cart; the admin sees the order', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('[data-cart-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to Cart: LLC Formation Excellence' }).click();
    await page.getByRole('button', { name: 'Add to Cart: Executive Registered Agent' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Open cart' }).click();
    await page.getByRole('dialog', { name: 'Your Investment Portfolio' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Order summary')).toContainText('$7,499');

    const company = `Vaughan Analytics ${Date.now()}`;
    await page.getByLabel(/^Full Name/).fill('Dorothy Vaughan');
    await page.getByLabel(/^Company/).fill(company);
    await page.getByLabel(/^Email/).fill('dorothy.cart@example.com');
    await page.getByLabel(/^Phone/).fill('2125550123');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithTestCard(page, /Pay \$7,499/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByText('Total paid: $7,499')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);

    await signInAsDemoAdmin(page);
    await page.getByRole('tab', { name: /Orders & Subscriptions/ }).click();
    await expect(page.getByRole('row').filter({ hasText: company })).toContainText('$7,499');
  });
});
