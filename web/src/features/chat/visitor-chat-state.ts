import type { ChatMessage, ChatUserInfo } from '@elite/contracts/schemas/chat';

/** What the light ChatWidget (in every page's first download) and the VisitorChat it loads share. */

/** Dispatched by the /contact page's Live Chat button (see features/contact/ContactPage.tsx). */
export const OPEN_CHAT_EVENT = 'elite:open-chat';
export const STORAGE_KEY = 'elite-chat';

export type Line = Pick<ChatMessage, 'id' | 'text' | 'sender' | 'senderName' | 'timestamp'> & { clientId?: string };

/**
 * What survives a reload: the conversation to resume and the secret that resumes it (docs/chat.md#reconnecting-and-resuming),
 * who the visitor is, what they have seen, what is not yet stored.
 */
export interface Stored {
  sessionId?: string;
  /** Given by the server when the conversation started; without it the id resumes nothing. */
  sessionKey?: string;
  userInfo?: ChatUserInfo;
  lastSeenId: number;
  pending: Line[];
}

export function readStored(): Stored {
  try {
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return { lastSeenId: 0, pending: [], ...raw };
  } catch {
    return { lastSeenId: 0, pending: [] };
  }
}
