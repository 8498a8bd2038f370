import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chat, joinAsAgent, say, startChat } from './chat-steps.ts';
import { uniqueEmail } from './checkout-steps.ts';
import { E2E_ADMIN, startSite, type SiteProcess } from './server-process.ts';

const session = (agent: Page, userName: string) => agent.getByRole('navigation', { name: 'Chat sessions' }).getByRole('button', { name: new RegExp(userName) });

test('a visitor and an agent chat both ways, and a reload keeps the conversation', async ({ page, browser, baseURL }) => {
  const agent = await joinAsAgent(browser, baseURL!);
  await page.goto('/');
  await startChat(page, 'Ada Visitor', 'ada.visitor@example.com');
  await expect(chat(page).getByText('Online', { exact: true })).toBeVisible();

  // Shift+Enter is a new line, not a send.
  const input = chat(page).getByRole('textbox', { name: 'Message' });
  await input.fill('Hello');
  await input.press('Shift+Enter');
  await expect(chat(page).getByRole('log').locator('[data-sender="user"]')).toHaveCount(0);
  await say(page, 'Hello, can you help me form an LLC?');

  await session(agent, 'Ada Visitor').click();
  const pane = agent.getByRole('region', { name: 'Conversation' });
  await expect(pane.getByText('Hello, can you help me form an LLC?')).toBeVisible();
  const reply = pane.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Of course! Which state are you in?');
  await reply.press('Enter');
  await expect(chat(page).getByText('Of course! Which state are you in?')).toBeVisible();
  await expect(chat(page).getByText(new RegExp(`${E2E_ADMIN.name} · \\d{1,2}:\\d{2}`))).toBeVisible();
  await say(page, 'New York.');
  await expect(pane.getByText('New York.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const log = chat(page).getByRole('log');
  await expect(log.getByText('Hello, can you help me form an LLC?')).toBeVisible();
  await expect(log.getByText('Of course! Which state are you in?')).toBeVisible();
  await expect(log.getByText('New York.')).toBeVisible();
  await expect(log.getByText('New York.')).toHaveCount(1);
  await agent.close();
});

test('the Live Chat button of /contact opens the chat, which asks for a name and e-mail first', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Live Chat', exact: true }).click();
  const panel = chat(page);
  await expect(panel.getByRole('button', { name: 'Start Chat' })).toBeVisible();
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Required Information' })).toContainText('Please enter your name and email to start chatting.');
  await panel.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(panel.getByRole('button', { name: 'Restore chat' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
});

test('unread counts show on the bubble while the chat is closed or minimised, and in the session list', async ({ page, browser, baseURL }) => {
  const agent = await joinAsAgent(browser, baseURL!);
  await page.goto('/services');
  await startChat(page, 'Uma Unread', 'uma@example.com');
  await say(page, 'First question from Uma');

  // In the agent's list the new session counts one unread message until it is selected.
  await expect(session(agent, 'Uma Unread').getByLabel('1 unread')).toBeVisible();
  await session(agent, 'Uma Unread').click();
  await expect(session(agent, 'Uma Unread').getByLabel(/unread/)).toHaveCount(0);

  await chat(page).getByRole('button', { name: 'Minimize chat' }).click();
  const reply = agent.getByRole('region', { name: 'Conversation' }).getByRole('textbox', { name: 'Reply' });
  await reply.fill('Answer one');
  await reply.press('Enter');
  await expect(chat(page).getByLabel('1 unread')).toBeVisible();
  await chat(page).getByRole('button', { name: 'Close chat' }).click();
  await reply.fill('Answer two');
  await reply.press('Enter');
  await expect(page.getByLabel('2 unread')).toBeVisible();
  await page.getByRole('button', { name: 'Open live chat' }).click();
  await expect(chat(page).getByText('Answer two')).toBeVisible();
  await expect(page.getByLabel(/unread/)).toHaveCount(0);
  await agent.close();
});

test.describe('with nobody online', () => {
  // Its own site: on the shared one, other journeys' agents are online.
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite({}, 'server-chat-offline');
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('the visitor is told, the message waits in the dashboard and the admin sees it as a lead', async ({ page, browser }) => {
    await page.goto(`${site.baseUrl}/`);
    await startChat(page, 'Olive Offline', 'olive@example.com');
    await expect(chat(page).getByText('No agent online', { exact: true })).toBeVisible();
    await expect(chat(page).getByRole('status')).toContainText("Our team is offline right now. Leave a message and we'll reply by e-mail");
    await say(page, 'Please call me back tomorrow.');

    const agent = await joinAsAgent(browser, site.baseUrl);
    await expect(session(agent, 'Olive Offline').getByLabel('1 unread')).toBeVisible();
    await session(agent, 'Olive Offline').click();
    await expect(agent.getByRole('region', { name: 'Conversation' }).getByText('Please call me back tomorrow.')).toBeVisible();
    await expect(chat(page).getByText('Online', { exact: true })).toBeVisible();

    await agent.goto(`${site.baseUrl}/admin?tab=contacts`);
    const lead = agent.getByRole('table', { name: 'Contact Submissions' }).getByRole('row').filter({ hasText: 'olive@example.com' });
    await expect(lead).toContainText('Chat');
    await agent.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor who has typed a draft when the connection drops reads "Connection lost. Attempting to reconnect...", and the draft waits', async ({
    page,
  }) => {
    // The chat's socket passes through the test, which can cut it and refuse the reconnects (docs/chat.md#visitor-chat-widget).
    let cutting = false;
    const sockets: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws\/chat$/, (socket) => {
      if (cutting) return void socket.close();
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto('/contact');
    await startChat(page, 'Dora Draft', uniqueEmail('dora.draft'));
    const panel = chat(page);
    await expect(panel.getByText(/^(Online|No agent online)$/)).toBeVisible();
    const box = panel.getByRole('textbox', { name: 'Message' });
    await box.fill('Can you form a Wyoming LLC for a Delaware resident?');

    cutting = true;
    await Promise.all(sockets.map((s) => s.close()));
    const notice = panel.getByRole('status').filter({ hasText: 'Connection lost. Attempting to reconnect...' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(panel.getByText('Connection lost', { exact: true })).toBeVisible();
    await expect(panel.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(box).toBeDisabled();
    await expect(box).toHaveValue('Can you form a Wyoming LLC for a Delaware resident?');

    // Back again: the line goes and the draft can be sent.
    cutting = false;
    await expect(notice).toBeHidden();
    await expect(box).toBeEnabled();
    await box.press('Enter');
    await expect(panel.getByRole('log').locator('[data-sender="user"]').filter({ hasText: 'Wyoming LLC' })).toBeVisible();
  });
});
