import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { toast, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { coveredWhereTheyAre, expectLayoutKept } from './layout-checks.ts';
import { signedInClientWithAFormation } from './portal-client.ts';

/**
 * The site on a phone (docs/site-and-navigation.md#phones-and-desktops), each journey as a visitor on a 390 px phone
 * would tell it. Screenshots land in /tmp/shots-phone for a person to look at.
 */
const SHOTS = '/tmp/shots-phone';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a visitor finds Portal Login in the menu and in the footer, and it opens the sign-in page', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const login = menu.getByRole('link', { name: 'Portal Login' });
  await expect(login).toBeVisible();
  await shot(page, 'menu-signed-out');
  await expectLayoutKept(page, 'the mobile menu');
  await login.click();
  await expect(page).toHaveURL(/\/portal-login$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();

  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Portal Login' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toHaveAttribute('href', '/portal-login');
  await footerLink.click();
  await expect(page).toHaveURL(/\/portal-login$/);
});

test('on a phone, a signed-in client finds My Portal in the menu and the footer, and reads every status and label of their dashboard whole', async ({
  page,
  baseURL,
}) => {
  const business = await signedInClientWithAFormation(page, baseURL!, 'phone.client');
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account: Katherine Johnson' });
  await expect(account).toBeVisible();
  // The bar holds the logo, the cart, the account button and the burger side by side: the name ends before the cart.
  const logo = (await page
    .getByRole('banner')
    .getByRole('link', { name: /Elite Business Advisory/ })
    .locator('span span')
    .first()
    .boundingBox())!;
  const cart = (await page.getByRole('button', { name: 'Open cart' }).boundingBox())!;
  expect(logo.x + logo.width).toBeLessThanOrEqual(cart.x);
  await account.click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await shot(page, 'account-menu');
  await expectLayoutKept(page, 'the account menu', { axe: false, within: 'header' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My Portal' })).toHaveAttribute('href', '/portal/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Portal Login' })).toHaveCount(0);
  await shot(page, 'menu-signed-in');
  await menu.getByRole('link', { name: 'My Portal' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  const formations = page.getByRole('region', { name: 'Formations' });
  await expect(formations.getByText(business)).toBeVisible();
  await expect(formations.getByText('Received', { exact: true }).first()).toBeVisible();
  await shot(page, 'portal-dashboard');
  await page.getByRole('region', { name: 'Orders' }).scrollIntoViewIfNeeded();
  await shot(page, 'portal-dashboard-orders');
  await expectLayoutKept(page, 'the portal dashboard');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'portal-dashboard');
});

test('on a phone, a client opens Resources in the portal: every checklist and guide of /resources, whole, each asked for by e-mail (docs/portal.md#resources)', async ({
  page,
  baseURL,
}) => {
  await signedInClientWithAFormation(page, baseURL!, 'phone.resources');
  await page.goto('/portal/dashboard');
  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.scrollIntoViewIfNeeded();
  await expect(resources.getByRole('list', { name: 'Checklists' }).getByRole('listitem')).toHaveCount(5);
  await expect(resources.getByRole('list', { name: 'Guides' }).getByRole('listitem')).toHaveCount(6);
  const ask = resources.getByRole('listitem').filter({ hasText: 'Annual Compliance Checklist' }).getByRole('link', { name: 'Ask for it by e-mail' });
  await expect(ask).toHaveAttribute('href', 'mailto:advisors@elitebusinessadvisory.com?subject=Please%20send%20me%20the%20Annual%20Compliance%20Checklist');
  // Each button whole on the screen, under its title on a phone.
  for (const button of await resources.getByRole('link', { name: 'Ask for it by e-mail' }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await resources.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await shot(page, 'portal-resources');
  await expectLayoutKept(page, 'the portal resources');
  await page.setViewportSize({ width: 1280, height: 800 });
  await resources.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await shot(page, 'portal-resources');
});

/** The controls of the wizard's current step, where a visitor's thumb goes: Back, Next, Previous, Schedule. */
const wizardButtons = (page: Page): Locator => page.getByRole('button', { name: /^(Back|Next|Previous|Schedule Appointment|Schedule)$/ });

async function expectWizardButtonsClear(page: Page, state: string) {
  for (const button of await wizardButtons(page).all()) {
    // The way a visitor meets it: scrolled up from below until it shows at the bottom of the screen.
    await button.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    expect(await coveredWhereTheyAre(page), `${state}: a control under a floating button`).toEqual([]);
  }
  await expectLayoutKept(page, state, { axe: false });
}

test('on a phone, a visitor steps through the scheduling wizard and Next and Previous are never under the chat bubble or scroll to top', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 2, name: 'Select Date' })).toBeVisible();
  await page.locator('button[data-date]:not([disabled]):not([data-disabled])').filter({ visible: true }).first().click();
  await shot(page, 'schedule-date');
  await expectWizardButtonsClear(page, 'step 1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Time' })).toBeVisible();
  await page.getByRole('radio', { name: /^Executive Consultation/ }).click();
  await shot(page, 'schedule-time');
  await expectWizardButtonsClear(page, 'step 2');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Date' })).toBeVisible();
});

test('on a phone, the formation checkout fits the screen from its details, with their errors, to the card form', async ({ page }) => {
  await page.goto('/entity-checkout?type=s-corp&state=DE&price=12500');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await page.getByLabel('Business Name').fill(`Lovelace Analytical Engines ${Date.now()}`);
  await page.getByLabel('Contact Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada.phone@example.com');
  await page.getByLabel('Phone').fill('555123');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please enter a 10-digit phone number')).toBeVisible();
  await shot(page, 'entity-checkout-errors');
  await expectLayoutKept(page, 'the entity checkout with errors', { axe: false });
  await page.getByLabel('Phone').fill('2125550199');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await shot(page, 'entity-checkout-card');
  await expectLayoutKept(page, 'the entity checkout card form');
});

test('on a phone, the retainer checkout fits the screen to its card form', async ({ page }) => {
  await page.goto('/checkout-simple?plan=foundation');
  await page.getByLabel(/^Full Name/).fill('Grace Hopper');
  await page.getByLabel(/^Email/).fill(uniqueEmail('phone.retainer'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await shot(page, 'checkout-simple-card');
  await expectLayoutKept(page, 'the retainer checkout card form');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Subscribe for/ }).scrollIntoViewIfNeeded();
  await shot(page, 'checkout-simple-card');
});

test('on a phone, the chat window fits the screen with its header, status and buttons whole', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const panel = page.getByRole('region', { name: 'Live chat' });
  await expect(panel.getByRole('button', { name: 'Start Chat' })).toBeVisible();
  await panel.getByLabel('Name').fill('Grace Hopper');
  await panel.getByLabel('Email').fill(uniqueEmail('phone.chat'));
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByRole('log', { name: 'Chat messages' })).toBeVisible();
  await shot(page, 'chat-open');
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await expectLayoutKept(page, 'the chat window', { within: 'section[aria-label="Live chat"]' });
});

test('on a phone, the cart panel and its toasts fit the screen', async ({ page }) => {
  await page.goto('/services');
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'cart-open');
  await expectLayoutKept(page, 'the cart panel');
});

test.describe('toasts on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a visitor swipes a toast sideways to dismiss it, Escape dismisses the next one, its close button the third', async ({ page }) => {
    await page.goto('/resources');
    const download = page.getByRole('button', { name: 'Download' }).first();
    await download.click();
    const missing = page.locator('.mantine-Notification-root');
    await expect(missing).toBeVisible();
    await shot(page, 'toast');

    // A finger on the toast, moved 150 px to the right: the toast follows it; lifted: it leaves sideways (its
    // offset jumps past its own width, which only a dismissal does; timing out would fade it in place).
    const box = (await missing.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y }];
    const offset = () => missing.evaluate((el) => parseFloat(el.style.getPropertyValue('--notifications-swipe-offset')));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + 40) });
    for (const dx of [10, 40, 80, 120, 150]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x + 40 + dx) });
    await expect.poll(offset).toBeGreaterThan(100);
    // The way it leaves lasts only its exit transition, which a slow machine's next poll can miss: every offset it
    // takes is recorded as it happens.
    await missing.evaluate((el) => {
      const seen = window as unknown as { swipeOffsetMax?: number };
      seen.swipeOffsetMax = 0;
      const read = () => parseFloat(el.style.getPropertyValue('--notifications-swipe-offset')) || 0;
      new MutationObserver(() => (seen.swipeOffsetMax = Math.max(seen.swipeOffsetMax ?? 0, read()))).observe(el, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(missing).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { swipeOffsetMax?: number }).swipeOffsetMax)).toBeGreaterThan(box.width);

    // The pointer resting on the toast holds it (it never times out meanwhile): only the key can close it.
    await download.click();
    await expect(missing).toBeVisible();
    await missing.hover();
    await page.keyboard.press('Escape');
    await expect(missing).toBeHidden();

    await download.click();
    await expect(missing).toBeVisible();
    await missing.hover();
    await missing.getByRole('button', { name: 'Close notification' }).focus();
    await page.keyboard.press('Enter');
    await expect(missing).toBeHidden();
  });
});
