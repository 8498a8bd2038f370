import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/**
 * Issue 22's visitor journeys, each as a visitor would tell it: a priced product is found, reached and bought from
 * where it is shown; what a page promises, it does.
 */

test('a visitor finds the $5,000 monthly plan on /services and reaches its checkout', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: 'Monthly plans from $1,000' }).click();
  const section = page.locator('#monthly-plans');
  await expect(section.getByRole('heading', { name: 'Professional' })).toBeInViewport();
  const professional = section.getByRole('listitem', { name: 'Professional' });
  await expect(professional.getByText('$5,000')).toBeVisible();
  await professional.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=professional$/);
  await expect(page.getByRole('heading', { name: 'Professional Plan Checkout' })).toBeVisible();
});

test('a visitor starts an S-Corp formation from its card on the home page and reaches the online checkout', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('listitem', { name: 'S Corporation (S-Corp)' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('$12,500')).toBeVisible();
  await card.getByRole('link', { name: 'Start Formation' }).click();
  await expect(page).toHaveURL(/\/entity-types\?type=s-corp#start-formation$/);
  const chooser = page.locator('#start-formation');
  await expect(chooser).toBeInViewport();
  await expect(chooser.getByRole('combobox', { name: 'Entity type' })).toHaveValue('s-corp');
  await expect(chooser.getByText('$12,500, one-time')).toBeVisible();
  await chooser.getByRole('combobox', { name: 'State of formation' }).selectOption({ label: 'Delaware' });
  await chooser.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/entity-checkout\?type=s-corp&state=DE&price=12500$/);
  await expect(page.getByRole('heading', { name: 'Complete Your S Corporation (S-Corp) Formation' })).toBeVisible();
});

test('after the fundability audit, a visitor follows See Fundability Services and sees the packages', async ({ page }) => {
  await page.goto('/fundability');
  await page.getByRole('button', { name: 'Get Fundability Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Free Fundability Audit' });
  for (let i = 0; i < 8; i += 1) {
    await dialog.getByRole('radio').first().click();
    await dialog.getByRole('button', { name: i === 7 ? 'Get Results' : 'Next' }).click();
  }
  await dialog.getByRole('button', { name: 'See Fundability Services' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Choose your path to capital' })).toBeInViewport();
  await expect(page.locator('#services')).toBeFocused();
});

test('after Generate Report in the readiness assessment, the visitor sees the report without scrolling', async ({ page }) => {
  test.slow();
  await page.goto('/business-readiness-quiz');
  const quiz = page.getByTestId('assessment-quiz');
  // As a visitor reads each question before answering it: pressed before the assessment's code came (it comes as the
  // visitor reaches for it, decision 61), a second answer would be given to the question still on the screen.
  for (let i = 0; i < 40; i += 1) {
    await expect(quiz).toContainText(`Question ${i + 1} of 40`);
    await quiz.getByRole('radio').first().click();
    await quiz.getByRole('button', { name: i === 39 ? 'View Results' : 'Next' }).click();
  }
  await page.getByTestId('assessment-results').getByRole('button', { name: 'Get Detailed Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Detailed Report' });
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Email Address').fill('grace.journeys@example.com');
  await dialog.getByRole('button', { name: 'Generate Report' }).click();
  await expect(dialog).toBeHidden();
  const title = page.getByRole('heading', { name: 'Business Readiness Assessment Report' });
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
});

test('a visitor reserves an available business name by leaving name, e-mail and phone, and the team sees the request', async ({ page }) => {
  const business = `Bright Harbor ${Date.now().toString(36)}`;
  const email = `ada.reserve.${Date.now()}@example.com`;
  await page.goto('/business-name-search');
  await page.getByRole('textbox', { name: 'Business Name' }).fill(business);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Search Availability' }).click();
  await page.getByRole('button', { name: 'Reserve This Name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve This Name' });
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(212) 555-0100');
  const sent = page.waitForResponse((res) => res.url().includes('/trpc/leads.create'));
  await dialog.getByRole('button', { name: 'Request Reservation' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Reservation Process Started' })).toContainText(`reserve "${business} LLC" in Texas`);

  await signInAsAdmin(page);
  await adminSection(page, 'Contact Submissions').click();
  const row = page.getByRole('table', { name: 'Contact Submissions' }).getByRole('row').filter({ hasText: email });
  await row.click();
  await expect(page.getByRole('dialog', { name: 'Ada Lovelace' })).toContainText(`Please reserve the business name "${business} LLC"`);
});

test('a visitor opening the chat is told one true thing: offline means leave a message, never an advisor "with you shortly"', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const panel = page.getByRole('region', { name: 'Live chat' });
  // Other journeys may have an agent signed in meanwhile: the header and the text must agree either way.
  const advisor = panel.getByText('an advisor will be with you shortly');
  const offline = panel.getByText("Our team is offline right now. Tell us who you are and leave a message: we'll reply by e-mail within 24 hours.");
  await expect(advisor.or(offline)).toBeVisible();
  if (await panel.getByText('Online', { exact: true }).isVisible()) await expect(advisor).toBeVisible();
  else {
    await expect(panel.getByText('No agent online', { exact: true })).toBeVisible();
    await expect(offline).toBeVisible();
    await expect(advisor).toHaveCount(0);
  }
  await expect(panel.getByRole('button', { name: 'Start Chat' })).toBeVisible();
});

test("a visitor reading the retainer checkout's testimonial does not meet a home-page client speaking for another company", async ({ page }) => {
  await page.goto('/checkout-simple?plan=foundation');
  await expect(page.getByText('— Elena Marsh, CEO, NovaTech Solutions')).toBeVisible();
  await page.goto('/');
  const stories = page.locator('body');
  await expect(stories.getByText('Dr. Sarah Chen').first()).toBeAttached();
  await expect(stories.getByText(/NovaTech|Elena Marsh/)).toHaveCount(0);
});

// docs/decisions/0058-visit-pages-rendered-per-request.md: the pages rendered on the server for each request carry
// their own content before any script runs.
for (const [path, heading, content] of [
  ['/checkout?plan=professional', 'Professional Plan Checkout', 'Business Name'],
  ['/checkout-simple?plan=foundation', 'Subscribe to the Foundation Retainer', 'Full Name'],
  ['/entity-checkout?type=llc&state=DE&price=4999', 'Complete Your Limited Liability Company (LLC) Formation', 'Business Name'],
  ['/business-intake?plan=essential', 'Business Intake', 'Business Name'],
  ['/subscription-success?plan=essential', 'No order to show', 'this link names no order'],
] as const) {
  test(`a visitor opening ${path} on a slow phone reads the page itself before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Elite Business Advisory/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(content).first()).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
    await context.close();
  });
}

test('staff opening /support-chat read its sign-in before any script runs: the back office bar and the form, no session check to wait for', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/support-chat');
  await expect(bare.getByRole('banner')).toContainText('Back office');
  await expect(bare.getByRole('heading', { level: 1, name: 'Support Chat' })).toBeVisible();
  await expect(bare.getByRole('form', { name: 'Support Chat' }).getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(bare.getByLabel('Checking your session')).toHaveCount(0);
  await context.close();
  await page.goto('/support-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Chat' })).toBeVisible();
});

test('the plan checkout the server rendered goes live in place: a visitor types into it as soon as it shows', async ({ page }) => {
  await page.goto('/checkout?plan=professional');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeVisible();
  await page.getByLabel(/^Business Name/).fill('Rendered Test LLC');
  await expect(page.getByLabel(/^Business Name/)).toHaveValue('Rendered Test LLC');
});
