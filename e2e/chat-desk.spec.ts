import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chat, joinAsAgent, say, startChat } from './chat-steps.ts';

// The agent desk (docs/chat.md#working-a-conversation), as an agent works a chat from start to end.

const sessionList = (agent: Page) => agent.getByRole('navigation', { name: 'Chat sessions' });
/** A SegmentedControl's choice: its radio is hidden behind its label, which is what a person clicks. */
const choose = (within: ReturnType<Page['getByRole']>, label: RegExp) => within.locator('label').filter({ hasText: label }).click();
const session = (agent: Page, userName: string) => sessionList(agent).getByRole('button', { name: new RegExp(userName) });

test('an agent takes a waiting chat, sees the visitor typing and the page they are on, answers with a canned reply, leaves a private note the visitor never sees, and resolves it; the visitor writes again and it comes back', async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = await joinAsAgent(browser, baseURL!);
  // Set-up through the API: the team's canned reply, written by the admin.
  const title = `Opening hours ${Date.now()}`;
  const created = await agent.request.post('/trpc/chat.createCannedReply', {
    headers: { origin: baseURL! },
    data: { title, text: 'We are open Monday to Friday, 9 AM to 6 PM Eastern.' },
  });
  expect(created.status()).toBe(200);

  // A visitor on the services page asks a question.
  await page.goto('/services');
  await startChat(page, 'Dina Desk', 'dina.desk@example.com');
  await say(page, 'When can I call you about an LLC?');

  // The agent takes it from the open list.
  await session(agent, 'Dina Desk').click();
  const pane = agent.getByRole('region', { name: 'Conversation' });
  await expect(pane.getByText('When can I call you about an LLC?')).toBeVisible();
  await expect(pane.getByLabel("Visitor's page")).toHaveText('On page /services');
  await pane.getByRole('button', { name: 'Take' }).click();
  await expect(pane.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await expect(session(agent, 'Dina Desk')).toContainText('Mine');

  // The visitor types; the agent sees it before anything is sent.
  await chat(page).getByRole('textbox', { name: 'Message' }).pressSequentially('And on Saturdays', { delay: 20 });
  await expect(pane.getByRole('status')).toHaveText('Dina Desk is typing…');

  // A canned reply, found with "/", edited, then sent.
  const reply = pane.getByRole('textbox', { name: 'Reply' });
  await reply.fill(`/${title.slice(0, 7)}`);
  await expect(pane.getByRole('option', { name: title })).toBeVisible();
  await reply.press('Enter');
  await expect(reply).toHaveValue('We are open Monday to Friday, 9 AM to 6 PM Eastern.');
  await reply.press('End');
  await reply.pressSequentially(' Call us any time then.');
  await reply.press('Enter');
  await expect(chat(page).getByText('We are open Monday to Friday, 9 AM to 6 PM Eastern. Call us any time then.')).toBeVisible();

  // A private note: the team sees it among the messages; the visitor never does.
  await choose(pane, /^Private note$/);
  const noteBox = pane.getByRole('textbox', { name: 'Private note' });
  await noteBox.fill('Wants a Saturday call: check with Dana.');
  await noteBox.press('Enter');
  await expect(pane.locator('[data-sender="note"]').filter({ hasText: 'Wants a Saturday call: check with Dana.' })).toContainText('Private note');
  await choose(pane, /^To the visitor$/);
  await reply.fill('Anything else I can help with?');
  await reply.press('Enter');
  await expect(chat(page).getByText('Anything else I can help with?')).toBeVisible();
  await expect(page.getByText('Wants a Saturday call')).toHaveCount(0);

  // Resolved, it leaves the open list.
  await pane.getByRole('button', { name: 'Resolve' }).click();
  await expect(session(agent, 'Dina Desk')).toHaveCount(0);
  await choose(sessionList(agent), /^Resolved/);
  await expect(session(agent, 'Dina Desk')).toContainText('Resolved');

  // The visitor writes again: the conversation is open again, waiting for us.
  await chat(page).getByRole('textbox', { name: 'Message' }).fill('');
  await say(page, 'Actually, one more question.');
  await expect(session(agent, 'Dina Desk')).toHaveCount(0);
  await choose(sessionList(agent), /^Open/);
  await expect(session(agent, 'Dina Desk')).toContainText('Waiting for us');
  await expect(pane.getByText('Actually, one more question.')).toBeVisible();
  await expect(page.getByText('Wants a Saturday call')).toHaveCount(0);
  await agent.close();
});
