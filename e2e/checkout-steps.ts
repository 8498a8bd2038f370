import { formationFor } from '../test/fixtures/checkout.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { confirmFromMail } from './portal-account.ts';

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

/**
 * Pays with the test card and closes the tab the moment the payment is confirmed: no success page, no other call
 * from the browser. What the visitor paid for must be recorded all the same (docs/payments.md, "Fulfilment").
 */
export async function payThenCloseTheTab(page: Page, button: RegExp) {
  const confirmed = page.waitForResponse((r) => r.url().includes('payments.confirmSimulated') && r.ok());
  await payWithTestCard(page, button);
  expect(JSON.stringify(await (await confirmed).json())).toContain('"status":"succeeded"');
  await page.close();
}

/** The formation form's Next. */
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Chooses an option of a form's select by the words the visitor reads. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** Step 1 of /checkout's formation form, valid: the business and its address. */
export async function fillBusinessStep(page: Page, business: string) {
  await page.getByLabel(/^Business Name/).fill(business);
  await choose(page, 'Business Type', 'LLC');
  await choose(page, 'State of Formation', 'Delaware');
  await page.getByLabel(/^Business Address/).fill('1 Compiler Way');
  await page.getByLabel(/^City/).fill('Wilmington');
  await choose(page, 'State', 'Delaware');
  await page.getByLabel(/^ZIP Code/).fill('19801');
}

/** Step 2, valid: what the business does. */
export async function fillDetailsStep(page: Page) {
  await page.getByLabel(/^Business Purpose/).fill('Compilers and programming language consulting.');
  await page.getByLabel(/^Principal Activity/).fill('Software development');
  await page.getByLabel(/^Date Business Started/).fill('2026-02-01');
  await page.getByLabel(/^Number of Employees/).fill('4');
}

/** Step 3, valid: the responsible party. */
export async function fillResponsiblePartyStep(page: Page, email: string) {
  await page.getByLabel(/^Responsible Party Name/).fill('Grace Hopper');
  await page.getByLabel(/^Title/).fill('President');
  await page.getByLabel(/^Social Security Number/).fill('987654321');
  await page.getByLabel(/^Phone/).fill('2125550100');
  await page.getByLabel(/^Email/).fill(email);
}

/** Step 5, valid: the registered agent. */
export async function fillAgentStep(page: Page) {
  await page.getByLabel(/^Registered Agent Name/).fill('Delaware Agents Inc');
  await page.getByLabel(/^Registered Agent Address/).fill('1 Agent Way');
  await page.getByLabel(/^Agent City/).fill('Dover');
  await choose(page, 'Agent State', 'Delaware');
  await page.getByLabel(/^Agent ZIP Code/).fill('19901');
}

/**
 * All six steps of /checkout's formation form, valid, up to the card step. `atEachStep` runs on each step before it
 * is filled (1 to 6), and once more on the card step (7).
 */
export async function fillFormationForm(page: Page, business: string, email: string, atEachStep: (step: number) => Promise<void> = async () => {}) {
  await atEachStep(1);
  await fillBusinessStep(page, business);
  await next(page);
  await atEachStep(2);
  await fillDetailsStep(page);
  await next(page);
  await atEachStep(3);
  await fillResponsiblePartyStep(page, email);
  await next(page);
  await atEachStep(4);
  await page.getByLabel(/^Owner Name/).fill('Grace Hopper');
  await page.getByLabel(/^Owner Address/).fill('1 Compiler Way, Wilmington DE');
  await next(page);
  await atEachStep(5);
  await fillAgentStep(page);
  await next(page);
  await atEachStep(6);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await atEachStep(7);
}

/** The admin's Orders list, in a fresh page: the row of this order (found by a text unique to it). */
export async function adminOrderRow(page: Page, text: string) {
  await signInAsAdmin(page);
  await adminSection(page, 'Orders').click();
  return page.getByRole('table', { name: 'Orders', exact: true }).getByRole('row').filter({ hasText: text });
}

/** /checkout-simple paid with the test card, ending on its /subscription-success page. */
export async function subscribeToRetainer(page: Page, plan: string, name: string, email: string, price: string) {
  await page.goto(`/checkout-simple?plan=${plan}`);
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithTestCard(page, new RegExp(`Subscribe for \\${price}/month`));
  await expect(page).toHaveURL(new RegExp(`/subscription-success\\?plan=${plan}&order=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Welcome Aboard!' })).toBeVisible();
}

/**
 * A paid order made through the site's documented calls (the way a script or another tab would), for journeys
 * about what comes after the payment. Answers the order's id.
 */
export async function paidOrderThroughTheApi(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<string> {
  const started = await request.post(path, { data: body });
  expect(started.status()).toBe(201);
  const { orderId, clientSecret } = (await started.json()) as { orderId: string; clientSecret: string };
  const confirmed = await request.post('/api/payments/simulated/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  return orderId;
}

/** A Delaware LLC formation ($4,999) paid through the documented calls in simulated mode; answers its order id. */
export function paidLlcFormationThroughTheApi(
  request: APIRequestContext,
  {
    businessName,
    email,
    contactName = 'Katherine Johnson',
    phone = '(212) 555-0199',
  }: { businessName: string; email: string; contactName?: string; phone?: string },
): Promise<string> {
  return paidOrderThroughTheApi(request, '/api/create-entity-payment', {
    entityType: 'llc',
    state: 'DE',
    amount: 4999,
    businessName,
    contactName,
    email,
    phone,
  });
}

/** A valid formation form, as /checkout's six steps send it (the `businessData` of /api/create-subscription-payment). */
export const formationData = (email: string, businessName = 'Success Page Co') => formationFor(email, businessName);

/** A portal account made through /portal-login and confirmed from its mail: signed in on the dashboard. */
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
  await confirmFromMail(page, email, password);
}
