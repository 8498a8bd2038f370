import { expect } from 'vitest';
import { rawQuery } from './database.ts';

/**
 * What a hostile visitor types into every free-text field of a form whose acknowledgement goes to someone else's
 * address (docs/input-limits.md#acknowledgements): none of it may reach that mail, subject included.
 */
export const PHISHING = 'ACTION REQUIRED call 555-0100 to re-verify your SSN';

/** The mails queued to `to`, oldest first. */
export const mailsTo = (databaseUrl: string, to: string) =>
  rawQuery<{ subject: string; text: string; attachments: { content: string }[] }>(
    databaseUrl,
    `select subject, text, attachments from outbox_mail where lower("to") = lower($1) order by created_at, id`,
    [to],
  );

/** Each of `mails` quotes none of `typed`, in its subject, its text or its attachments. */
export function expectNothingTyped(mails: { subject: string; text: string; attachments?: { content: string }[] }[], typed: string[]) {
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    const whole = [mail.subject, mail.text, ...(mail.attachments ?? []).map((a) => a.content)].join('\n').toLowerCase();
    for (const text of typed) expect(whole, `${mail.subject} quotes "${text}"`).not.toContain(text.toLowerCase());
  }
}
