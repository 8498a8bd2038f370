import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError } from '../../http/errors.ts';
import { INBOUND_MAX_BYTES, receiveMail } from './inbound.service.ts';
import { aliasesOf, named } from '../../http/openapi.ts';
import { z } from 'zod';

/**
 * POST /api/mail/inbound (docs/conversations.md#receiving-by-http): a mail provider forwards each mail to a reply
 * address here, as the raw RFC 822 message. Authorised by INBOUND_WEBHOOK_SECRET (closed, 404, without one); the
 * message is handed to receiveMail, the same function as the SMTP receiver's. Not JSON and up to INBOUND_MAX_BYTES,
 * so app.ts leaves its body to this route (it counts while reading) and does not ask for a browser's Origin: no
 * cookie is read here, the secret is the only key.
 */

export const isInboundMail = (method: string, path: string) => method === 'POST' && /^\/api\/mail\/inbound\/?$/.test(path);

/** Room in a provider's form beyond the message (its other fields). */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const MAX_REQUEST_BYTES = INBOUND_MAX_BYTES + FORM_OVERHEAD_BYTES;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The secret the caller sent: the `X-Inbound-Secret` header, or the password of Basic auth (a provider's `https://user:secret@…` URL). */
function sentSecret(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('x-inbound-secret');
  if (header) return header;
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

/** Compared as SHA-256 digests in constant time: neither the secret's length nor its first differing byte shows in the timing. */
const secretMatches = (sent: string | undefined, secret: string) => sent !== undefined && timingSafeEqual(digest(sent), digest(secret));

const tooLarge = () => apiError(413, { error: `An e-mail may be at most ${INBOUND_MAX_BYTES / 1024 / 1024} MB.` });

/** The request's bytes, refused with 413 once more than the limit has arrived (a declared length is checked first). */
async function boundedBody(c: Context<AppEnv>): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_REQUEST_BYTES) throw tooLarge();
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    received += next.value.byteLength;
    if (received > MAX_REQUEST_BYTES) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

/** A form or JSON field as bytes (a string, or a file part). */
async function fieldBytes(value: unknown): Promise<Buffer | undefined> {
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (value instanceof Blob) return Buffer.from(await value.arrayBuffer());
  return undefined;
}

/** Where a provider says it delivered the mail: Mailgun's `recipient`, SendGrid's `envelope.to`, Postmark's `OriginalRecipient`. */
function envelopeOf(fields: Record<string, unknown>): string[] {
  const named = [fields.recipient, fields.OriginalRecipient].filter((v): v is string => typeof v === 'string');
  let sendgrid: unknown = fields.envelope;
  if (typeof sendgrid === 'string') {
    try {
      sendgrid = JSON.parse(sendgrid);
    } catch {
      sendgrid = undefined;
    }
  }
  const to = (sendgrid as { to?: unknown } | undefined)?.to;
  return [...named, ...(Array.isArray(to) ? to.filter((v): v is string => typeof v === 'string') : [])].flatMap((v) => v.split(','));
}

const MESSAGE_FIELDS = ['email', 'body-mime', 'RawEmail'] as const;

/**
 * The raw message and its envelope from the request: the body itself (message/rfc822, text/plain or any other type),
 * or the `email` (SendGrid), `body-mime` (Mailgun) or `RawEmail` (Postmark) field of a form or a JSON body.
 */
async function messageOf(c: Context<AppEnv>): Promise<{ raw: Buffer; envelopeTo: string[] }> {
  const bytes = await boundedBody(c);
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  let fields: Record<string, unknown> | undefined;
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type')! } }).formData().catch(() => undefined);
    fields = form ? Object.fromEntries(form.entries()) : undefined;
  } else if (type === 'application/json') {
    fields = await new Response(bytes)
      .json()
      .then((v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined))
      .catch(() => undefined);
  } else {
    return { raw: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), envelopeTo: [] };
  }
  const raw = fields && (await fieldBytes(MESSAGE_FIELDS.map((name) => fields[name]).find((v) => v !== undefined)));
  if (!fields || !raw) throw apiError(400, { error: `Send the raw message as the body, or in a field named ${MESSAGE_FIELDS.join(', ')}.` });
  return { raw, envelopeTo: envelopeOf(fields) };
}

export const inboundRoutes = new Hono<AppEnv>().post('/mail/inbound', async (c) => {
  const ctx = c.get('ctx');
  const secret = ctx.config.INBOUND_WEBHOOK_SECRET;
  if (!secret) return c.json({ error: 'Receiving mail by HTTP is not configured on this site.' }, 404);
  if (!secretMatches(sentSecret(c), secret)) {
    ctx.log.warn('inbound mail with a missing or wrong secret');
    return c.json({ error: 'Missing or wrong inbound mail secret.' }, 401, { 'WWW-Authenticate': 'Basic realm="inbound mail"' });
  }
  const mail = await messageOf(c);
  const received = await receiveMail({ em: ctx.em, config: ctx.config, log: ctx.log, origin: ctx.origin, notifyOutbox: () => ctx.notifyOutbox() }, mail);
  return c.json(received, 200);
});

/** The forwarded mail, described for the OpenAPI document. */
export const inboundRoutesDoc = aliasesOf<typeof inboundRoutes>()('Mail', {
  'POST /mail/inbound': {
    summary: 'A client’s e-mail, forwarded by a mail provider',
    description:
      'For mail providers only (docs/conversations.md#receiving-by-http): the raw RFC 822 message as the body (message/rfc822, text/plain or any type but the two below), or in the `email` (SendGrid), `body-mime` (Mailgun) or `RawEmail` (Postmark) field of a multipart/form-data, form-urlencoded or JSON body; at most 15 MB. Authorised by INBOUND_WEBHOOK_SECRET in `X-Inbound-Secret` or as the password of Basic auth (compared in constant time); no Origin or cookie is read. Threaded by the reply address (`reply+<token>@INBOUND_DOMAIN`) among the envelope’s and the headers’ recipients; a sender that is not the client, or whose sender check failed, is held for staff (`state: held`).',
    headers: { 'X-Inbound-Secret': 'INBOUND_WEBHOOK_SECRET (or Basic auth with it as the password).' },
    ok: named('InboundReceived', z.object({ messageId: z.string(), state: z.enum(['received', 'held']) })),
    limited: true,
    refusals: {
      400: 'A form or JSON body without the message field.',
      401: 'A missing or wrong secret.',
      404: 'No secret configured on this site (the door is closed), or no live reply address among the recipients: nothing is stored.',
      413: 'A message over 15 MB.',
    },
  },
});
