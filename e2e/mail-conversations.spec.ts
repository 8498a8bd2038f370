import type { Browser, Page } from '@playwright/test';
import { chat, say, startChat } from './chat-steps.ts';
import { expect, test } from './fixtures.ts';
import { answerByMail } from './mail-steps.ts';
import { E2E_ADMIN } from './server-process.ts';
import { signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';

// Conversations by e-mail, both ways (docs/conversations.md): the client's and the visitor's answers are sent by a
// real SMTP client to the site's own receiver, as their mail provider would deliver them to our MX.

test('staff write to a client from a contact and the client’s reply, sent by a real SMTP client to the receiver, appears on the record', async ({ page }) => {
  const email = `rowan-${Date.now()}@example.com`;
  // The contact arrives through the API: the journey is the conversation.
  const created = await page.request.post('/api/contacts', {
    data: { firstName: 'Rowan', lastName: 'Ellis', email, phone: '(212) 555-0142', businessType: 'llc', message: 'I need an LLC in New York.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signInAsAdmin(page);
  await page.goto(`/admin?tab=contacts&open=${id}`);
  const drawer = page.getByRole('dialog', { name: 'Rowan Ellis' });
  const conversation = drawer.getByRole('region', { name: 'Conversation' });
  await expect(conversation).toContainText(`No e-mails yet. Write to ${email} below`);

  // Staff write from the record.
  const composer = conversation.getByRole('form', { name: 'Write to the client' });
  await composer.getByLabel('Subject').fill('Your New York LLC');
  await composer.getByLabel('Message').fill('Thank you, Rowan. Do you want us to act as your registered agent?');
  await composer.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'E-mail sent' })).toBeVisible();
  await expect(conversation.getByTestId('conversation-message')).toHaveCount(1);
  await expect(drawer.getByTestId('history-entry').first()).toContainText('E-mailed the client: Your New York LLC');

  // The client gets it, with the record's reply address, and answers from their mail program.
  const mail = await mailTo(email, /^Your New York LLC$/);
  expect(mail.text).toContain('Do you want us to act as your registered agent?');
  expect(mail.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.e2e\.test$/);
  await answerByMail(
    email,
    mail.replyTo,
    'Re: Your New York LLC',
    'Yes please, the registered agent too.\n\nOn Monday, Elite Business Advisory wrote:\n> Thank you, Rowan.',
  );

  // Staff see the answer on the record, without the quoted history.
  await expect(async () => {
    await page.reload();
    await expect(conversation.getByTestId('conversation-message')).toHaveCount(2, { timeout: 1000 });
  }).toPass();
  const answer = conversation.getByTestId('conversation-message').nth(1);
  await expect(answer).toContainText('Yes please, the registered agent too.');
  await expect(answer).not.toContainText('Thank you, Rowan.');
  await expect(drawer.getByTestId('history-entry').first()).toContainText('The client answered by e-mail: Re: Your New York LLC');
});

/** A staff member in their own browser on /support-chat, joined. */
async function joinedAgent(browser: Browser, baseUrl: string): Promise<Page> {
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(`${baseUrl}/support-chat`);
  await agent.getByLabel(/^Username/).fill(E2E_ADMIN.username);
  await agent.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await agent.getByRole('button', { name: 'Sign In' }).click();
  await agent.getByRole('button', { name: 'Join Chat' }).click();
  await expect(agent.getByText('Connected', { exact: true })).toBeVisible();
  return agent;
}

test('a visitor leaves the chat, the agent replies, the visitor gets the mail and answers, the answer shows in the desk', async ({ browser, baseURL }) => {
  const email = `noor-${Date.now()}@example.com`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await startChat(visitor, 'Noor Haddad', email);
  await say(visitor, 'Can you help me with an EIN? I have to go now.');
  await expect(chat(visitor)).toBeVisible();
  await visitor.context().close();

  const agent = await joinedAgent(browser, baseURL!);
  await agent
    .getByRole('navigation', { name: 'Chat sessions' })
    .getByRole('button', { name: /Noor Haddad/ })
    .click();
  const pane = agent.getByRole('region', { name: 'Conversation' });
  await expect(pane.getByText('Can you help me with an EIN? I have to go now.')).toBeVisible();
  const reply = pane.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Yes: we get EINs in 1 to 2 business days. Shall we start?');
  await reply.press('Enter');

  // The visitor, gone from the site, gets the reply by mail with the chat so far.
  const mail = await mailTo(email, /^Your chat with Elite Business Advisory$/);
  expect(mail.text).toContain('Yes: we get EINs in 1 to 2 business days. Shall we start?');
  expect(mail.text).toContain('Can you help me with an EIN?');
  expect(mail.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.e2e\.test$/);
  await answerByMail(email, mail.replyTo, 'Re: Your chat with Elite Business Advisory', 'Yes, please start. My business is Haddad Design LLC.');

  // The answer arrives in the desk, live, as the visitor's message.
  await expect(pane.getByText('Yes, please start. My business is Haddad Design LLC.')).toBeVisible();
  await agent.context().close();
});
