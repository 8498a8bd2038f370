/**
 * What a client's answer by e-mail adds to a conversation (docs/conversations.md#inbound): their new words, without
 * the history their mail program quoted below (or above) them. Mail programs mark that history three common ways:
 *
 * - an attribution line, "On Tue, 3 Jun 2025 at 10:00, Elite Business Advisory <…> wrote:" (Gmail, Apple Mail,
 *   Thunderbird; the line may wrap once), or "-----Original Message-----";
 * - Outlook's header block: "From: …" followed within a few lines by "Sent: …" or "Date: …" (often after a line of
 *   underscores);
 * - lines starting with ">".
 *
 * Everything from the first marker on is dropped, and quoted lines anywhere are dropped. A mail that is nothing but
 * quotes keeps its text as it came, so an answer is never stored empty.
 */

const ATTRIBUTION_END = /wrote:\s*$/i;
const ATTRIBUTION_START = /^\s*On\s.+/;
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*(Original Message|Forwarded message)\s*-{2,}/i;
const OUTLOOK_FROM = /^\s*\*?From:\*?\s.+/i;
const OUTLOOK_NEXT = /^\s*\*?(Sent|Date):\*?\s.+/i;
const UNDERSCORES = /^\s*_{10,}\s*$/;
const QUOTED = /^\s*>/;

/** The index of the first line of quoted history, or -1. */
function historyStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (ORIGINAL_MESSAGE.test(line)) return i;
    if (ATTRIBUTION_START.test(line) && (ATTRIBUTION_END.test(line) || ATTRIBUTION_END.test(lines[i + 1] ?? ''))) return i;
    if (OUTLOOK_FROM.test(line) && lines.slice(i + 1, i + 5).some((next) => OUTLOOK_NEXT.test(next))) {
      return i > 0 && UNDERSCORES.test(lines[i - 1]!) ? i - 1 : i;
    }
  }
  return -1;
}

export function trimQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = historyStart(lines);
  const kept = (start === -1 ? lines : lines.slice(0, start)).filter((line) => !QUOTED.test(line));
  const trimmed = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return trimmed || text.trim();
}
