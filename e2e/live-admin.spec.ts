import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { startChat, say } from './chat-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

// docs/admin.md#live-lists and docs/admin.md#assigned-work: staff see work as it arrives, and work given to them.

const SHOTS = '/work/shots/live';

/** A support agent made with admin:create on the running site, signed in on /support-chat in a browser of its own. */
async function signedInAgent(browser: Browser, name: string): Promise<{ agent: Page; username: string }> {
  const username = `live.agent.${Date.now()}`;
  execFileSync(process.execPath, ['--import', 'tsx', 'api/scripts/admin-create.ts', '--username', username, '--name', name, '--role', 'agent'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, ADMIN_CREATE_PASSWORD: 'live-agent-password', LOG_LEVEL: 'warn' },
  });
  const agent = await (await browser.newContext()).newPage();
  await agent.goto('/support-chat');
  await agent.getByLabel(/^Username/).fill(username);
  await agent.getByLabel(/^Password/).fill('live-agent-password');
  await agent.getByRole('button', { name: 'Sign In' }).click();
  await expect(agent.getByLabel('Agent Name')).toHaveValue(name);
  return { agent, username };
}

/** A staff account's id, as the admin's Staff list knows it. */
async function agentIdOf(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/trpc/auth.staffAccounts');
  const accounts = ((await res.json()) as { result: { data: { id: string; name: string }[] } }).result.data;
  return accounts.find((a) => a.name === name)!.id;
}

test('a second browser sees a new lead within 2 s: the admin’s open list shows it, marked New, and counts it, without a reload', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await adminSection(page, 'Contact Submissions').click();
  const showing = page.getByText(/^Showing \d|^No contact submissions yet/);
  await expect(showing).toBeVisible();
  // The list's total, kept by the server until a contact arrives (docs/admin.md#list-totals).
  const totalShown = async () => Number(/ of ([\d,]+)$/.exec((await showing.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);
  const before = await totalShown();
  // Nothing reloads the page: a marker set now would be gone after one.
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

  // A visitor, in a browser of their own, sends the contact form.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  const email = `live-lead-${Date.now()}@example.com`;
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: /^First Name/ }).fill('Lina');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Live');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('(212) 555-0100');
  await form.getByRole('combobox', { name: /^Business Type/ }).selectOption('llc');
  await form.getByRole('textbox', { name: /^Message/ }).fill('We would like to talk about forming an LLC this month.');
  const sent = visitor.waitForResponse((res) => res.url().endsWith('/api/contacts') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(row).toHaveAttribute('data-mark', 'New');
  await expect.poll(totalShown).toBe(before + 1);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await visitor.context().close();
});

test('an agent sees the chat assigned to them: the badge in their navigation counts it and their desk marks it Mine', async ({ page, browser }) => {
  const { agent } = await signedInAgent(browser, 'Alex Assigned');
  await agent.getByRole('button', { name: 'Join Chat' }).click();
  await expect(agent.getByText('Connected', { exact: true })).toBeVisible();
  const supportChat = agent.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /Support Chat/ });
  await expect(supportChat).not.toContainText(/\d/);

  // A visitor asks; the admin gives the chat to the agent from its record.
  const visitorName = `Vera ${Date.now()}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/services');
  await startChat(visitor, visitorName, `vera.${Date.now()}@example.com`);
  await say(visitor, 'Can someone help me with my EIN?');

  await signInAsAdmin(page);
  await adminSection(page, 'Chat Conversations').click();
  await page.getByRole('table', { name: 'Chat Conversations' }).getByRole('row').filter({ hasText: visitorName }).click();
  const drawer = page.getByRole('dialog');
  await drawer
    .getByRole('textbox', { name: 'Assigned to' })
    .or(drawer.getByRole('combobox', { name: 'Assigned to' }))
    .click();
  await page.getByRole('option', { name: 'Alex Assigned' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Assignee updated' })).toBeVisible();

  // The agent, without reloading, sees it counted and marked as theirs.
  await expect(supportChat.getByLabel('1 assigned to you')).toBeVisible();
  const session = agent.getByRole('navigation', { name: 'Chat sessions' }).getByRole('button', { name: new RegExp(visitorName) });
  await expect(session).toContainText('Mine');

  mkdirSync(SHOTS, { recursive: true });
  await agent.setViewportSize({ width: 1280, height: 800 });
  await agent.screenshot({ path: `${SHOTS}/agent-assigned-1280.png` });
  await agent.setViewportSize({ width: 390, height: 844 });
  await agent.getByRole('button', { name: 'Open navigation' }).click();
  await expect(supportChat.getByLabel('1 assigned to you')).toBeVisible();
  await expect(supportChat).toBeInViewport({ ratio: 1 });
  await agent.screenshot({ path: `${SHOTS}/agent-badge-390.png` });

  // The admin's list filtered to the agent's work shows it too.
  await page.goto(`/admin?tab=chat-conversations&assignedTo=${await agentIdOf(page, 'Alex Assigned')}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('row').filter({ hasText: visitorName })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Alex Assigned');
  await page.screenshot({ path: `${SHOTS}/admin-assigned-to-me-1280.png` });
  await agent.context().close();
  await visitor.context().close();
});
