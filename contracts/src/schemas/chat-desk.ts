import { z } from 'zod';
import { instant } from './instant.ts';
import { CHAT_TEXT_MAX } from './chat.ts';
import { chatLead, chatLink, chatStatuses, staffRef } from './queue-fields.ts';
import { noteInput } from './work-queues.ts';

/**
 * The calls of the agent desk (docs/chat.md#working-a-conversation): staff (admins and support agents) assign,
 * resolve and reopen conversations and write private notes; admins manage the canned replies every agent uses.
 */

const conversationId = z.uuid({ message: 'id must be a chat conversation id' });

/** chat.resolve, chat.reopen, chat.conversation: one conversation. */
export const chatRef = z.object({ id: conversationId });

/** chat.assign: to a staff member who may answer chats (an enabled admin or support agent), or to nobody. */
export const chatAssignInput = chatRef.extend({ userId: z.uuid({ message: 'userId must be a staff id or null' }).nullable() });
export type ChatAssignInput = z.infer<typeof chatAssignInput>;

/** chat.addNote: a private note in the conversation (docs/chat.md#private-notes), a note as every record takes. */
export const chatNoteInput = chatRef.extend({ text: noteInput.shape.text });
export type ChatNoteInput = z.input<typeof chatNoteInput>;

/** A staff member who may answer chats, for the desk's assignee picker. */
export const chatAgent = staffRef.extend({ role: z.enum(['admin', 'agent']) });
export type ChatAgent = z.infer<typeof chatAgent>;

/** chat.conversation: what the desk shows beside a conversation. */
export const chatConversationInfo = z.object({
  id: z.string(),
  status: z.enum(chatStatuses),
  assignedTo: staffRef.nullable(),
  visitorPage: z.string().nullable(),
  lead: chatLead.nullable(),
  otherChats: z.array(chatLink),
});
export type ChatConversationInfo = z.infer<typeof chatConversationInfo>;

// ---- Canned replies ----------------------------------------------------------------------------------------

export const CANNED_TITLE_MAX = 100;

/** A canned reply's fields (docs/chat.md#canned-replies): a title to find it by and the text it puts in the composer. */
export const cannedReplyFields = z.object({
  title: z
    .string({ message: 'Please give the reply a title.' })
    .trim()
    .min(1, 'Please give the reply a title.')
    .max(CANNED_TITLE_MAX, `A title is at most ${CANNED_TITLE_MAX} characters.`),
  text: z
    .string({ message: 'Please write the reply.' })
    .trim()
    .min(1, 'Please write the reply.')
    .max(CHAT_TEXT_MAX, `A reply is at most ${CHAT_TEXT_MAX.toLocaleString('en-US')} characters.`),
});
export type CannedReplyFields = z.infer<typeof cannedReplyFields>;
export const cannedReplyUpdate = cannedReplyFields.extend({ id: z.uuid({ message: 'id must be a canned reply id' }) });
export const cannedReplyRef = cannedReplyUpdate.pick({ id: true });

export const cannedReply = z.object({ id: z.string(), title: z.string(), text: z.string(), updatedAt: instant() });
export type CannedReply = z.infer<typeof cannedReply>;
