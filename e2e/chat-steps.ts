import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

// The visitor's side of the live chat (docs/chat.md#visitor-chat-widget), shared by the chat journeys.

/** The visitor's chat panel. */
export const chat = (page: Page) => page.getByRole('region', { name: 'Live chat' });

export async function startChat(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const panel = chat(page);
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByText(`Hello ${name}! Welcome to Elite Business Advisory.`)).toBeVisible();
}

export async function say(page: Page, text: string) {
  const input = chat(page).getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  // Stored and acknowledged: the time replaces "Sending…".
  await expect(
    chat(page)
      .getByRole('log')
      .locator('[data-sender="user"]')
      .filter({ hasText: text })
      .getByText(/\d{1,2}:\d{2} (AM|PM)/),
  ).toBeVisible();
}

/** A staff member in their own browser, signed in on /support-chat itself and joined. */
export async function joinAsAgent(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl}/support-chat`);
  await expect(page.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
  await page.getByLabel(/^Username/).fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const name = page.getByLabel('Agent Name');
  // Replies carry the account's name, never a typed one (docs/decisions/0025-accounts-and-sessions.md).
  await expect(name).toHaveValue(E2E_ADMIN.name);
  await expect(name).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Join Chat' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  page.on('close', () => expect(errors, 'the agent page had errors').toEqual([]));
  return page;
}
