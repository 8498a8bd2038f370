import type { ChatMessage, ChatNote } from '@elite/contracts/schemas/chat';
import { mergeMessages } from './use-chat-socket.ts';

/** A message of the conversation, or one of the team's private notes shown among them (docs/chat.md#private-notes). */
export type DeskMessage = Pick<ChatMessage, 'id' | 'text' | 'sender' | 'senderName' | 'timestamp'> & { kind: 'message'; clientId?: string };
export type DeskNote = { kind: 'note'; id: string; text: string; senderName: string; timestamp: string };
export type DeskLine = DeskMessage | DeskNote;

export const noteLine = (note: ChatNote): DeskNote => ({ kind: 'note', id: note.id, text: note.text, senderName: note.authorName, timestamp: note.timestamp });
export const messageLine = (m: Omit<DeskMessage, 'kind'>): DeskMessage => ({ ...m, kind: 'message' });

/**
 * Messages in their order (by id, each once, unacknowledged ones last), and each note, once, after the last message
 * stored before it was written.
 */
export function mergeDeskLines(current: DeskLine[], incoming: DeskLine[]): DeskLine[] {
  const all = [...current, ...incoming];
  const messages = mergeMessages(
    all.filter((l): l is DeskMessage => l.kind === 'message'),
    [],
  );
  const notes = [...new Map(all.filter((l): l is DeskNote => l.kind === 'note').map((n) => [n.id, n])).values()];
  const lines: DeskLine[] = [...messages];
  for (const note of notes.sort((a, b) => a.timestamp.localeCompare(b.timestamp))) {
    // After the stored messages not newer than the note; before anything still being sent.
    let at = lines.length;
    while (at > 0) {
      const before = lines[at - 1]!;
      const pending = before.kind === 'message' && before.id === 0;
      if (!pending && before.timestamp <= note.timestamp) break;
      at -= 1;
    }
    lines.splice(at, 0, note);
  }
  return lines;
}
