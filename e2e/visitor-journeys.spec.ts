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

test('a visitor starts an S-Corp formation from its card on the home page and reaches the online checkout', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('listitem', { name: 'S Corporation (S-Corp)' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('$12,500')).toBeVisible();
  await card.getByRole('link', { name: 'Start Formation' }).click();
  await expect(page).toHaveURL(/\/entity-types\?type=s-corp#start-formation$/);
  const chooser = page.locator('#start-formation');
  await expect(chooser).toBeInViewport();
  await expect(chooser.getByRole('combobox', { name: 'Entity type' })).toHaveValue('S Corporation (S-Corp)');
  await expect(chooser.getByText('$12,500, one-time')).toBeVisible();
  await chooser.getByRole('combobox', { name: 'State of formation' }).click();
  await page.getByRole('option', { name: 'Delaware' }).click();
  await chooser.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/entity-checkout\?type=s-corp&state=DE&price=12500$/);
  await expect(page.getByRole('heading', { name: 'Complete Your S Corporation (S-Corp) Formation' })).toBeVisible();
});
