import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const TOP_BAR = 72;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const hrefs = (locator: import('@playwright/test').Locator) => locator.evaluateAll((els) => els.map((e) => e.getAttribute('href')));

/** Where an element's top edge sits in the viewport: below the fixed top bar, near the top. */
/** The section's top edge, or -1 while the route that holds it is still loading (so a poll keeps waiting). */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => {
    const section = document.getElementById(i);
    return section ? Math.round(section.getBoundingClientRect().top) : -1;
  }, id);

test.describe('the home page sections', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('come after the hero in the documented order', async ({ page }) => {
    await page.goto('/');
    const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(2)).toEqual([
      'Six phases from formation to funding',
      'Results our clients take to the bank',
      'A senior advisory team on retainer',
      'The right structure, formed correctly the first time',
      'Become fundable in 90 days',
      'Thinking from the advisors behind $2.8B+ raised',
      'Tell us where your business is going',
    ]);
  });

  test('the process ends with buttons to /contact and /schedule, and the first one leads there', async ({ page }) => {
    await page.goto('/');
    const process = region(page, 'Six phases from formation to funding');
    await expect(process.getByRole('listitem')).toHaveCount(6);
    const contact = process.getByRole('link', { name: 'Start Your Transformation' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(process.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/schedule');
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talk with a senior advisor' })).toBeVisible();
  });

  test('the success carousel starts at the first story, wraps both ways and follows the side list', async ({ page }) => {
    await page.goto('/');
    const carousel = region(page, 'Client success stories');
    const story = (company: string) => carousel.getByRole('heading', { level: 3, name: company });
    const next = carousel.getByRole('button', { name: 'Next story' });
    const previous = carousel.getByRole('button', { name: 'Previous story' });
    // As a visitor does: scroll down to it (far down the page, its code loads on the way: lib/island.tsx).
    await carousel.scrollIntoViewIfNeeded();

    await expect(story('Meridian Health Partners')).toBeVisible();
    await previous.click();
    await expect(story('Harbor & Vine Hospitality')).toBeVisible();
    await expect(story('Meridian Health Partners')).toBeHidden();
    await next.click();
    await expect(story('Meridian Health Partners')).toBeVisible();
    for (const company of ['Northwind Analytics', 'Vantage Logistics Group', 'Harbor & Vine Hospitality', 'Meridian Health Partners']) {
      await next.click();
      await expect(story(company)).toBeVisible();
    }

    const choice = carousel.getByRole('button', { name: /Vantage Logistics Group/ });
    await expect(choice).toHaveAttribute('aria-pressed', 'false');
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(story('Vantage Logistics Group')).toBeVisible();
    await expect(carousel.getByText('$3.2M')).toBeVisible();
  });

  test('the retainer plans subscribe through the simple checkout', async ({ page }) => {
    await page.goto('/');
    const retainers = region(page, 'A senior advisory team on retainer');
    expect(await hrefs(retainers.getByRole('link', { name: 'Subscribe Now' }))).toEqual([
      '/checkout-simple?plan=foundation',
      '/checkout-simple?plan=transformation',
      '/checkout-simple?plan=enterprise-retainer',
    ]);
  });

  test('the six entity types sold online have Start Formation to the online chooser, LP and LLP Ask an Advisor', async ({ page }) => {
    await page.goto('/');
    const entities = region(page, 'The right structure, formed correctly the first time');
    const starts = entities.getByRole('link', { name: 'Start Formation' });
    await expect(starts).toHaveCount(6);
    expect(await hrefs(starts)).toContain('/entity-types?type=llc#start-formation');
    expect(new Set(await hrefs(entities.getByRole('link', { name: 'Ask an Advisor' })))).toEqual(new Set(['/contact']));
  });

  test('the fundability section links to the audit and the services', async ({ page }) => {
    await page.goto('/');
    const fundability = region(page, 'Become fundable in 90 days');
    await expect(fundability.getByRole('link', { name: 'Take Free Fundability Audit' })).toHaveAttribute('href', '/fundability#audit');
    await expect(fundability.getByRole('link', { name: 'Explore Fundability Services' })).toHaveAttribute('href', '/fundability');
  });

  test('blog teasers only show toasts and never navigate', async ({ page }) => {
    await page.goto('/');
    const blog = region(page, 'Thinking from the advisors behind $2.8B+ raised');
    await blog.scrollIntoViewIfNeeded();
    await blog.getByRole('button', { name: 'Read More' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Article Coming Soon' })).toBeVisible();
    await blog.getByRole('button', { name: 'View All Articles' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Blog Coming Soon' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('/how-it-works', () => {
  test('shows the six phases with durations and deliverables and ends with /contact and /schedule', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A proven six-phase path from formation to funding');
    const phases = region(page, 'Six phases, each with its own deliverables');
    await expect(phases.getByRole('heading', { level: 3 })).toHaveText([
      'Executive Discovery',
      'Strategic Architecture',
      'Foundation Build',
      'Fundability Activation',
      'Capital & Growth Acceleration',
      'Scale & Sustain',
    ]);
    await expect(phases.getByText('Weeks 2-3')).toBeVisible();
    await expect(phases.getByText('Lender-ready financial package')).toBeVisible();

    const links = page.getByRole('main').getByRole('link');
    expect((await hrefs(links)).slice(-2)).toEqual(['/contact', '/schedule']);
    await page.getByRole('link', { name: 'Contact Our Team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/entity-types', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('eight cards, six with Start Formation, and View details lands on the type below the top bar', async ({ page }) => {
    await page.goto('/entity-types');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = region(page, 'Compare your options at a glance');
    await expect(cards.getByRole('listitem')).toHaveCount(8);
    await expect(cards.getByRole('link', { name: 'Start Formation' })).toHaveCount(6);

    await cards.getByRole('listitem', { name: '501(c)(3) Nonprofit Corporation' }).getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/#entity-nonprofit$/);
    await expect.poll(() => topOf(page, 'entity-nonprofit')).toBeGreaterThanOrEqual(TOP_BAR);
    await expect.poll(() => topOf(page, 'entity-nonprofit')).toBeLessThan(TOP_BAR + 40);
    const detail = page.locator('#entity-nonprofit');
    await expect(detail.getByText('Timeline: 30-45 business days')).toBeVisible();
    await expect(detail.getByText('IRS Form 1023 Application')).toBeVisible();
    await detail.getByRole('link', { name: 'Start Formation' }).click();
    await expect(page).toHaveURL(/\/entity-types\?type=nonprofit#start-formation$/);
  });
});

test.describe('/resources', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hash sections are in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/resources')).text();
    for (const id of ['tools', 'guides', 'cases', 'partners', 'blog']) expect(html).toContain(`id="${id}"`);
  });

  for (const id of ['blog', 'cases', 'guides', 'partners']) {
    test(`/resources#${id} opens with that section just below the top bar`, async ({ page }) => {
      await page.goto(`/resources#${id}`);
      await expect(page.locator(`section#${id}`)).toBeInViewport();
      await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(TOP_BAR);
      await expect.poll(() => topOf(page, id)).toBeLessThan(TOP_BAR + 40);
    });
  }

  test('a Resources menu link scrolls to its section on arrival', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menu').locator('a[href="/resources#cases"]').click();
    await expect(page).toHaveURL(/\/resources#cases$/);
    await expect.poll(() => topOf(page, 'cases')).toBeGreaterThanOrEqual(TOP_BAR);
    await expect.poll(() => topOf(page, 'cases')).toBeLessThan(TOP_BAR + 40);
  });

  test('tools link to their pages; a checklist download and a guide only show toasts', async ({ page }) => {
    await page.goto('/resources');
    expect(await hrefs(page.locator('section#tools').getByRole('link'))).toEqual([
      '/business-readiness-quiz',
      '/business-name-search',
      '/certification-eligibility',
      '/calculators',
    ]);
    const guides = page.locator('section#guides');
    await expect(guides.getByRole('button', { name: 'Get the Guide' })).toHaveCount(6);
    await expect(guides.getByRole('button', { name: 'Download' })).toHaveCount(5);
    await guides.getByRole('button', { name: 'Download' }).first().click();
    const sent = page.getByRole('alert').filter({ hasText: 'Checklist by E-mail' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText('New Business Launch Checklist');
    await guides.getByRole('button', { name: 'Get the Guide' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Available in the Client Portal' })).toBeVisible();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('section#partners').getByRole('heading', { level: 3 })).toHaveCount(4);
  });
});

test.describe('/contact details', () => {
  test('phone, e-mail, address, hours, the 24-hour promise, a consultation and live chat', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    await expect(main.getByRole('link', { name: 'advisors@elitebusinessadvisory.com' })).toHaveAttribute('href', 'mailto:advisors@elitebusinessadvisory.com');
    await expect(main.getByText('200 Park Avenue, Suite 1700, New York, NY 10166')).toBeVisible();
    await expect(main.getByText('Monday-Friday 9 AM-6 PM EST')).toBeVisible();
    await expect(main.getByText('We respond within 24 hours', { exact: true })).toBeVisible();
    await expect(main.getByText('Free 30-minute consultation')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/schedule');

    await page.evaluate(() => {
      window.addEventListener('elite:open-chat', () => document.body.setAttribute('data-chat-asked', 'yes'));
    });
    await main.getByRole('button', { name: 'Live Chat' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-chat-asked', 'yes');
    await expect(page).toHaveURL(/\/contact$/);
  });
});
