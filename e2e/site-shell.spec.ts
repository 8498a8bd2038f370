import { expect, test } from './fixtures.ts';

const menus = {
  Services: ['/services#plans', '/entity-types', '/fundability', '/services#digital', '/services#operations', '/services#compliance'],
  Methodology: ['/how-it-works', '/schedule', '/portal-login', '/business-readiness-quiz', '/certification-eligibility', '/calculators'],
  Resources: ['/resources#blog', '/resources#cases', '/resources#guides', '/business-name-search', '/resources#partners'],
} as const;

const hrefsIn = (locator: import('@playwright/test').Locator) => locator.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getAttribute('href')));

test.describe('the top bar on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [label, targets] of Object.entries(menus)) {
    test(`the ${label} mega menu opens on hover with exactly its links`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label }).hover();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      expect(await hrefsIn(menu)).toEqual([...targets]);
    });
  }

  test('a mega menu opens on click and closes on an outside click', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.move(640, 600);
    await page.mouse.click(640, 600);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('a mega menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Methodology' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a menu link leads to its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Methodology' }).click();
    await page.getByRole('menu').locator('a[href="/calculators"]').click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Run the numbers before you decide' })).toBeVisible();
  });

  test('Home, Contact and Portal Login sit in the top bar', async ({ page }) => {
    await page.goto('/privacy-policy');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(bar.getByRole('link', { name: 'Portal Login' })).toHaveAttribute('href', '/portal-login');
    await bar.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides out with Home, Services, How It Works, Resources, Contact, then Portal Login, and closes on a choice', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('link');
    await expect(links).toHaveText([/Home/, /Services/, /How It Works/, /Resources/, /Contact/, /Portal Login/]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/services',
      '/how-it-works',
      '/resources',
      '/contact',
      '/portal-login',
    ]);
    await drawer.getByRole('link', { name: /Home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('scroll to top', () => {
  test('appears only after scrolling past 300 px and brings the visitor back up', async ({ page }) => {
    await page.goto('/terms-of-service');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 250);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });
});

test.describe('the home page', () => {
  test('the hero leads to the services and to a consultation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explore Elite Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: 'Schedule Executive Consultation' })).toHaveAttribute('href', '/schedule');
  });

  test('shows the trust strip and every statistic', async ({ page }) => {
    await page.goto('/');
    for (const figure of ['$2.8B+', '500+', '98%', '47x', '15+', '50+', '10,000+', '99.9%']) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    }
  });

  test('the footer carries contact details, social links and the 2024 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.getByText(/© 2024 Elite Business Advisory/)).toBeVisible();
    expect(await footer.locator('a[target="_blank"]').count()).toBeGreaterThanOrEqual(3);
  });
});

test.describe('toasts from the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a keyboard user presses F8 to reach the toast, Tabs to its close button, and Escape brings them back where they were', async ({ page }) => {
    await page.goto('/resources');
    const download = page.getByRole('button', { name: /^Download/ }).first();
    await download.focus();
    await page.keyboard.press('Enter');
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toBeVisible();
    await expect(download).toBeFocused();

    // F8 is the toasts' hotkey (docs/site-and-navigation.md#toasts).
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Close notification' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
    await expect(download).toBeFocused();
  });
});
