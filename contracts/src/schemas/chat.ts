import { z } from 'zod';
import { instant } from './instant.ts';
import { STAFF_LIKE_NAME, staffLikeName } from '../rules/chat-names.ts';
import { SIMPLE_EMAIL } from './form-messages.ts';
import { chatStatuses, staffRef } from './queue-fields.ts';

/**
 * The frames of /ws/chat (docs/chat.md#frames), checked by the server and the
 * browser with these schemas. The documented frames keep working as written; the
 * optional fields (clientId, lastMessageId) and the extra frame types are what
 * a chat that loses nothing needs (docs/chat.md#conversations-that-lose-nothing).
 */

/** docs/chat.md#reconnecting-and-resuming: a closed socket is retried after 3 seconds, indefinitely. */
export const CHAT_RECONNECT_MS = 3000;
/** The longest message a visitor or an agent can send. */
export const CHAT_TEXT_MAX = 2000;
/** The largest frame the server reads; bigger ones close that socket (ws code 1009). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** docs/chat.md#visitor-chat-widget. */
export const CHAT_REQUIRED_INFORMATION = { title: 'Required Information', message: 'Please enter your name and email to start chatting.' } as const;
/** docs/chat.md#visitor-chat-widget. */
export const CHAT_CONNECTION_LOST = 'Connection lost. Attempting to reconnect...';
/** docs/chat.md#support-chat-dashboard: the agent name's default when nobody is signed in. */
export const DEFAULT_AGENT_NAME = 'Support Agent';

const name = z.string().trim().min(1, 'Please enter your name.').max(100, 'Must be at most 100 characters');
/** A visitor's name: never one that passes for the team's (docs/chat.md#visitor-names). */
const visitorName = name.refine((value) => !staffLikeName(value), STAFF_LIKE_NAME);
const text = z.string().trim().min(1, 'Please type a message.').max(CHAT_TEXT_MAX, `Must be at most ${CHAT_TEXT_MAX} characters`);
/** Message ids are database serials: they order the messages of a conversation. */
const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sessionId = z.uuid('Unknown chat session.');
/** Chosen by the sender for each message; the same id sent again is the same message (a retry), stored once. */
const clientId = z.uuid().optional();

/** docs/chat.md#frames, chat visitor info: name, email. */
export const chatUserInfo = z.object({
  name: visitorName,
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .max(254, 'Must be at most 254 characters')
    .regex(SIMPLE_EMAIL, 'Please enter a valid email address.'),
});
export type ChatUserInfo = z.infer<typeof chatUserInfo>;

// --- Frames the browser sends ---------------------------------------------------------------

/** Visitor: a message (docs/chat.md: text, sender user, userInfo, senderName). */
export const visitorMessageFrame = z.object({
  type: z.literal('message'),
  text,
  sender: z.literal('user'),
  userInfo: chatUserInfo,
  /** Accepted as documented; the messages carry the name the conversation started with. */
  senderName: visitorName.optional(),
  clientId,
});
/**
 * Visitor: continue the conversation kept in the browser and get what came after lastMessageId. `visitorKey` is the
 * secret the server gave this browser when the conversation started (the `conversation` frame): without the right
 * one the answer is `unknown_session`, as for an id that does not exist (docs/chat.md#reconnecting-and-resuming).
 */
export const resumeFrame = z.object({
  type: z.literal('resume'),
  sessionId,
  visitorKey: z.string().max(100).optional(),
  lastMessageId: messageId.optional(),
});
/** docs/chat.md#presence: the widget sends `typing` at most this often while the visitor types. */
export const CHAT_TYPING_EVERY_MS = 2000;
/** The server passes a socket's `typing` on at most once in this long and drops the others (a little under the widget's pace). */
export const CHAT_TYPING_MIN_GAP_MS = 1500;
/** How long the desk shows "typing…" after the last `typing` frame, unless a message comes first. */
export const CHAT_TYPING_SHOWN_MS = 5000;
export const CHAT_PAGE_MAX = 200;
export const CHAT_PAGE_MESSAGE = 'The page must be a path of this site (starting with one /), without a query or a fragment.';
/**
 * The page the visitor is on (docs/chat.md#presence): a path of this site only, never another site's address, a
 * query (it may carry a token) or a fragment: `/`, then no `/` at once, and no spaces, `\`, `?` or `#`.
 */
export const chatPagePath = z
  .string()
  .max(CHAT_PAGE_MAX, `The page must be at most ${CHAT_PAGE_MAX} characters.`)
  .regex(/^\/(?![/\\])[^\s?#\\]*$/, CHAT_PAGE_MESSAGE);
/** Visitor: is typing now (docs/chat.md#presence). Passed on to agents, throttled by the server. */
export const typingFrame = z.object({ type: z.literal('typing') });
/** Visitor: the page of this site they are on, on joining and on each navigation. */
export const pageFrame = z.object({ type: z.literal('page'), path: chatPagePath });
/** Agent: go online under a display name (docs/chat.md: support_join with agentName). */
export const supportJoinFrame = z.object({ type: z.literal('support_join'), agentName: name });
/** The join screen of /support-chat: the display name its support_join frame carries. */
export const supportJoinForm = supportJoinFrame.pick({ agentName: true });
/** Agent: answer a visitor (docs/chat.md: support_message with sessionId, text, agentName). */
export const supportMessageFrame = z.object({ type: z.literal('support_message'), sessionId, text, agentName: name, clientId });
/** Agent: the messages of one conversation (the conversation pane). */
export const supportHistoryFrame = z.object({ type: z.literal('support_history'), sessionId });
/** Agent: the team has read a conversation up to this message (clears its unread count). */
export const supportReadFrame = z.object({ type: z.literal('support_read'), sessionId, lastMessageId: messageId });

export const clientFrame = z.discriminatedUnion('type', [
  visitorMessageFrame,
  resumeFrame,
  supportJoinFrame,
  supportMessageFrame,
  supportHistoryFrame,
  supportReadFrame,
  typingFrame,
  pageFrame,
]);
export type ClientFrame = z.infer<typeof clientFrame>;

// --- Frames the server sends ----------------------------------------------------------------

/** docs/chat.md#frames, chat message: id, text, sender, senderName, timestamp, sessionId, userInfo. */
export const chatMessage = z.object({
  type: z.literal('message'),
  id: messageId,
  text: z.string(),
  sender: z.enum(['user', 'support']),
  senderName: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  sessionId: z.string(),
  userInfo: z.object({ name: z.string(), email: z.string() }),
  /** Echoed to the sender's sockets: the acknowledgement of the message it sent under this id. */
  clientId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** docs/chat.md#frames, support chat session. */
export const chatSession = z.object({
  sessionId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  lastMessageAt: instant(),
  unreadCount: z.number().int().nonnegative(),
  /** docs/chat.md#working-a-conversation: waiting, answered or resolved, and who it is assigned to. */
  status: z.enum(chatStatuses).optional(),
  assignedTo: staffRef.nullable().optional(),
  /** docs/chat.md#presence: the page of this site the visitor was last on. */
  visitorPage: z.string().nullable().optional(),
});
export type ChatSession = z.infer<typeof chatSession>;

/** A private note of the team in a conversation (docs/chat.md#private-notes): agents see it, the visitor never does. */
export const chatNote = z.object({ id: z.string(), sessionId: z.string(), text: z.string(), authorName: z.string(), timestamp: z.string() });
export type ChatNote = z.infer<typeof chatNote>;

/** `reserved_name`: the visitor's name is a staff member's (docs/chat.md#visitor-names); the browser asks for another. */
export const chatErrorCodes = ['invalid_frame', 'rate_limited', 'forbidden', 'unknown_session', 'unavailable', 'reserved_name'] as const;

export const serverFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), supportOnline: z.boolean() }),
  /**
   * To the visitor's socket alone, when its first message started a conversation, before that message's
   * acknowledgement: the conversation's id and the secret that resumes it. The server keeps only the secret's hash.
   */
  z.object({ type: z.literal('conversation'), sessionId: z.string(), visitorKey: z.string() }),
  chatMessage,
  /** The answer to support_join: the conversations, most recent first. */
  z.object({ type: z.literal('sessions'), sessions: z.array(chatSession) }),
  /** The answer to support_history: the messages, and the team's private notes (to agents only). */
  z.object({ type: z.literal('history'), sessionId: z.string(), messages: z.array(chatMessage), notes: z.array(chatNote).optional() }),
  /** To agents: a conversation's status, assignee or visitor's page changed (docs/chat.md#working-a-conversation). */
  z.object({ type: z.literal('session'), session: chatSession }),
  /** To agents: a private note was written (docs/chat.md#private-notes). */
  z.object({ type: z.literal('note'), note: chatNote }),
  /** To agents: the visitor of this conversation is typing (docs/chat.md#presence). */
  z.object({ type: z.literal('typing'), sessionId: z.string() }),
  /** A refused frame; the socket stays open unless the server closes it. */
  z.object({ type: z.literal('error'), code: z.enum(chatErrorCodes), message: z.string(), clientId: z.string().optional() }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;
