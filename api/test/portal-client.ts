import { expect } from 'vitest';
import type { TestBrowser } from './app.ts';
import { rawQuery } from './database.ts';

export interface ClientAccount {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
}

/**
 * The token of the newest account link (`verify-email` or `reset-password`)
 * mailed to `to`, read from the outbox as the person would read their inbox.
 */
export async function mailedLinkToken(databaseUrl: string, to: string, link: 'verify-email' | 'reset-password'): Promise<string> {
  const mails = await rawQuery<{ text: string }>(databaseUrl, `select text from outbox_mail where "to" = $1 order by created_at desc, id`, [to.toLowerCase()]);
  for (const mail of mails) {
    const match = new RegExp(`/portal/${link}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${link} link mailed to ${to}`);
}

/**
 * A portal client as a real one comes to be: registers, opens the confirmation
 * link mailed to them and confirms with their password; `browser` is then
 * signed in (docs/decisions/0025-accounts-and-sessions.md).
 */
export async function signUpClient(browser: TestBrowser, databaseUrl: string, account: ClientAccount): Promise<void> {
  expect((await browser.post('/api/portal/register', account)).status).toBe(201);
  const token = await mailedLinkToken(databaseUrl, account.email, 'verify-email');
  expect((await browser.post('/api/portal/verify-email', { token, password: account.password })).status).toBe(200);
}
