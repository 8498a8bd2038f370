import { trimQuotedHistory } from '@elite/contracts/rules/reply-text';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { ConversationAttachment, ConversationMessage as MessageShape } from '@elite/contracts/schemas/conversations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { Logger } from '../../logger.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { storeVisitorMessage } from '../chat/chat.service.ts';
import { checkReceivedFile, storeReceivedDocument, type ReceivedFile } from '../documents/documents.service.ts';
import { hitLimit, mailboxOf, waitText } from '../limits/rate-limit.service.ts';
import { recordAudit, type Actor } from '../work-queues/audit.service.ts';
import { recordContact } from '../work-queues/work-queues.service.ts';
import { ConversationMessage, type MailConversationRow } from './conversation.entity.ts';
import { liveConversation, lockedHeldMessage, replyAddress, tellStaff, tokenOf, toMessage } from './conversations.service.ts';

/**
 * Mail that comes back (docs/conversations.md#inbound): one function behind both receivers, the built-in SMTP server
 * (smtp-receiver.ts) and POST /api/mail/inbound (inbound.http.ts). A mail is threaded by the token of the reply
 * address it was sent to; its sender is checked; its text is stored without the quoted history; its attachments
 * become the record's documents; the record's assignee is told.
 */

/** The largest mail taken: a 10 MB document, base64-encoded, and the message around it. */
export const INBOUND_MAX_BYTES = 15 * 1024 * 1024;
/** The stored text of one received mail, at most. */
const TEXT_MAX = 20_000;
/** Per conversation: received mails an hour; per sender mailbox: received mails an hour (both × RATE_LIMIT_SCALE). */
const PER_CONVERSATION = { max: 20, windowSeconds: 3600 };
const PER_SENDER = { max: 60, windowSeconds: 3600 };

export interface InboundDeps {
  em: EntityManager;
  config: Config;
  log: Logger;
  /** The site's trusted origin, for the link in the staff's notice. */
  origin: string;
  notifyOutbox(): void;
}

export interface InboundMail {
  raw: Buffer;
  /** The envelope's recipients (RCPT TO, or what the provider says it delivered to). */
  envelopeTo: string[];
}

export interface Received {
  messageId: string;
  state: 'received' | 'held';
}

const UNKNOWN_ADDRESS = 'No conversation has this reply address: it is unknown or has expired.';
const HELD_WITH_MESSAGE = 'Kept with the held e-mail until staff accept it.';

/** The addresses of a parsed address header, whatever shape mailparser gave it. */
function addressesOf(value: AddressObject | AddressObject[] | string | undefined): string[] {
  if (!value) return [];
  if (typeof value === 'string') return value.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return (Array.isArray(value) ? value : [value]).flatMap((o) => o.value.map((a) => a.address ?? '')).filter(Boolean);
}

/** Every address the mail may have reached us by: the envelope first, then To, Cc, Delivered-To and X-Original-To. */
function recipientsOf(parsed: ParsedMail, envelopeTo: string[]): string[] {
  const headerAddresses = parsed.headerLines
    .filter((h) => /^(delivered-to|x-original-to)$/i.test(h.key))
    .flatMap((h) => addressesOf(h.line.slice(h.line.indexOf(':') + 1)));
  return [...envelopeTo, ...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...headerAddresses];
}

/** The live conversation of the first reply address among `addresses`, or null. */
async function conversationOfAddresses(em: EntityManager, domain: string, addresses: string[]): Promise<MailConversationRow | null> {
  const tokens = [...new Set(addresses.map((a) => tokenOf(a, domain)).filter((t): t is string => t !== null))];
  for (const token of tokens) {
    const conversation = await liveConversation(em, token);
    if (conversation) return conversation;
  }
  return null;
}

/** Authentication results a receiving server wrote that say the sender is not who the mail claims. */
const FAILED_CHECK = /\b(spf|dkim|dmarc)=(fail|softfail|permerror)\b/i;
const FAILED_SPF = /^\s*(fail|softfail)\b/i;

/**
 * Why a mail must be held aside for staff (docs/conversations.md#held-messages), or null: its From is not the
 * conversation's client (compared as mailboxes: case, +tag, Gmail dots), or a receiving server's check failed.
 */
function holdReason(parsed: Pick<ParsedMail, 'headerLines'>, from: string, clientEmail: string): string | null {
  if (!from) return 'The e-mail names no sender.';
  if (mailboxOf(from) !== mailboxOf(clientEmail)) return `Sent by ${from}, not by the record's client (${clientEmail}).`.slice(0, 300);
  for (const header of parsed.headerLines) {
    const value = header.line.slice(header.line.indexOf(':') + 1);
    const failed =
      (/^authentication-results$/i.test(header.key) && FAILED_CHECK.exec(value)?.[0]) ||
      (/^received-spf$/i.test(header.key) && FAILED_SPF.test(value) && 'spf=fail');
    if (failed) return `The sender check failed (${failed.toLowerCase()}): the e-mail may not come from ${from}.`.slice(0, 300);
  }
  return null;
}

/** Control characters (but line breaks and tabs) and unpaired surrogates out, as every stored text (docs/input-limits.md#text). */
const plain = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .slice(0, TEXT_MAX);

/** The text of a parsed mail: its plain part (HTML only: reduced to text by mailparser, never kept as HTML), new words only. */
const newText = (parsed: ParsedMail) => plain(trimQuotedHistory(parsed.text ?? '')) || '(no text)';

const parse = (raw: Uint8Array) =>
  simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipImageLinks: true,
    maxHtmlLengthToParse: 2_000_000,
  });

async function checkedFiles(parsed: ParsedMail): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  // One at a time: each check takes the document checker's worker in turn anyway.
  for (const a of parsed.attachments) files.push(await checkReceivedFile(a.filename ?? 'attachment', new Uint8Array(a.content)));
  return files;
}

/** Stores the files that passed as the record's documents; every file is listed on the message, refused ones with why. */
async function storeFiles(em: EntityManager, conversation: MailConversationRow, files: ReceivedFile[], from: string): Promise<ConversationAttachment[]> {
  const listed: ConversationAttachment[] = [];
  for (const file of files) {
    if ('refused' in file) listed.push({ fileName: file.fileName, documentId: null, refused: file.refused });
    else
      listed.push({
        fileName: file.fileName,
        documentId: await storeReceivedDocument(em, { kind: conversation.recordKind, id: conversation.recordId }, file, from),
        refused: null,
      });
  }
  return listed;
}

/** A chat's answer by mail goes on in the chat as the visitor's message, seen live in the agents' desk (docs/conversations.md#chats-continue-by-e-mail). */
async function intoChat(em: EntityManager, conversation: MailConversationRow, message: { id: string; text: string; from: string }): Promise<void> {
  if (conversation.recordKind !== 'chat') return;
  // The conversation exists (its reply went out from it): only the message is new, named as the chat started.
  await storeVisitorMessage(em, {
    conversationId: conversation.recordId,
    visitorKeyHash: null,
    clientId: message.id,
    text: message.text.slice(0, 5000),
    userInfo: { name: 'Visitor', email: message.from },
  });
}

/**
 * Takes one mail from either receiver. Refused with nothing stored: too large (413), no live reply address among
 * its recipients (404), over a conversation's or a sender's limit (429). Otherwise stored on the record, or held.
 */
export async function receiveMail(deps: InboundDeps, mail: InboundMail): Promise<Received> {
  if (mail.raw.length > INBOUND_MAX_BYTES) throw new ServiceError(413, `An e-mail may be at most ${INBOUND_MAX_BYTES / 1024 / 1024} MB.`);
  const parsed = await parse(mail.raw);
  const em = deps.em.fork();
  const conversation = await conversationOfAddresses(em, deps.config.INBOUND_DOMAIN, recipientsOf(parsed, mail.envelopeTo));
  if (!conversation) throw new ServiceError(404, UNKNOWN_ADDRESS);
  const sender = parsed.from?.value[0];
  const from = (sender?.address ?? '').slice(0, 320);
  const scale = deps.config.RATE_LIMIT_SCALE;
  for (const [key, limit] of [
    [`inbound:conversation:${conversation.id}`, PER_CONVERSATION],
    [`inbound:from:${mailboxOf(from)}`, PER_SENDER],
  ] as const) {
    const state = await hitLimit(em, key, { max: Math.ceil(limit.max * scale), windowSeconds: limit.windowSeconds });
    if (!state.allowed)
      throw new ServiceError(
        429,
        `Too many e-mails to this address or from this sender: try again in ${waitText(state.retryAfterSeconds)}.`,
        state.retryAfterSeconds,
      );
  }
  const heldReason = holdReason(parsed, from, conversation.clientEmail);
  const text = newText(parsed);
  const files = heldReason ? [] : await checkedFiles(parsed);
  const authorName = (sender?.name || from || 'Unknown sender').slice(0, 200);
  const subject = (parsed.subject ?? '(no subject)').slice(0, 300);
  const id = crypto.randomUUID();
  const { assignedTo } = await em.fork().transactional(async (tx) => {
    const contact = await recordContact(tx, conversation.recordKind, conversation.recordId);
    const attachments = heldReason
      ? parsed.attachments.map((a) => ({ fileName: (a.filename ?? 'attachment').slice(0, 200), documentId: null, refused: HELD_WITH_MESSAGE }))
      : await storeFiles(tx, conversation, files, from);
    tx.create(ConversationMessage, {
      id,
      conversationId: conversation.id,
      direction: 'in',
      state: heldReason ? 'held' : 'received',
      fromAddress: from,
      toAddress: replyAddress(deps.config, conversation.token),
      subject,
      text,
      authorName,
      heldReason,
      attachments,
      rawMessage: heldReason ? mail.raw : null,
    });
    await tx.flush();
    const actor: Actor = { id: null, name: `${authorName} (e-mail)`.slice(0, 200) };
    await recordAudit(tx, {
      kind: conversation.recordKind,
      recordId: conversation.recordId,
      action: heldReason ? 'mail_held' : 'mail_received',
      actor,
      to: subject,
    });
    await tellStaff(
      tx,
      deps.config,
      deps.origin,
      { kind: conversation.recordKind, id: conversation.recordId, assignedTo: contact.assignedTo },
      {
        subject: heldReason ? `Held aside: an e-mail from ${from || 'an unknown sender'}` : `The client answered: ${subject}`,
        lines: heldReason
          ? [`An e-mail to the reply address of a record was held aside: ${heldReason}`, 'Accept it onto the record or discard it there.']
          : [
              `${authorName} <${from}> answered by e-mail:`,
              '',
              text,
              ...(attachments.length ? ['', `Attachments: ${attachments.map((a) => a.fileName).join(', ')}`] : []),
            ],
        replyTo: heldReason ? null : from,
      },
    );
    return contact;
  });
  if (!heldReason) await intoChat(em, conversation, { id, text, from });
  deps.notifyOutbox();
  deps.log.info(
    { kind: conversation.recordKind, recordId: conversation.recordId, messageId: id, held: Boolean(heldReason), assigned: Boolean(assignedTo) },
    'mail received',
  );
  return { messageId: id, state: heldReason ? 'held' : 'received' };
}

/**
 * conversations.accept (docs/conversations.md#held-messages): staff judged a held mail to be the client's; it joins
 * the record as if it had come in so: its attachments are checked and stored, a chat gets it as the visitor's.
 */
export async function acceptHeld(ctx: RequestContext, caller: Pick<SessionUser, 'id' | 'name'>, id: string): Promise<MessageShape> {
  const em = ctx.em.fork();
  const held = await em.findOne(ConversationMessage, { id, state: 'held' }, { fields: ['rawMessage'] });
  if (!held) throw new ServiceError(404, 'This held e-mail does not exist, or staff already decided about it.');
  const files = held.rawMessage ? await checkedFiles(await parse(held.rawMessage)) : [];
  const accepted = await em.fork().transactional(async (tx) => {
    const { message, conversation } = await lockedHeldMessage(tx, id);
    message.attachments = await storeFiles(tx, conversation, files, message.fromAddress);
    message.state = 'received';
    message.rawMessage = null;
    await tx.flush();
    await recordAudit(tx, { kind: conversation.recordKind, recordId: conversation.recordId, action: 'mail_accepted', actor: caller, to: message.subject });
    return { message, conversation };
  });
  await intoChat(em, accepted.conversation, { id, text: accepted.message.text, from: accepted.message.fromAddress });
  ctx.log.info({ messageId: id, userId: caller.id }, 'held mail accepted');
  return toMessage(accepted.message);
}
