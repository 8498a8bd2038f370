import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { E2E_ADMIN } from './server-process.ts';

/** Keyboard only (issue 9): a visitor and an agent chat without touching a mouse. */
const chat = (page: Page) => page.getByRole('region', { name: 'Live chat' });

test('a visitor and an agent chat with the keyboard alone', async ({ page, browser, baseURL }) => {
  // The agent signs in, joins and answers with Tab, typing and Enter.
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(`${baseURL}/support-chat`);
  await expect(agent.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
  await tabTo(agent, /^Username/);
  await agent.keyboard.type(E2E_ADMIN.username);
  await agent.keyboard.press('Tab');
  await agent.keyboard.type(E2E_ADMIN.password);
  await agent.keyboard.press('Enter');
  await expect(agent.getByLabel('Agent Name')).toHaveValue(E2E_ADMIN.name);
  await tabTo(agent, 'Join Chat');
  await agent.keyboard.press('Enter');
  await expect(agent.getByText('Connected', { exact: true })).toBeVisible();

  // The visitor opens the bubble, fills the form and sends with Enter.
  await page.goto('/');
  await tabTo(page, 'Open live chat', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(chat(page).getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim.keyboard@example.com');
  await page.keyboard.press('Enter');
  const message = chat(page).getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await expect(message).toBeEnabled();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(chat(page).getByRole('log').locator('[data-sender="user"]').filter({ hasText: 'Typed without a mouse' })).toBeVisible();

  // The agent reaches the session in the list, opens it with Enter and replies.
  await tabTo(agent, /Kim Keyboard/);
  await agent.keyboard.press('Enter');
  const pane = agent.getByRole('region', { name: 'Conversation' });
  await expect(pane.getByText('Typed without a mouse')).toBeVisible();
  await tabTo(agent, 'Reply');
  await agent.keyboard.type('Answered with the keyboard too');
  await agent.keyboard.press('Enter');
  await expect(chat(page).getByText('Answered with the keyboard too')).toBeVisible();

  // Escape-free closing: Tab to Close chat, Enter, and focus returns to the bubble.
  await tabTo(page, 'Close chat', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Open live chat' })).toBeFocused();
  await agent.close();
});
