import { expect, test } from './fixtures.ts';

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
