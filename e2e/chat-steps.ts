import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

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
