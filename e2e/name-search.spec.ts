import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { violations } from './axe.ts';

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function expectToast(page: Page, title: string, message: string | RegExp) {
  await expect(toast(page, title)).toBeVisible();
  await expect(toast(page, title)).toContainText(message);
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Business Name' });

async function chooseState(page: Page, state: string) {
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: state });
}

test.describe('/business-name-search', () => {
  test('an empty name and a missing state are refused with their toasts', async ({ page }) => {
    await page.goto('/business-name-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Name Search' })).toBeVisible();
    const search = page.getByRole('button', { name: 'Search Availability' });
    await search.click();
    await expectToast(page, 'Please enter a business name', 'Type the name you would like to register.');
    await expect(nameField(page)).toBeFocused();
    await nameField(page).fill('Bright Harbor Consulting');
    await search.click();
    await expectToast(page, 'Please select a state', 'Choose the state where you will form the business.');
    await expect(page.getByTestId('name-search-results')).toHaveCount(0);
  });

  test('a free name is available; a suggestion fills the name, Reserve This Name and Search Another Name work', async ({ page }) => {
    const name = `Bright Harbor Studio ${Date.now().toString(36)}`;
    await page.goto('/business-name-search');
    await nameField(page).fill(name);
    await chooseState(page, 'New York');
    await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue('llc');
    await page.getByRole('button', { name: 'Search Availability' }).click();

    const results = page.getByTestId('name-search-results');
    await expect(results.getByTestId('availability')).toHaveText('Available');
    await expect(results.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(results).toContainText('Limited Liability Company in New York');
    await expect(results).toContainText(`Filing name: ${name} LLC`);
    await expectToast(page, 'Great news!', `"${name}" passes the naming rules and is not taken in our records for New York.`);

    // The domain, trademark and social rows are placeholders, and say so.
    const placeholders = results.getByTestId('placeholder-checks');
    await expect(placeholders).toContainText('Illustration only - not a real lookup');
    await expect(placeholders).toContainText('We did not search domain registrars, the USPTO trademark register or any social network.');
    await expect(placeholders.getByRole('list', { name: 'Domain (examples)' }).getByRole('listitem')).toHaveCount(3);
    expect(await violations(page)).toEqual([]);

    const suggestions = results.getByRole('list', { name: 'Alternative names' }).getByRole('button');
    await expect(suggestions).toHaveCount(5);
    await expect(suggestions).toHaveText([
      `${name} Group LLC`,
      `${name} Solutions LLC`,
      `${name} Partners LLC`,
      `${name} Enterprises LLC`,
      `${name} Holdings LLC`,
    ]);
    await suggestions.nth(1).click();
    await expect(page.getByTestId('name-search-results')).toHaveCount(0);
    await expect(nameField(page)).toHaveValue(`${name} Solutions LLC`);

    await page.getByRole('button', { name: 'Search Availability' }).click();
    await expect(results.getByRole('heading', { level: 2, name: `${name} Solutions LLC` })).toBeVisible();
    await results.getByRole('button', { name: 'Reserve This Name' }).click();
    const reserve = page.getByRole('dialog', { name: 'Reserve This Name' });
    await reserve.getByLabel('First Name').fill('Ada');
    await reserve.getByLabel('Last Name').fill('Lovelace');
    await reserve.getByLabel('Email').fill('ada.name@example.com');
    await reserve.getByLabel('Phone').fill('(212) 555-0100');
    await reserve.getByRole('button', { name: 'Request Reservation' }).click();
    await expectToast(page, 'Reservation Process Started', `reserve "${name} Solutions LLC" in New York`);

    await results.getByRole('button', { name: 'Search Another Name' }).click();
    await expect(page.getByTestId('name-search-results')).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
  });

  test('a name the rules refuse is not available, says why, and offers names that pass', async ({ page }) => {
    await page.goto('/business-name-search');
    await nameField(page).fill('First Harbor Bank');
    await chooseState(page, 'Florida');
    await page.getByRole('button', { name: 'Search Availability' }).click();
    const results = page.getByTestId('name-search-results');
    await expect(results.getByTestId('availability')).toHaveText('Not Available');
    await expect(results.getByRole('button', { name: 'Reserve This Name' })).toHaveCount(0);
    await expectToast(page, 'Name not available', '"Bank" is a restricted word: it needs the approval of the state banking regulator.');
    await expect(results.getByRole('list', { name: 'Alternative names' }).getByRole('button').first()).toHaveText('First Harbor Group LLC');
  });

  test.describe('when the search fails', () => {
    test.use({ allowedErrors: /status of 500/ });
    test('the Search failed toast shows and the form stays', async ({ page }) => {
      await page.route('**/trpc/nameSearch.search**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '[{"error":{"message":"down","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}]',
        }),
      );
      await page.goto('/business-name-search');
      await nameField(page).fill('Bright Harbor');
      await chooseState(page, 'Texas');
      await page.getByRole('button', { name: 'Search Availability' }).click();
      await expectToast(page, 'Search failed', 'Unable to check name availability. Please try again.');
      await expect(nameField(page)).toHaveValue('Bright Harbor');
    });
  });

  test('the advisor button goes to /contact', async ({ page }) => {
    await page.goto('/business-name-search');
    await page.getByRole('link', { name: 'Talk to a Formation Specialist' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/business-name-test', () => {
  // The aborted request is logged by Chromium; the page shows it as 'Fetch error'.
  test.use({ allowedErrors: /net::ERR_(CONNECTION_REFUSED|FAILED)/ });
  test('sends the call and shows the answer, "Error {status}: ..." and "Fetch error"', async ({ page }) => {
    await page.goto('/business-name-test');
    const output = page.getByTestId('name-test-output');
    await expect(output).toHaveText('No request sent yet.');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(output).toContainText('"available": true');
    await expect(output).toContainText('"filingName": "Test Business LLC"');

    await page.getByLabel('businessName').fill('');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(output).toContainText('Error 400: ');
    await expect(output).toContainText('Please enter a business name');

    await page.route('**/api/tools/name-search', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(output).toHaveText('Fetch error');
  });
});
