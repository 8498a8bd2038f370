import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailAttachment } from './outbox.entity.ts';

interface OutgoingMail {
  /** The outbox id: also the Message-ID, so a receiver can drop a repeat. */
  id: string;
  from: string;
  to: string;
  /** The Reply-To header, when the mail invites a reply (TEAM_EMAIL). */
  replyTo: string | null;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  createdAt: Date;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function message(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    messageId: `<${mail.id}@${domain}>`,
    date: mail.createdAt,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/** Real delivery through SMTP_URL. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail, domainOf(mail.from)));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each mail becomes DATA_DIR/mail/<time>-<id>.eml, a
 * complete RFC 822 message any mail client opens. Writing the same id again
 * replaces the file, so a retried mail is still one mail.
 */
export function fileTransport(dir: string): MailTransport {
  let made: Promise<unknown> | undefined;
  return {
    kind: 'files',
    async send(mail) {
      // The composer alone: nodemailer's stream transport around it cost a quarter more per mail under load.
      const eml = await new MailComposer(message(mail, domainOf(mail.from))).compile().build();
      // Once per process (a failure is tried again with the next mail). Mails carry links with secrets
      // (cancel, confirm, reset): the folder is the server user's alone, an older one is tightened.
      made ??= fs.promises
        .mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => fs.promises.chmod(dir, 0o700))
        .catch((error: unknown) => {
          made = undefined;
          throw error;
        });
      await made;
      const stamp = mail.createdAt.toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      // Synchronous on purpose: a small file into the page cache takes ~20 us of the event loop, while the promise
      // API's hand-off to the thread pool cost eight times that in CPU per mail, taken from the requests under load.
      fs.writeFileSync(`${file}.tmp`, eml, { mode: 0o600 });
      fs.renameSync(`${file}.tmp`, file);
    },
    close: () => undefined,
  };
}
