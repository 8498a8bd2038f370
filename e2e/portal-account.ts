import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { mailsTo } from './site-data.ts';

/**
 * The newest account link (confirmation or reset) mailed to `email`, once `count` such mails have arrived,
 * as a path on the site under test (mail files are named by time, so the last is the newest).
 */
export async function mailedLink(email: string, kind: 'verify-email' | 'reset-password', count = 1): Promise<string> {
  const subject = kind === 'verify-email' ? /^Confirm your e-mail/ : /^Reset your client portal password/;
  const matching = () => mailsTo(email).filter((m) => subject.test(m.subject));
  await expect.poll(() => matching().length, { message: `${count} ${kind} mail(s) to ${email}` }).toBeGreaterThanOrEqual(count);
  const mail = matching().at(-1)!;
  const link = new RegExp(`https?://[^\\s/]+(/portal/${kind}\\?token=[A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(link, `a ${kind} link in the mail to ${email}`).not.toBeNull();
  return link![1]!;
}

/**
 * What a new client does after Create Account: opens the link mailed to them and
 * confirms with the password they chose; the page lands on their dashboard
 * (docs/decisions/0025-accounts-and-sessions.md).
 */
export async function confirmFromMail(page: Page, email: string, password: string, { mails = 1 } = {}) {
  await page.goto(await mailedLink(email, 'verify-email', mails));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await page.getByLabel(/^Password you chose/).fill(password);
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

/** The same without the pages: register and confirm over the REST calls, signing `request`'s context in. */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string; fullName: string; companyName: string },
) {
  const headers = { origin: baseURL };
  expect((await request.post('/api/portal/register', { data: account, headers })).status()).toBe(201);
  const token = new URL(await mailedLink(account.email, 'verify-email'), baseURL).searchParams.get('token');
  expect((await request.post('/api/portal/verify-email', { data: { token, password: account.password }, headers })).status()).toBe(200);
}
