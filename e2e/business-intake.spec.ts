import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillFormationForm, formationData, paidOrderThroughTheApi, payWithTestCard, uniqueEmail } from './checkout-steps.ts';
import { expectLayoutKept } from './layout-checks.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { confirmFromMail, signUpThroughApi } from './portal-account.ts';
import { violations } from './axe.ts';

/** Screenshots of the intake of an order, at 1280 and 390 px, for a person to look at. */
const SHOTS = '/tmp/shots-intake';
mkdirSync(SHOTS, { recursive: true });
async function shotsAtBothWidths(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await expectLayoutKept(page, `${name} on a phone`, { axe: false });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Information' }).click();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

async function expectProgress(page: Page, step: number, total: number, percent: number) {
  await expect(page.getByText(`Step ${step} of ${total}`)).toBeVisible();
  await expect(page.getByText(`${percent}% complete`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Form progress: ${percent}%` })).toBeVisible();
}

/** Step 1, shared by every plan: refused empty, then filled; the phone formats itself as typed. */
async function fillBasics(page: Page, business: string, email: string, { name = 'Ada Lovelace' } = {}) {
  await page.getByLabel(/^Business Name/).fill(business);
  await choose(page, 'Business Type', 'Corporation');
  await choose(page, 'State of Formation', 'New York');
  await page.getByLabel(/^Your Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('');
  await page.getByLabel(/^Phone/).pressSequentially('212555019988');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0199');
}

async function expectCommonMessages(page: Page) {
  for (const message of [
    'Business name is required',
    'Please select a business type',
    'Please select a state',
    'Name is required',
    'Valid email required',
    'Valid phone number required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
}

/** Step 2 (professional and enterprise). */
async function fillDetails(page: Page) {
  await page.getByLabel(/^Business Address/).fill('12 Analytical Way');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await choose(page, 'State', 'New York');
  await page.getByLabel(/^ZIP Code/).fill('11201');
  await page.getByLabel(/^Business Purpose/).fill('Data analysis and engine design consulting.');
  await page.getByLabel(/^Number of Employees/).fill('4');
  await choose(page, 'Expected Annual Revenue (optional)', '$100,000 - $250,000');
  await page.getByLabel(/^Preferred Bank/).fill('First Engine Bank');
  await page.getByRole('checkbox', { name: 'Business Email Setup' }).check();
}

/** After the intake the docs send people to /portal/dashboard; without a portal session that is /portal-login with a note (docs/portal.md#after-the-business-intake). */
async function expectPortalNote(page: Page, email: string) {
  await expect(toast(page, 'Success!')).toContainText('Your business information has been submitted. Our team will review and contact you within 24 hours.');
  await expect(page).toHaveURL(/\/portal-login$/);
  await expect(page.getByText('Your business information was received')).toBeVisible();
  await expect(page.getByText(`Create your client portal account with ${email}, the e-mail you used`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
}

test.describe('/subscription-success', () => {
  test('lists what happens next for the paid plan, and each of its six buttons leads where it says', async ({ page }) => {
    const orderId = await paidOrderThroughTheApi(page.request, '/api/create-subscription-payment', {
      planId: 'professional',
      amount: 5000,
      businessData: formationData(uniqueEmail('success.buttons')),
    });
    const success = `/subscription-success?plan=professional&order=${orderId}`;
    await page.goto(success);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Aboard!' })).toBeVisible();
    await expect(page.getByText('Your Professional plan is active.')).toBeVisible();
    for (const step of ['Welcome email', 'Onboarding call', 'Client portal access', 'Our team starts work']) {
      await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible();
    }
    await expect(page.getByText('Within the hour', { exact: true })).toBeVisible();
    await expect(page.getByText('Within 24 hours', { exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const buttons = [
      ['Complete Business Intake', new RegExp(`/business-intake\\?plan=professional&order=${orderId}$`)],
      ['Access Client Portal', /\/portal-login$/],
      ['Explore More Services', /\/services$/],
      ['Return Home', /:\d+\/$/],
      ['Browse Resources', /\/resources$/],
      ['How It Works', /\/how-it-works$/],
    ] as const;
    for (const [name, url] of buttons) {
      await page.goto(success);
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a retainer from /checkout-simple is named from its order, and its intake has one step', async ({ page }) => {
    const orderId = await paidOrderThroughTheApi(page.request, '/api/create-subscription-payment-simple', {
      planId: 'transformation',
      amount: 75000,
      name: 'Mary Jackson',
      email: uniqueEmail('success.retainer'),
    });
    await page.goto(`/subscription-success?plan=transformation&order=${orderId}`);
    await expect(page.getByText('Your Transformation retainer is active.')).toBeVisible();
    await page.getByRole('link', { name: 'Complete Business Intake' }).click();
    await expect(page).toHaveURL(new RegExp(`/business-intake\\?plan=transformation&order=${orderId}$`));
    await expectProgress(page, 1, 1, 100);
    await expect(page.getByRole('button', { name: 'Submit Information' })).toBeVisible();
  });

  test('without an order it says so and never that a subscription is active; the intake without a plan shows the no-plan card', async ({ page }) => {
    await page.goto('/subscription-success?plan=professional');
    await expect(page.getByRole('heading', { level: 1, name: 'No order to show' })).toBeVisible();
    await expect(page.getByText(/is active/)).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await page.goto('/business-intake');
    const card = page.getByRole('alert').filter({ hasText: 'No subscription plan specified' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'No subscription plan specified' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Return to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('/business-intake', () => {
  test('a plan the site does not sell shows the no-plan card too', async ({ page }) => {
    await page.goto('/business-intake?plan=platinum&subscription=12');
    await expect(page.getByRole('heading', { name: 'No subscription plan specified' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business intake' })).toHaveCount(0);
  });

  test('essential: one step, every message of the step, then /portal/dashboard (here /portal-login with the note)', async ({ page }) => {
    const email = uniqueEmail('essential');
    await page.goto('/business-intake?plan=essential');
    await expect(page.getByText('Essential plan')).toBeVisible();
    await expectProgress(page, 1, 1, 100);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await submit(page);
    await expectCommonMessages(page);
    await expect(page.getByLabel(/^Business Name/)).toBeFocused();
    await fillBasics(page, `Essential Analytics ${Date.now()}`, email);
    await expect(page.getByText('Valid phone number required')).toHaveCount(0);
    await submit(page);
    await expectPortalNote(page, email);

    // The account made with that e-mail opens the dashboard the docs send them to.
    await page.getByLabel(/^Full Name/).fill('Ada Lovelace');
    await page.getByLabel(/^Company Name/).fill('Lovelace Analytics');
    await page.getByLabel(/^Password/).fill('analytical-engine-42');
    await page.getByLabel(/^Confirm Password/).fill('analytical-engine-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Your business information was received')).toHaveCount(0);
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await confirmFromMail(page, email, 'analytical-engine-42');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
  });

  test('professional: two steps, Next checks the form so far, Previous keeps the answers; a signed-in client lands on /portal/dashboard', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('professional');
    const password = 'analytical-engine-42';
    await signUpThroughApi(page.request, baseURL!, { email, password, fullName: 'Grace Hopper', companyName: 'Hopper Co' });

    await page.goto('/business-intake?plan=professional&subscription=7');
    await expect(page.getByText('Professional plan')).toBeVisible();
    await expectProgress(page, 1, 2, 50);
    // The signed-in client's name and e-mail are filled in already.
    await expect(page.getByLabel(/^Your Full Name/)).toHaveValue('Grace Hopper');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await page.getByLabel(/^Phone/).fill('21255');
    await next(page);
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByText('Valid phone number required')).toBeVisible();
    await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 55');
    const business = `Hopper Compilers ${Date.now()}`;
    await fillBasics(page, business, email, { name: 'Grace Hopper' });
    await next(page);

    await expectProgress(page, 2, 2, 100);
    await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
    await page.getByLabel(/^Business Purpose/).fill('Too short');
    await submit(page);
    for (const message of [
      'Address is required',
      'City is required',
      'State is required',
      'Valid ZIP required',
      'Business purpose required',
      'Number of employees required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectProgress(page, 1, 2, 50);
    await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0199');
    await next(page);
    await fillDetails(page);
    await submit(page);
    await expect(toast(page, 'Success!')).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
    // Sent while signed in, it is hers (docs/portal.md#the-rules).
    await expect(page.getByRole('region', { name: 'Business intakes' })).toContainText(business);
  });

  test('enterprise without an order: three steps, priority asked but not given without a paid plan; the admin sees the intake with its answers', async ({
    page,
  }) => {
    const email = uniqueEmail('enterprise');
    const business = `Babbage Engines ${Date.now()}`;
    await page.goto('/business-intake?plan=enterprise');
    await expectProgress(page, 1, 3, 33);
    await next(page);
    await expectCommonMessages(page);
    expect(await violations(page)).toEqual([]);
    await fillBasics(page, business, email);
    await next(page);
    await expectProgress(page, 2, 3, 67);
    await fillDetails(page);
    await next(page);

    await expectProgress(page, 3, 3, 100);
    await expect(page.getByRole('heading', { name: 'Registered Agent & Priority' })).toBeVisible();
    await page.getByLabel(/^Agent ZIP Code/).fill('1220');
    await page.getByLabel(/^Agent ZIP Code/).blur();
    await expect(page.getByText('Valid ZIP required')).toBeVisible();
    await submit(page);
    for (const message of ['Registered agent name required', 'Address required', 'City required', 'State required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel(/^Registered Agent Name/).fill('Registered Agents Inc');
    await page.getByLabel(/^Registered Agent Address/).fill('90 State Street');
    await page.getByLabel(/^Agent City/).fill('Albany');
    await choose(page, 'Agent State', 'New York');
    await page.getByLabel(/^Agent ZIP Code/).fill('12207');
    await page.getByLabel(/^Special Requirements/).fill('Foreign qualification in New Jersey.');
    await page.getByRole('checkbox', { name: 'Priority processing' }).check();
    await expect(page.getByText('Priority comes with a paid Enterprise plan: open this form from your order confirmation to have it.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await submit(page);
    await expectPortalNote(page, email);

    await signInAsAdmin(page);
    await adminSection(page, 'Business Intakes').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Intakes' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(business) });
    await expect(row).toContainText('Enterprise plan');
    await expect(row).toContainText('(212) 555-0199');
    // PRIORITY is what a paid Enterprise plan buys (docs/subscriptions-and-intake.md#priority-processing).
    await expect(row).not.toContainText('Yes (24-48 hours)');
    await row.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Registered Agents Inc');
    await expect(dialog).toContainText('Foreign qualification in New Jersey.');
    await expect(dialog).toContainText('Business Email Setup');
  });

  test('a visitor pays a plan, follows the intake link and finds their details filled in; the link opened again shows their intake received (docs/subscriptions-and-intake.md#from-the-order)', async ({
    page,
  }) => {
    const email = uniqueEmail('prefilled');
    const business = `Hopper Prefilled ${Date.now()}`;
    await page.goto('/checkout?plan=professional');
    await fillFormationForm(page, business, email);
    await payWithTestCard(page, /Subscribe for \$5,000\/month/);
    await expect(page).toHaveURL(/\/subscription-success\?plan=professional&order=[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Complete Business Intake' }).click();
    await expect(page).toHaveURL(/\/business-intake\?plan=professional&order=[0-9a-f-]{36}$/);
    const intake = page.url();

    // What the checkout asked is filled in, and stays editable.
    await expect(page.getByLabel(/^Business Name/)).toHaveValue(business);
    await expect(page.getByLabel(/^Your Full Name/)).toHaveValue('Grace Hopper');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0100');
    await shotsAtBothWidths(page, 'intake-prefilled');
    await page.getByLabel(/^Your Full Name/).fill('Grace B. Hopper');
    await choose(page, 'Business Type', 'Corporation');
    await choose(page, 'State of Formation', 'Delaware');
    await next(page);
    await fillDetails(page);
    await submit(page);
    await expectPortalNote(page, email);

    // The same link again: one intake per order (docs/subscriptions-and-intake.md#one-intake-per-order).
    await page.goto(intake);
    await expect(page.getByRole('heading', { level: 1, name: 'We already have your business information' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${business}, Professional plan. An order takes one intake`);
    await expect(page.getByRole('form', { name: 'Business intake' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'intake-received');
    await page.getByRole('link', { name: 'Open Client Portal' }).click();
    await expect(page).toHaveURL(/\/portal-login$/);
  });

  test.describe('when the server cannot take the intake', () => {
    test.use({ allowedErrors: /status of 500/ });
    test("shows the documented 'Error' toast and stays on the form with the answers kept", async ({ page }) => {
      await page.route('**/trpc/intake.submit**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify([{ error: { message: 'Internal server error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]),
        }),
      );
      await page.goto('/business-intake?plan=essential');
      await fillBasics(page, 'Failing Co', uniqueEmail('failing'));
      await submit(page);
      await expect(toast(page, 'Error')).toContainText('Failed to submit your information. Please try again.');
      await expect(page).toHaveURL(/\/business-intake\?plan=essential$/);
      await expect(page.getByLabel(/^Business Name/)).toHaveValue('Failing Co');
    });
  });
});
