import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  adminOrderRow,
  fillAgentStep,
  fillBusinessStep,
  fillDetailsStep,
  fillFormationForm,
  fillResponsiblePartyStep,
  next,
  payThenCloseTheTab,
  payWithTestCard,
  subscribeToRetainer,
  toast,
  uniqueEmail,
} from './checkout-steps.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/** One service in the cart, then /checkout's details for this company, up to the card step. */
async function cartToCardStep(page: Page, service: string, company: string) {
  await page.goto('/services');
  await expect(page.locator('[data-cart-ready]')).toHaveCount(1);
  await page.getByRole('button', { name: `Add to Cart: ${service}` }).click();
  await page.goto('/checkout');
  await page.getByLabel(/^Full Name/).fill('Annie Easley');
  await page.getByLabel(/^Company/).fill(company);
  await page.getByLabel(/^Email/).fill(uniqueEmail('cart'));
  await page.getByLabel(/^Phone/).fill('2125550111');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

test.describe('/checkout with a plan: the 6-step business formation form', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the plan checkout and the retainer checkout state their promises as text in the trust badges', async ({ page }) => {
      const claims = ['30-Day Money-Back Guarantee', 'Cancel Anytime', '500+ Clients', '98% Success Rate', '24/7 Support', '15+ Years'];
      for (const address of ['/checkout?plan=essential', '/checkout-simple?plan=foundation']) {
        await page.goto(address);
        const badges = page.getByLabel('Trust badges');
        // docs/site-and-navigation.md#marketing-claims: words a reader (and a screen reader) gets, not pictures.
        for (const claim of claims) await expect(badges.getByText(claim, { exact: true }), `${claim} on ${address}`).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });

    test('an owner typed at 150% keeps the number and is told why; two owners above 100% together are refused until they add up', async ({ page }) => {
      await page.goto('/checkout?plan=essential');
      await fillBusinessStep(page, `Shared Owners ${Date.now()}`);
      await next(page);
      await fillDetailsStep(page);
      await next(page);
      await fillResponsiblePartyStep(page, uniqueEmail('shared.owners'));
      await next(page);

      // One owner at 150%: the number stays as typed, with its message (docs/subscriptions-and-intake.md#formation-form).
      const percentages = page.getByLabel(/^Ownership Percentage/);
      await page.getByLabel(/^Owner Name/).fill('Grace Hopper');
      await page.getByLabel(/^Owner Address/).fill('1 Compiler Way, Wilmington DE');
      await percentages.first().fill('150');
      await percentages.first().blur();
      await expect(percentages.first()).toHaveValue('150%');
      await expect(page.getByText('Enter a percentage from 0 to 100')).toBeVisible();
      await next(page);
      await expect(page.getByText('Step 4 of 6')).toBeVisible();

      // Two owners at 60% and 50%: the owners list says the total, and Next stays on the step.
      await percentages.first().fill('60');
      await page.getByRole('button', { name: 'Add Owner' }).click();
      await page
        .getByLabel(/^Owner Name/)
        .nth(1)
        .fill('Katherine Johnson');
      await page
        .getByLabel(/^Owner Address/)
        .nth(1)
        .fill('2 Orbit Road, Hampton VA');
      await percentages.nth(1).fill('50');
      await percentages.nth(1).blur();
      const total = page.getByRole('alert').filter({ hasText: "The owners' percentages add up to 110%; together they can hold at most 100%" });
      await expect(total).toBeVisible();
      await next(page);
      await expect(page.getByText('Step 4 of 6')).toBeVisible();
      await expect(total).toBeInViewport();

      // Corrected to 40%, the message goes at once and the server takes the form to the card step.
      await percentages.nth(1).fill('40');
      await expect(total).toBeHidden();
      await next(page);
      await fillAgentStep(page);
      await next(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
    });
  });

  test('a visitor who closes the tab right after paying finds the plan paid and the formation recorded in the admin', async ({ browser }) => {
    const business = `Closed Tab Plan ${Date.now()}`;
    const visitor = await browser.newPage();
    await visitor.goto('/checkout?plan=enterprise');
    await fillFormationForm(visitor, business, uniqueEmail('closed.tab.plan'));
    await payThenCloseTheTab(visitor, /Subscribe for \$15,000\/month/);

    const staff = await browser.newPage();
    const order = await adminOrderRow(staff, business);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('$15,000');
    await adminSection(staff, /Business Formations/).click();
    await expect(staff.getByRole('row').filter({ hasText: business })).toContainText('***-**-4321');
  });

  test('Back from the card step keeps all six steps; after a reload the SSN is asked again, never kept in the browser', async ({ page }) => {
    const business = `Kept Answers ${Date.now()}`;
    await page.goto('/checkout?plan=essential');
    await fillFormationForm(page, business, uniqueEmail('kept.answers'));
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toMatch(/987-?65|4321/);
    await page.reload();
    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    await expect(page.getByText(/For your security your SSN is never kept in the browser/)).toBeVisible();
    await expect(page.getByLabel(/^Responsible Party Name/)).toHaveValue('Grace Hopper');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel(/^Business Name/)).toHaveValue(business);
  });

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
    await fillBusinessStep(page, business);
    await next(page);

    // Step 2
    await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
    await page.getByLabel(/^Business Purpose/).fill('short');
    await next(page);
    await expect(page.getByText('Business purpose must be at least 10 characters')).toBeVisible();
    await fillDetailsStep(page);
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
    await fillAgentStep(page);
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
    await expect(page).toHaveURL(/\/subscription-success\?plan=professional&order=[0-9a-f-]{36}$/);
    await expect(toast(page, 'Payment Successful')).toContainText("Welcome to the Professional plan! You'll receive a confirmation email shortly.");
    await expect(page.getByText('Your Professional plan is active.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText('$5,000 per month');
    // Back after paying: the order is paid, never the card form again (docs/payments.md#paid-checkouts).
    await page.goBack();
    await expect(page.getByRole('status', { name: 'This order is paid' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await signInAsAdmin(page);
    await adminSection(page, /Business Formations/).click();
    const row = page.getByRole('row').filter({ hasText: business });
    await expect(row).toContainText('***-**-4321');
    await expect(row).not.toContainText('987-65');
    await expect(row).toContainText('Professional');
    await expect(row).toContainText('Received');
  });

  test('a visitor following a checkout link with a plan we do not offer lands on /services, told why', async ({ page }) => {
    await page.goto('/checkout?plan=platinum');
    await expect(page).toHaveURL(/\/services\?unavailable=plan$/);
    await expect(page.getByRole('status').filter({ hasText: 'This checkout link could not be used' })).toContainText(
      'That checkout link named a plan we do not offer.',
    );
  });

  test('no plan and an empty cart redirects to /services', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('/checkout-simple with the retainers', () => {
  test.describe('when the connection drops before the form checks arrive', () => {
    test.use({ allowedErrors: /net::ERR_INTERNET_DISCONNECTED/ });
    test('the page arrives without the form checks; if they cannot come, the visitor is told, nothing is stored, and Continue works once back online', async ({
      page,
    }) => {
      // docs/decisions/0029-forms-on-mantine-form.md, "Bundles": the details' schema (and zod) come on the form's first focus.
      const checks = /\/assets\/(zod|payments)-[^/]+\.js$/;
      const fetchedChecks: string[] = [];
      const checkoutsStarted: string[] = [];
      let offline = true;
      page.on('request', (request) => {
        if (checks.test(request.url())) fetchedChecks.push(request.url());
        if (request.url().includes('startSimpleCheckout')) checkoutsStarted.push(request.url());
      });
      await page.route(checks, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
      await page.goto('/checkout-simple?plan=foundation');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to the Foundation Retainer');
      await expect(page.getByLabel(/^Full Name/)).toBeEditable();
      expect(fetchedChecks).toEqual([]);

      await page.getByLabel(/^Full Name/).fill('Katherine Johnson');
      await page.getByLabel(/^Email/).fill(uniqueEmail('offline.checks'));
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(toast(page, 'Something went wrong')).toContainText(
        'We could not load the form. Please check your connection and try again. Nothing was charged.',
      );
      expect(fetchedChecks.length).toBeGreaterThan(0);
      expect(checkoutsStarted).toEqual([]);
      await expect(page.getByLabel(/^Full Name/)).toHaveValue('Katherine Johnson');

      offline = false;
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await payWithTestCard(page, /Subscribe for \$25,000\/month/);
      await expect(page).toHaveURL(/\/subscription-success\?plan=foundation&order=[0-9a-f-]{36}$/);
    });
  });

  for (const [plan, name, price, badge] of [
    ['foundation', 'Foundation', '$25,000', null],
    ['transformation', 'Transformation', '$75,000', 'MOST POPULAR'],
  ] as const) {
    test(`subscribes to the ${name} retainer and goes to /subscription-success?plan=${plan}`, async ({ page }) => {
      await page.goto(`/checkout-simple?plan=${plan}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Subscribe to the ${name} Retainer`);
      const option = page.getByRole('radio', { name: `${name} retainer ${price}/mo` });
      await expect(option).toBeChecked();
      if (badge) await expect(page.getByText(badge)).toBeVisible();
      await expect(page.getByText('+5 more features').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Checkout progress' })).toContainText('Get Started');
      await page.getByLabel(/^Full Name/).fill('Katherine Johnson');
      await page.getByLabel(/^Email/).fill(`katherine.${plan}@example.com`);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await payWithTestCard(page, new RegExp(`Subscribe for \\${price}/month`));
      await expect(page).toHaveURL(new RegExp(`/subscription-success\\?plan=${plan}&order=[0-9a-f-]{36}$`));
      await expect(page.getByText(`Your ${name} retainer is active.`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Your order' })).toContainText(`${price} per month`);
    });
  }

  test("a visitor follows the Enterprise retainer's Subscribe Now, pays the $250,000 retainer (never the $15,000 plan) and opens its one-step intake", async ({
    page,
  }) => {
    await page.goto('/services');
    await page.locator('#plans').getByRole('listitem', { name: 'Enterprise' }).getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/checkout-simple\?plan=enterprise-retainer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to the Enterprise Retainer');
    await expect(page.getByText('The Enterprise retainer: $250,000 per month, billed monthly. Cancel anytime.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Enterprise retainer $250,000/mo' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Enterprise retainer $250,000/mo' })).toContainText('BEST VALUE');
    await page.getByLabel(/^Full Name/).fill('Katherine Johnson');
    await page.getByLabel(/^Email/).fill(uniqueEmail('enterprise.retainer'));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithTestCard(page, /Subscribe for \$250,000\/month/);
    await expect(page).toHaveURL(/\/subscription-success\?plan=enterprise-retainer&order=[0-9a-f-]{36}$/);
    await expect(page.getByText('Your Enterprise retainer is active.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText('$250,000 per month');

    await page.getByRole('link', { name: 'Complete Business Intake' }).click();
    await expect(page).toHaveURL(/\/business-intake\?plan=enterprise-retainer&order=[0-9a-f-]{36}$/);
    await expect(page.getByText('Enterprise retainer', { exact: true })).toBeVisible();
    await expect(page.getByText('Step 1 of 1')).toBeVisible();
    await expect(page.getByText('Enterprise plan')).toHaveCount(0);
  });

  test('a visitor who closes the tab right after paying a retainer finds it paid in the admin', async ({ browser }) => {
    const email = uniqueEmail('closed.tab.retainer');
    const name = `Mary Jackson ${Date.now()}`;
    const visitor = await browser.newPage();
    await visitor.goto('/checkout-simple?plan=transformation');
    await visitor.getByLabel(/^Full Name/).fill(name);
    await visitor.getByLabel(/^Email/).fill(email);
    await visitor.getByRole('button', { name: 'Continue to Payment' }).click();
    await payThenCloseTheTab(visitor, /Subscribe for \$75,000\/month/);

    const staff = await browser.newPage();
    const order = await adminOrderRow(staff, name);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('Transformation retainer');
    await adminSection(staff, 'Subscriptions').click();
    await expect(staff.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: email })).toContainText('Active');
  });

  test('a missing or unknown plan redirects to /services', async ({ page }) => {
    await page.goto('/checkout-simple');
    await expect(page).toHaveURL(/\/services$/);
    await page.goto('/checkout-simple?plan=platinum');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the admin sees the recorded subscriptions', async ({ page }) => {
    const email = `dorothy.${Date.now()}@example.com`;
    await subscribeToRetainer(page, 'foundation', 'Dorothy Vaughan', email, '$25,000');
    await signInAsAdmin(page);
    await adminSection(page, 'Subscriptions').click();
    await expect(page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: email })).toContainText('Foundation retainer');
  });
});

test.describe('/checkout-simple with the monthly plans (docs/subscriptions-and-intake.md#simple-checkout)', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a visitor subscribes to the Professional plan, presses Back after paying and is told the order is paid; Start a new order opens a fresh form', async ({
      page,
    }) => {
      await page.goto('/checkout-simple?plan=professional');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to the Professional Plan');
      await expect(page.getByText('The Professional plan: $5,000 per month, billed monthly. Cancel anytime.')).toBeVisible();
      const professional = page.getByRole('radio', { name: 'Professional plan $5,000/mo' });
      await expect(professional).toBeChecked();
      await expect(professional).toContainText('MOST POPULAR');
      await expect(professional).toContainText('Business Credit Building');
      await expect(professional).not.toContainText('Monthly Financial Reviews');
      await expect(professional).toContainText('+3 more features');
      await expect(page.getByRole('radio', { name: 'Enterprise plan $15,000/mo' })).toContainText('BEST VALUE');
      await expect(page.getByRole('radio', { name: 'Essential plan $1,000/mo' })).toContainText('+2 more features');
      await expect(page.getByText(/retainer/i)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByLabel(/^Full Name/).fill('Mary Jackson');
      await page.getByLabel(/^Email/).fill(uniqueEmail('simple.professional'));
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText(/^Order EBA-\d+ · \$5,000 per month/)).toBeVisible();
      await payWithTestCard(page, /Subscribe for \$5,000\/month/);
      await expect(page).toHaveURL(/\/subscription-success\?plan=professional&order=[0-9a-f-]{36}$/);
      await expect(page.getByText('Your Professional plan is active.')).toBeVisible();
      const confirmation = page.url();

      await page.goBack();
      await expect(page).toHaveURL(/\/checkout-simple\?plan=professional$/);
      const paid = page.getByRole('status', { name: 'This order is paid' });
      await expect(paid).toContainText(/Order EBA-\d+, Professional plan \(monthly\), is paid/);
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toHaveCount(0);
      // Reopening the checkout's address in the tab says the same.
      await page.reload();
      await expect(paid).toBeVisible();
      await paid.getByRole('link', { name: 'View your order confirmation' }).click();
      await expect(page).toHaveURL(confirmation);
      await expect(page.getByText('Your Professional plan is active.')).toBeVisible();

      await page.goBack();
      await paid.getByRole('button', { name: 'Start a new order' }).click();
      await expect(page.getByLabel(/^Full Name/)).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    });
  });

  test('an old ?plan=enterprise link offers the $15,000 Enterprise plan, named plainly (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md)', async ({
    page,
  }) => {
    await page.goto('/checkout-simple?plan=enterprise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to the Enterprise Plan');
    await expect(page.getByText('The Enterprise plan: $15,000 per month, billed monthly. Cancel anytime.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Enterprise plan $15,000/mo' })).toBeChecked();
    await expect(page.getByText('$250,000')).toHaveCount(0);
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
    await expect(page).toHaveURL(/\/checkout\?order=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByText('Total paid: $7,499')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);

    const order = await adminOrderRow(page, company);
    await expect(order).toContainText('$7,499');
    await expect(order).toContainText('Paid');
  });

  test('a cart changed while the card form is open is charged only after the order is updated to it', async ({ page }) => {
    const company = `Changed Cart Co ${Date.now()}`;
    await cartToCardStep(page, 'LLC Formation Excellence', company);
    await expect(page.getByRole('button', { name: 'Pay $4,999' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Open cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your Investment Portfolio' })
      .getByRole('button', { name: 'Increase quantity of LLC Formation Excellence' })
      .click();
    await page.keyboard.press('Escape');
    const notice = page.getByRole('alert').filter({ hasText: 'Your cart changed' });
    await expect(notice).toContainText('This payment was for $4,999; your cart now totals $9,998.');
    await expect(page.getByRole('button', { name: 'Pay $4,999' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Update my order to $9,998' }).click();
    await payWithTestCard(page, /Pay \$9,998/);
    await expect(page.getByText('Total paid: $9,998')).toBeVisible();

    const order = await adminOrderRow(page, company);
    await expect(order.filter({ hasText: 'Paid' })).toContainText('$9,998');
    await expect(order.filter({ hasText: 'Replaced' })).toContainText('$4,999');
  });

  test('a visitor who closes the tab right after paying for the cart finds the order paid in the admin', async ({ browser }) => {
    const visitor = await browser.newPage();
    const company = `Closed Tab Cart ${Date.now()}`;
    await cartToCardStep(visitor, 'Corporate Credit Strategy', company);
    await payThenCloseTheTab(visitor, /Pay \$9,500/);

    const staff = await browser.newPage();
    const order = await adminOrderRow(staff, company);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('$9,500');
  });
});
