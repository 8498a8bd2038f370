import { violations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './sign-in.ts';

test.describe('accessibility (axe): no serious or critical violations', () => {
  // Every route as it first shows, at 390 and 1280 px: the layout sweep (e2e/layout-sweep.spec.ts) runs axe on its page loads.

  test('on a phone, with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with a mega menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).first().click();
    await expect(
      page
        .getByRole('menu')
        .or(page.getByRole('navigation', { name: /services/i }))
        .first(),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with the cart open and holding services', async ({ page }) => {
    await page.goto('/services');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the calculators with their results, and the certification quiz results', async ({ page }) => {
    await page.goto('/calculators');
    await page.getByLabel('Expected annual revenue').fill('120000');
    await page.getByRole('button', { name: 'Get Recommendation' }).click();
    await page.getByLabel('Initial investment').fill('7000');
    await page.getByLabel('Expected monthly revenue').fill('1000');
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(page.getByText('First-year ROI')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/certification-eligibility');
    for (let i = 0; i < 8; i += 1) await page.getByTestId('certification-quiz').locator('ul button').first().click();
    await expect(page.getByTestId('certification-results')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the admin dashboard, and a submission opened in its dialog', async ({ page }) => {
    await signInAsAdmin(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
});
