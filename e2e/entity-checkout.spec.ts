import { adminOrderRow, payThenCloseTheTab, payWithTestCard, toast, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/** The entity formation checkout in simulated payments (docs/payments.md). */
test.describe('entity formation checkout', () => {
  test('from /entity-types to a paid formation: details checked first, a declined card, then success; the admin sees it', async ({ page }) => {
    const stripeRequests: string[] = [];
    page.on('request', (r) => r.url().includes('stripe.com') && stripeRequests.push(r.url()));

    await page.goto('/entity-types');
    await page.getByRole('combobox', { name: 'State of formation' }).selectOption({ label: 'Delaware' });
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/entity-checkout\?type=llc&state=DE&price=4999$/);
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toContainText('Select Entity');
    await expect(page.getByLabel('Order Summary')).toContainText('Delaware');

    // Nothing invalid reaches the card form: each field says what it needs.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields.');
    const business = `Lovelace Engines ${Date.now()}`;
    await page.getByLabel('Business Name').fill(business);
    await page.getByLabel('Contact Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.entity@example.com');
    await page.getByLabel('Phone').fill('555123');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please enter a 10-digit phone number')).toBeVisible();
    await expect(page.getByText('Test mode: no card is charged')).toHaveCount(0);
    await page.getByLabel('Phone').fill('2125550199');
    await expect(page.getByLabel('Phone')).toHaveValue('(212) 555-0199');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    const pay = /Pay \$4,999 and Start Formation/;
    await payWithTestCard(page, pay, '4000 0000 0000 0002');
    await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
    await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toContainText('Your order is saved');
    await expect(page.getByRole('button', { name: pay })).toBeEnabled();

    await payWithTestCard(page, pay);
    await expect(page).toHaveURL(/\/entity-success\?order=[0-9a-f-]{36}$/);
    await expect(toast(page, 'Payment Successful! Your entity formation has been submitted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Formation Is Under Way' })).toBeVisible();
    const facts = page.getByRole('table', { name: 'Your order' });
    await expect(facts).toContainText(business);
    await expect(facts).toContainText('$4,999');
    await expect(facts).toContainText(/EBA-\d+/);
    await expect(page.getByText('7-10 business days')).toBeVisible();
    await page.getByRole('button', { name: 'Explore More Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(stripeRequests).toEqual([]);

    await signInAsAdmin(page);
    await adminSection(page, /Entity Formations/).click();
    const row = page.getByRole('row').filter({ hasText: business });
    await expect(row).toContainText('LLC');
    await expect(row).toContainText('$4,999');
    await expect(row).toContainText('Received');
  });

  test('a visitor who closes the tab right after paying finds the order paid and the formation recorded in the admin', async ({ browser }) => {
    const business = `Closed Tab Robotics ${Date.now()}`;
    const visitor = await browser.newPage();
    await visitor.goto('/entity-checkout?type=s-corp&state=NY&price=12500');
    await visitor.getByLabel('Business Name').fill(business);
    await visitor.getByLabel('Contact Name').fill('Grace Hopper');
    await visitor.getByLabel('Email').fill(uniqueEmail('closed.tab.entity'));
    await visitor.getByLabel('Phone').fill('2125550100');
    await visitor.getByRole('button', { name: 'Continue to Payment' }).click();
    await payThenCloseTheTab(visitor, /Pay \$12,500 and Start Formation/);

    const staff = await browser.newPage();
    const order = await adminOrderRow(staff, business);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('$12,500');
    await adminSection(staff, /Entity Formations/).click();
    await expect(staff.getByRole('row').filter({ hasText: business })).toContainText('S-Corporation');
  });

  test('what was typed survives a reload and Back from the card step; a reload on the card step keeps the same order', async ({ page }) => {
    await page.goto('/entity-checkout?type=llc&state=TX&price=4999');
    await page.getByLabel('Business Name').fill('Reloaded Co');
    await page.getByLabel('Contact Name').fill('Ada Lovelace');
    // The page's code comes as the visitor reaches for the form (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md):
    // the tab keeps the details once it is here.
    await expect(page.locator('[data-island]')).toHaveAttribute('data-island-live', '');
    await page.reload();
    await expect(page.getByLabel('Business Name')).toHaveValue('Reloaded Co');
    await expect(page.getByLabel('Contact Name')).toHaveValue('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.reload@example.com');
    await page.getByLabel('Phone').fill('2125550199');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const reference = (await page.getByText(/^Order EBA-\d+/).textContent())!.match(/EBA-\d+/)![0];

    await page.reload();
    await expect(page.getByText(new RegExp(`^Order ${reference} `))).toBeVisible();
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await expect(page.getByLabel('Business Name')).toHaveValue('Reloaded Co');
    await expect(page.getByLabel('Email')).toHaveValue('ada.reload@example.com');
    // The same details again: the same order and payment, not a second one.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText(new RegExp(`^Order ${reference} `))).toBeVisible();
  });

  test('/entity-success without a paid order says so plainly and offers the way back', async ({ page }) => {
    await page.goto('/entity-success');
    await expect(page.getByRole('heading', { name: 'No order to show' })).toBeVisible();
    await expect(page.getByText('Your Formation Is Under Way')).toHaveCount(0);
    await page.goto('/entity-success?order=6f9619ff-8b86-4d01-b42d-00cf4fc964ff');
    await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  // docs/entity-checkout.md#query-parameters: the visitor lands on the chooser with a line saying why.
  for (const [name, query, reason, line] of [
    ['no parameters', '', 'missing', 'That checkout link was incomplete'],
    ['a missing state', '?type=llc&price=4999', 'missing', 'That checkout link was incomplete'],
    ['a zero price', '?type=llc&state=DE&price=0', 'price', 'That checkout link carried a price that is not ours.'],
    ['a non-integer price', '?type=llc&state=DE&price=49.99', 'price', 'That checkout link carried a price that is not ours.'],
    ['a price that is not the catalogue price', '?type=llc&state=DE&price=1', 'price', 'That checkout link carried a price that is not ours.'],
    ['an entity type the checkout does not sell', '?type=lp&state=DE&price=4999', 'type', 'That checkout link named an entity type we do not form.'],
    ['a state that is not a US state', '?type=llc&state=ZZ&price=4999', 'state', 'That checkout link named a state we do not know.'],
  ] as const) {
    test(`a visitor following a checkout link with ${name} lands on /entity-types, told why`, async ({ page }) => {
      await page.goto(`/entity-checkout${query}`);
      await expect(page).toHaveURL(new RegExp(`/entity-types\\?unavailable=${reason}$`));
      await expect(page.getByRole('status').filter({ hasText: 'This checkout link could not be used' })).toContainText(line);
    });
  }

  test('Back to Entity Selection returns to /entity-types', async ({ page }) => {
    await page.goto('/entity-checkout?type=pllc&state=NY&price=6999');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Professional LLC');
    await page.getByRole('button', { name: 'Back to Entity Selection' }).click();
    await expect(page).toHaveURL(/\/entity-types$/);
  });
});
