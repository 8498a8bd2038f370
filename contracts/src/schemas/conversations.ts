import { z } from 'zod';
import { instant } from './instant.ts';
import { recordRef, workKinds } from './work-queues.ts';

/**
 * E-mail conversations on a record (docs/conversations.md): staff write to the client from any record, the client's
 * answer comes back to the same record by its reply address, and staff keep a few templates to start from.
 */

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_TEXT_MAX = 10_000;
export const TEMPLATE_NAME_MAX = 100;

const subject = z
  .string({ message: 'Please write a subject.' })
  .trim()
  .min(1, 'Please write a subject.')
  .max(MAIL_SUBJECT_MAX, `A subject is at most ${MAIL_SUBJECT_MAX} characters.`);
const body = z
  .string({ message: 'Please write the message.' })
  .trim()
  .min(1, 'Please write the message.')
  .max(MAIL_TEXT_MAX, `A message is at most ${MAIL_TEXT_MAX.toLocaleString('en-US')} characters.`);

/** conversations.send: a mail from staff to the record's client (docs/conversations.md#writing-to-the-client). */
export const sendMailInput = recordRef.extend({ subject, text: body });
export type SendMailInput = z.input<typeof sendMailInput>;

/** The composer's fields, checked the same in the browser. */
export const mailForm = sendMailInput.pick({ subject: true, text: true });

/** A held message, by its id: staff accept it onto the record or discard it (docs/conversations.md#held-messages). */
export const heldMessageRef = z.object({ id: z.uuid({ message: 'id must be a message id' }) });

/** An attachment of a received message: the document it became, or why it was refused. */
export const conversationAttachment = z.object({
  fileName: z.string(),
  documentId: z.string().nullable(),
  /** Why it is not among the record's documents (its type, its size, the message held). */
  refused: z.string().nullable(),
});
export type ConversationAttachment = z.infer<typeof conversationAttachment>;

export const conversationMessageStates = ['sent', 'received', 'held', 'discarded'] as const;

/** One mail of the thread: out (staff, or an agent's chat reply) or in (the client's answer). */
export const conversationMessage = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  /** `held`: kept aside for staff, not part of the record until accepted (docs/conversations.md#held-messages). */
  state: z.enum(conversationMessageStates),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Plain text: a received mail's quoted history trimmed, its HTML reduced to text. */
  text: z.string(),
  /** The staff member who wrote it (out), or the sender's display name (in). */
  authorName: z.string(),
  at: z.string(),
  /** Why a received mail was held: another sender, or a failed sender check. */
  heldReason: z.string().nullable(),
  attachments: z.array(conversationAttachment),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** A record's thread, oldest first, and where the client's answers go. */
export const conversationThread = z.object({
  kind: z.enum(workKinds),
  recordId: z.string(),
  /** The client's address on the record, where staff mails go. */
  clientEmail: z.string(),
  /** `reply+<token>@<inbound domain>`: null until the first mail goes out. */
  replyAddress: z.string().nullable(),
  messages: z.array(conversationMessage),
});
export type ConversationThread = z.infer<typeof conversationThread>;

// ---- Templates -------------------------------------------------------------------------------------------------

export const mailTemplateFields = z.object({
  name: z
    .string({ message: 'Please name the template.' })
    .trim()
    .min(1, 'Please name the template.')
    .max(TEMPLATE_NAME_MAX, `A name is at most ${TEMPLATE_NAME_MAX} characters.`),
  subject,
  body,
});

export const mailTemplateId = z.object({ id: z.uuid({ message: 'id must be a template id' }) });
export const mailTemplateUpdate = mailTemplateFields.extend(mailTemplateId.shape);

export const mailTemplate = mailTemplateFields.extend({ id: z.string(), updatedAt: instant() });
export type MailTemplate = z.infer<typeof mailTemplate>;
