import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message }).last();

test.describe('the business calculators', () => {
  test('entity calculator: revenue is required; the suggestion follows revenue and owners', async ({ page }) => {
    await page.goto('/calculators');
    const card = page.getByTestId('entity-calculator');
    await expect(card.getByRole('heading', { name: 'Entity Structure Calculator' })).toBeVisible();
    await card.getByRole('button', { name: 'Get Recommendation' }).click();
    await expect(toast(page, 'Please enter your expected revenue')).toBeVisible();
    await expect(card).not.toContainText('Recommended structure');

    await card.getByLabel('Expected annual revenue').fill('120000');
    await card.getByRole('button', { name: 'Get Recommendation' }).click();
    await expect(card).toContainText('Recommended structure');
    await expect(card).toContainText('LLC');
    await expect(card).not.toContainText('operating agreement');

    await card.getByLabel('Number of owners').fill('3');
    await card.getByLabel('Expected annual revenue').fill('750000');
    await card.getByRole('button', { name: 'Get Recommendation' }).click();
    await expect(card).toContainText('C-Corporation');
    await expect(card).toContainText('operating agreement');

    await card.getByLabel('Number of owners').fill('1');
    await card.getByLabel('Expected annual revenue').fill('150000');
    await card.getByRole('button', { name: 'Get Recommendation' }).click();
    await expect(card).toContainText('S-Corporation');
    await expect(card).not.toContainText('operating agreement');
  });

  test('ROI calculator: all fields are required; ROI is shown to two decimals with the annual revenue', async ({ page }) => {
    await page.goto('/calculators');
    const card = page.getByTestId('roi-calculator');
    await card.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();

    await card.getByLabel('Initial investment').fill('7000');
    await card.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();
    await expect(card).not.toContainText('First-year ROI');

    await card.getByLabel('Expected monthly revenue').fill('1000');
    await card.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(card).toContainText('71.43%');
    await expect(card).toContainText('$12,000');
    await expect(card).toContainText('$5,000');

    await card.getByLabel('Initial investment').fill('10000');
    await card.getByLabel('Expected monthly revenue').fill('2000');
    await card.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(card).toContainText('140.00%');
    await expect(card).toContainText('$24,000');
  });

  test('tax savings calculator: income and entity are required; the rate follows the entity', async ({ page }) => {
    await page.goto('/calculators');
    const card = page.getByTestId('tax-calculator');
    await card.getByLabel('Annual business income').fill('100000');
    await card.getByRole('button', { name: 'Calculate Savings' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();

    for (const [entity, savings] of [
      ['S-Corporation', '$20,000'],
      ['LLC', '$15,000'],
      ['C-Corporation', '$18,000'],
      ['Sole Proprietorship', '$0'],
    ] as const) {
      await card.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: entity });
      await card.getByRole('button', { name: 'Calculate Savings' }).click();
      await expect(card.getByText('Estimated annual tax savings').locator('..')).toContainText(savings);
    }
  });

  test('the advice button leads to /contact', async ({ page }) => {
    await page.goto('/calculators');
    await page.getByRole('link', { name: 'Get Personalized Advice' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
