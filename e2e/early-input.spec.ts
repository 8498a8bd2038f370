import type { Locator, Page } from '@playwright/test';
import {
  fillAgentStep,
  fillBusinessStep,
  fillDetailsStep,
  fillFormationForm,
  fillResponsiblePartyStep,
  next,
  payWithTestCard,
  uniqueEmail,
} from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

/**
 * docs/site-and-navigation.md#before-the-page-is-live: what a visitor types and presses before a prerendered page's
 * scripts have run is kept and applied. The scripts are held back here, as a slow phone would hold them.
 */
/** Opens a page without waiting for it to be live (the journeys' `goto` waits, e2e/fixtures.ts). */
const openEarly = (page: Page, path: string) => (Object.getPrototypeOf(page) as Page).goto.call(page, path);

/** Holds the page's scripts (or only those matching `scripts`) until the test releases them. */
async function holdScripts(page: Page, scripts: string | RegExp = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

type Contact = { firstName: string; lastName: string; email: string; phone: string; businessType: string; message: string };

/** Types a whole message into the contact form, as a visitor would, field by field. */
async function fillContact(form: Locator, contact: Contact) {
  await form.getByRole('textbox', { name: /^First Name/ }).fill(contact.firstName);
  await form.getByRole('textbox', { name: /^Last Name/ }).fill(contact.lastName);
  await form.getByRole('textbox', { name: /^Email/ }).fill(contact.email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill(contact.phone);
  await form.getByRole('combobox', { name: /^Business Type/ }).selectOption(contact.businessType);
  await form.getByRole('textbox', { name: /^Message/ }).fill(contact.message);
}

test('a visitor types the home contact form and presses Send before its scripts arrive: the message is sent with every word', async ({ page }) => {
  const release = await holdScripts(page);
  await openEarly(page, '/');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.scrollIntoViewIfNeeded();
  const contact = {
    firstName: 'Early',
    lastName: 'Bird',
    email: 'early.bird@example.com',
    phone: '(212) 555-0142',
    businessType: 'llc',
    message: 'Typed before the page was live; it must arrive whole.',
  };
  await fillContact(form, contact);
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/contacts') && req.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Still on the page (no native submit reloaded it with the fields in the address), the words still there.
  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Early');

  release();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject(contact);
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
});

test('a quick press on Read More far down the home page, before its code has come, still opens its answer', async ({ page }) => {
  const release = await holdScripts(page);
  await openEarly(page, '/');
  const readMore = page.getByRole('button', { name: 'Read More' }).first();
  await readMore.scrollIntoViewIfNeeded();
  await readMore.click();
  // The page's start-up script held the press (web/scripts/prerender.ts).
  expect(await page.evaluate(() => (window as { __earlyPresses?: Element[] }).__earlyPresses?.map((button) => button.textContent))).toEqual(['Read More']);
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Article Coming Soon' })).toBeVisible();
});

test('a visitor types a revenue into the entity calculator and presses Get Recommendation before its scripts arrive: the recommendation follows', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/calculators');
  const card = page.getByTestId('entity-calculator');
  await card.getByLabel('Expected annual revenue').fill('120000');
  await card.getByRole('button', { name: 'Get Recommendation' }).click();
  await expect(card.getByLabel('Expected annual revenue')).toHaveValue('120000');
  release();
  await expect(card).toContainText('Recommended structure');
  await expect(card).toContainText('LLC');
  await expect(card.getByLabel('Expected annual revenue')).toHaveValue('$120,000');
});

test('a visitor types a business name, chooses a state and presses Search Availability before the tool is live: the search runs with them', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/business-name-search');
  const form = page.getByRole('form', { name: 'Check a business name' });
  await form.getByRole('textbox', { name: 'Business Name' }).fill('Early Harbor Consulting');
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
  const searched = page.waitForRequest((req) => /\/(api\/tools\/name-search|trpc\/nameSearch\.search)/.test(req.url()) && req.method() === 'POST');
  await form.getByRole('button', { name: 'Search Availability' }).click();
  release();
  const request = await searched;
  expect(JSON.stringify(request.postDataJSON())).toContain('"businessName":"Early Harbor Consulting"');
  expect(JSON.stringify(request.postDataJSON())).toContain('"state":"TX"');
  await expect(page.getByTestId('name-search-results')).toContainText('Early Harbor Consulting');
});

test('a visitor picks an answer to the first assessment question before the assessment is live: the answer is kept', async ({ page }) => {
  const release = await holdScripts(page);
  await openEarly(page, '/business-readiness-quiz');
  const quiz = page.getByTestId('assessment-quiz');
  await quiz.getByRole('radio').nth(1).click();
  release();
  await expect(quiz.getByRole('radio').nth(1)).toBeChecked();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('Question 2 of 40')).toBeVisible();
});

test('a press that comes while the held presses are pressed again waits its turn: the answer, then Next (docs/site-and-navigation.md#before-the-page-is-live)', async ({
  page,
}) => {
  // The assessment's code is held; the page around it is live. The answer is pressed (held), then, the moment the
  // assessment goes live and before the held answer is pressed again, Next: a quick visitor on a busy phone.
  const release = await holdScripts(page, /\/assets\/ReadinessQuiz-[^/]*\.js$/);
  await page.goto('/business-readiness-quiz');
  const quiz = page.getByTestId('assessment-quiz');
  await quiz.getByRole('radio').nth(1).click();
  await quiz.evaluate((element) => {
    const island = element.closest('[data-island]')!;
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute('data-island-live')) return;
      observer.disconnect();
      const buttons: HTMLButtonElement[] = Array.from(element.querySelectorAll('button'));
      buttons.find((button) => button.textContent === 'Next')?.click();
    });
    observer.observe(island, { attributes: true, attributeFilter: ['data-island-live'] });
  });
  release();
  await expect(quiz.getByText('Question 2 of 40')).toBeVisible();
  await quiz.getByRole('button', { name: 'Previous' }).click();
  await expect(quiz.getByRole('radio').nth(1)).toBeChecked();
});

test('the page is live but the contact form still waits for its code: what a visitor types and sends meanwhile arrives whole', async ({ page }) => {
  // Only the form's own code is held: the page around it hydrates and re-renders (it did throw the waiting form away,
  // typed words and the held press with it, lib/island.tsx).
  const release = await holdScripts(page, /\/assets\/ContactForm-[^/]*\.js$/);
  await page.goto('/contact?service=Credit%20Builder%20Program');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const firstName = form.getByRole('textbox', { name: /^First Name/ });
  await firstName.evaluate((field) => field.setAttribute('data-typed-here', ''));
  const contact = {
    firstName: 'Waiting',
    lastName: 'Room',
    email: 'waiting.room@example.com',
    phone: '(212) 555-0143',
    businessType: 'llc',
    message: 'Typed while the form was on its way.',
  };
  await fillContact(form, contact);
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/contacts') && req.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();

  release();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ ...contact, service: 'Credit Builder Program' });
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  // The field the visitor typed into is the one on the page: nothing was rendered afresh.
  await expect(firstName).toHaveAttribute('data-typed-here', '');
  await expect(form.getByText('Regarding:')).toHaveText('Regarding: Credit Builder Program');
});

test('a visitor fills the plan checkout the server rendered before its scripts run: the live form keeps every field and takes them to the card step (docs/decisions/0058-visit-pages-rendered-per-request.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/checkout?plan=essential');
  const business = `Typed Early ${Date.now()} LLC`;
  // The server's HTML: the plan's form with its labels, no script has run.
  await expect(page.getByRole('heading', { level: 1, name: 'Essential Plan Checkout' })).toBeVisible();
  await fillBusinessStep(page, business);
  const businessName = page.getByLabel(/^Business Name/);
  await businessName.evaluate((field) => field.setAttribute('data-typed-here', ''));

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  // Hydrated in place: the same field, with what was typed, and the form's state holds it too (Next checks it).
  await expect(businessName).toHaveAttribute('data-typed-here', '');
  await expect(businessName).toHaveValue(business);
  await expect(page.getByRole('combobox', { name: 'State of Formation', exact: true })).toHaveValue('DE');
  await next(page);
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await fillDetailsStep(page);
  await next(page);
  await fillResponsiblePartyStep(page, uniqueEmail('typed.early'));
  await next(page);
  await page.getByLabel(/^Owner Name/).fill('Grace Hopper');
  await page.getByLabel(/^Owner Address/).fill('1 Compiler Way, Wilmington DE');
  await next(page);
  await fillAgentStep(page);
  await next(page);
  const started = page.waitForRequest((req) => req.url().includes('payments.startPlanCheckout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  expect((await started).postData()).toContain(business);
  await expect(page.getByLabel('Card number')).toBeVisible();
});

/** /checkout-simple's page code: an island that loads when the visitor reaches for it (docs/decisions/0061-islands-hear-approaches-above-react.md). */
const SIMPLE_CHECKOUT_CODE = /\/assets\/SimpleCheckoutPage-[^/]*\.js$/;

test('a visitor fills /checkout-simple the server rendered and presses Continue before its scripts run: the live page takes the details to the card step (docs/decisions/0061-islands-hear-approaches-above-react.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/checkout-simple?plan=foundation');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to the Foundation Retainer' })).toBeVisible();
  const email = uniqueEmail('simple.early');
  await page.getByLabel(/^Full Name/).fill('Early Subscriber');
  await page.getByLabel(/^Email/).fill(email);
  const started = page.waitForRequest((req) => req.url().includes('payments.startSimpleCheckout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout-simple\?plan=foundation$/);

  release();
  const body = (await started).postData() ?? '';
  expect(body).toContain('Early Subscriber');
  expect(body).toContain(email);
  await payWithTestCard(page, /Subscribe for \$25,000\/month/);
  await expect(page).toHaveURL(/\/subscription-success\?plan=foundation&order=[0-9a-f-]{36}$/);
});

test('/checkout-simple is live without its page code, which comes when the visitor reaches for the form: what was typed and pressed meanwhile reaches the card step (docs/decisions/0061-islands-hear-approaches-above-react.md)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, '/checkout-simple?plan=professional', SIMPLE_CHECKOUT_CODE);

  const fullName = page.getByLabel(/^Full Name/);
  // The journeys' own gestures (CDP focus, pointer and keys): React stops them at its root while the part waits.
  await fullName.fill('Reaching Visitor');
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const email = uniqueEmail('simple.reaching');
  await page.getByLabel(/^Email/).fill(email);
  const started = page.waitForRequest((req) => req.url().includes('payments.startSimpleCheckout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  release();
  await expect(island).toHaveAttribute('data-island-live', '');
  const body = (await started).postData() ?? '';
  expect(body).toContain('Reaching Visitor');
  expect(body).toContain(email);
  await payWithTestCard(page, /Subscribe for \$5,000\/month/);
  await expect(page).toHaveURL(/\/subscription-success\?plan=professional&order=[0-9a-f-]{36}$/);
});

test('a staff member types their sign-in into the Support Chat page the server rendered, before its scripts run: the live form keeps it and opens the desk (docs/decisions/0058-visit-pages-rendered-per-request.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/support-chat');
  // The server's HTML: the sign-in form with its labels, no script has run.
  const form = page.getByRole('form', { name: 'Support Chat' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(E2E_ADMIN.username);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Join Chat' })).toBeVisible();
});

/**
 * /checkout's and /entity-checkout's page code: islands that load when the visitor reaches for the form
 * (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md).
 */
const PLAN_CHECKOUT_CODE = /\/assets\/PlanCheckoutPage-[^/]*\.js$/;
const ENTITY_CHECKOUT_CODE = /\/assets\/EntityCheckoutPage-[^/]*\.js$/;
const ENTITY_LINK = '/entity-checkout?type=llc&state=DE&price=4999';

/**
 * Opens a page with its island's code (`script`) held until the test releases it: the page goes live, the island
 * waits, and its code is not asked for (a visitor who only reads never downloads it). `asked`: the requests for it.
 */
async function openWithIslandCodeHeld(page: Page, path: string, script: RegExp) {
  const asked: string[] = [];
  page.on('request', (request) => script.test(request.url()) && asked.push(request.url()));
  const release = await holdScripts(page, script);
  await page.goto(path);
  const island = page.locator('[data-island]');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(island).not.toHaveAttribute('data-island-live');
  expect(asked).toEqual([]);
  return { asked, release, island };
}

/** The entity checkout's details, valid. */
async function fillEntityDetails(page: Page, business: string, email: string) {
  await page.getByLabel(/^Business Name/).fill(business);
  await page.getByLabel(/^Contact Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('2125550199');
}

/** Pays the entity checkout's card step with the test card: its success page follows. */
async function payForTheFormation(page: Page) {
  await payWithTestCard(page, /Pay \$4,999 and Start Formation/);
  await expect(page).toHaveURL(/\/entity-success\?order=[0-9a-f-]{36}$/);
}

test('a visitor fills the first step of /checkout?plan=essential and presses Next before its scripts run: the live page opens the second step and takes what was typed to the card step (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/checkout?plan=essential');
  await expect(page.getByRole('heading', { level: 1, name: 'Essential Plan Checkout' })).toBeVisible();
  const business = `Pressed Early ${Date.now()} LLC`;
  const started = page.waitForRequest((req) => req.url().includes('payments.startPlanCheckout'));
  await fillFormationForm(page, business, uniqueEmail('plan.pressed'), async (step) => {
    if (step !== 2) return;
    // Next was pressed with no script on the page: held, not sent as a form.
    await expect(page).toHaveURL(/\/checkout\?plan=essential$/);
    release();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
  });
  expect((await started).postData()).toContain(business);
});

test('/checkout?plan=essential is live without its page code, which comes when the visitor reaches for the form: what was typed and pressed meanwhile reaches the card step (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, '/checkout?plan=essential', PLAN_CHECKOUT_CODE);

  const business = `Reaching Visitor ${Date.now()} LLC`;
  const started = page.waitForRequest((req) => req.url().includes('payments.startPlanCheckout'));
  await fillFormationForm(page, business, uniqueEmail('plan.reaching'), async (step) => {
    if (step !== 2) return;
    // The first field reached asked for the code; Next, pressed while it came, is pressed again once it is here.
    expect(asked.length).toBeGreaterThan(0);
    release();
    await expect(island).toHaveAttribute('data-island-live', '');
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
  });
  expect((await started).postData()).toContain(business);
});

test('a visitor fills /entity-checkout the server rendered and presses Continue before its scripts run: the live page takes the details to the card step (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, ENTITY_LINK);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Limited Liability Company (LLC) Formation' })).toBeVisible();
  const business = `Lovelace Early ${Date.now()}`;
  const email = uniqueEmail('entity.early');
  await fillEntityDetails(page, business, email);
  const started = page.waitForRequest((req) => req.url().includes('payments.startEntityCheckout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/entity-checkout\?type=llc&state=DE&price=4999$/);

  release();
  const body = (await started).postData() ?? '';
  expect(body).toContain(business);
  expect(body).toContain(email);
  await payForTheFormation(page);
});

test('/entity-checkout is live without its page code, which comes when the visitor reaches for the form: what was typed and pressed meanwhile reaches the card step (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, ENTITY_LINK, ENTITY_CHECKOUT_CODE);

  const business = `Lovelace Reaching ${Date.now()}`;
  const email = uniqueEmail('entity.reaching');
  await page.getByLabel(/^Business Name/).fill(business);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await fillEntityDetails(page, business, email);
  const started = page.waitForRequest((req) => req.url().includes('payments.startEntityCheckout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  release();
  await expect(island).toHaveAttribute('data-island-live', '');
  const body = (await started).postData() ?? '';
  expect(body).toContain(business);
  expect(body).toContain(email);
  await payForTheFormation(page);
});

/** /business-intake's form: an island that loads when the visitor reaches for it (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md). */
const INTAKE_CODE = /\/assets\/BusinessIntakePage-[^/]*\.js$/;

/** Step 1 of the intake, typed as plain HTML fields (the phone as the live form would have formatted it). */
async function fillIntakeBasics(page: Page, business: string, email: string) {
  await page.getByLabel(/^Business Name/).fill(business);
  await page.getByRole('combobox', { name: 'Business Type', exact: true }).selectOption({ label: 'Corporation' });
  await page.getByRole('combobox', { name: 'State of Formation', exact: true }).selectOption({ label: 'New York' });
  await page.getByLabel(/^Your Full Name/).fill('Early Founder');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('(212) 555-0199');
}

/** Back on step 1 of the live form: every field kept what was typed before the form was live. */
async function expectIntakeBasicsKept(page: Page, business: string, email: string) {
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel(/^Business Name/)).toHaveValue(business);
  await expect(page.getByRole('combobox', { name: 'Business Type', exact: true })).toHaveValue('corporation');
  await expect(page.getByRole('combobox', { name: 'State of Formation', exact: true })).toHaveValue('NY');
  await expect(page.getByLabel(/^Your Full Name/)).toHaveValue('Early Founder');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0199');
}

test('a visitor fills the business intake the server rendered and presses Next before its scripts run: the live form takes step 1 and shows step 2 (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openEarly(page, '/business-intake?plan=professional');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Intake' })).toBeVisible();
  const email = uniqueEmail('intake.early');
  await fillIntakeBasics(page, 'Early Engines LLC', email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/business-intake\?plan=professional$/);

  release();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByLabel(/^Business Address/)).toBeVisible();
  await expectIntakeBasicsKept(page, 'Early Engines LLC', email);
});

test('/business-intake is live without its form code, which comes when the visitor reaches for the form: what was typed and pressed meanwhile reaches step 2 (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, '/business-intake?plan=professional', INTAKE_CODE);

  const email = uniqueEmail('intake.reaching');
  await fillIntakeBasics(page, 'Reaching Engines LLC', email);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  release();
  await expect(island).toHaveAttribute('data-island-live', '');
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expectIntakeBasicsKept(page, 'Reaching Engines LLC', email);
});

test('a phone typed as digits into the intake before its form is live arrives formatted, as the live field formats it (docs/site-and-navigation.md#before-the-page-is-live)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, '/business-intake?plan=essential', INTAKE_CODE);

  // The digits only, key by key, the way a visitor types them: the page's plain field takes them as they come.
  await page.getByLabel(/^Phone/).pressSequentially('212555019988');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('212555019988');
  await expect.poll(() => asked.length).toBeGreaterThan(0);

  release();
  await expect(island).toHaveAttribute('data-island-live', '');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('(212) 555-0199');
});

/** /support-chat's sign-in: an island that loads when the staff member reaches for it (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md). */
const SIGN_IN_CODE = /\/assets\/SupportChatSignIn-[^/]*\.js$/;

test('/support-chat is live without its sign-in code, which comes when the staff member reaches for the form: the sign-in typed meanwhile opens the desk (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md)', async ({
  page,
}) => {
  const { asked, release, island } = await openWithIslandCodeHeld(page, '/support-chat', SIGN_IN_CODE);

  const form = page.getByRole('form', { name: 'Support Chat' });
  await form.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();

  release();
  await expect(island).toHaveAttribute('data-island-live', '');
  await expect(page.getByRole('button', { name: 'Join Chat' })).toBeVisible();
});

test('a visitor sent back by a refused checkout link reads why before the page is live, and nothing moves when it goes live (docs/entity-checkout.md#query-parameters)', async ({
  page,
}) => {
  // Layout shifts as Lighthouse counts them (CLS); the count starts over just before the app goes live (below).
  await page.addInitScript(() => {
    const counted = window as unknown as { shifted: number };
    counted.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) counted.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdScripts(page);
  await openEarly(page, '/entity-checkout?type=llc&state=DE&price=1');
  await expect(page).toHaveURL(/\/entity-types\?unavailable=price$/);

  // No script of the app has run: the prerendered page shows the line of this reason, and only that one.
  const notice = page.getByRole('status').filter({ hasText: 'This checkout link could not be used' });
  await expect(notice).toContainText('That checkout link carried a price that is not ours.');
  await expect(page.getByText('That checkout link named a state we do not know.')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
  // The web font arriving late (a busy machine) moves the header's menu chevrons a few pixels before the app is live;
  // that is the font's swap, not the notice: from here on, only what going live moves is counted.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    (window as unknown as { shifted: number }).shifted = 0;
  });

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(notice).toContainText('That checkout link carried a price that is not ours.');
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});
