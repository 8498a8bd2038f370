import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect } from './fixtures.ts';

/**
 * What the suite's server wrote under its DATA_DIR (global-setup.ts): the mails
 * the outbox delivered as .eml files (the embedded default, no SMTP_URL), and
 * its embedded PostgreSQL, for the few states a browser cannot reach (a past appointment).
 */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts (global-setup.ts)');
  return dir;
};

export interface Mail {
  to: string;
  /** Where an answer goes: a conversation's reply address (docs/conversations.md#reply-addresses), or the team's. */
  replyTo: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\n[ \\t].*)*)`, 'im')
    .exec(headers)?.[1]
    ?.replace(/\n[ \t]+/g, ' ')
    .trim() ?? '';

/** One RFC 822 message as nodemailer writes it: text part and attachments, decoded. */
function parseMail(raw: string): Mail {
  const split = (part: string) => {
    const at = part.indexOf('\n\n');
    return { headers: part.slice(0, at), body: part.slice(at + 2) };
  };
  const top = split(raw);
  const mail: Mail = {
    to: header(top.headers, 'To'),
    replyTo: header(top.headers, 'Reply-To'),
    subject: header(top.headers, 'Subject'),
    text: '',
    attachments: [],
  };
  const boundary = /boundary="?([^";\n]+)"?/i.exec(top.headers)?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => split(p.replace(/^\n/, '')))
    : [top];
  for (const part of parts) {
    const type = header(part.headers, 'Content-Type');
    const content = decodeBody(part.headers, part.body.replace(/\n$/, ''));
    const filename = /filename="?([^";\n]+)"?/i.exec(part.headers)?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type, content });
    else if (type.startsWith('text/plain') || !boundary) mail.text = content;
  }
  return mail;
}

/** The mails delivered so far to an address (the outbox worker sends them shortly after the request). */
export function mailsTo(address: string): Mail[] {
  const dir = path.join(dataDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8').replace(/\r\n/g, '\n')))
    .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the one mail to an address whose subject matches, and returns it. */
export async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  await expect.poll(() => mailsTo(address).filter((m) => subject.test(m.subject)).length, { message: `a mail to ${address} with subject ${subject}` }).toBe(1);
  return mailsTo(address).find((m) => subject.test(m.subject))!;
}

/** Runs SQL on the suite server's embedded PostgreSQL (port from postmaster.pid, password from DATA_DIR). */
export async function siteSql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const dir = dataDir();
  const port = fs
    .readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = fs.readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
