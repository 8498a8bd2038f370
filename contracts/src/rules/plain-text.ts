/**
 * What no text field takes, in any value or key of any call (docs/input-limits.md#text):
 * - control characters: C0 controls and DEL, except tab, line feed and carriage return. PostgreSQL cannot store NUL
 *   in text at all; the others end up in mails, logs and CSV exports where they only do harm;
 * - ill-formed text: an unpaired UTF-16 surrogate (a JSON `"\ud800"` escape), which no encoding can write (jsonb
 *   refuses it, text columns and mails would turn it into U+FFFD), and the 66 Unicode non-characters (U+FDD0-U+FDEF
 *   and the last two code points of every plane, U+FFFE and U+FFFF among them), which Unicode reserves for a
 *   program's own use inside itself: nobody types them, HTML parsers report them as errors and XML forbids U+FFFE
 *   and U+FFFF, so our mails, exports and invites never carry them.
 * One pattern finds all three, so a clean string costs a single scan.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is part of this pattern's purpose
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}\p{Noncharacter_Code_Point}]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
export const ILL_FORMED_TEXT_MESSAGE = 'Must be well-formed Unicode text (no unpaired surrogates or non-characters).';

/** Why a string is not plain text (one of the two messages above), or null when it is. */
export function plainTextProblem(text: string): string | null {
  const found = NOT_PLAIN_TEXT.exec(text);
  if (!found) return null;
  return found[0].codePointAt(0)! <= 0x7f ? CONTROL_CHARACTER_MESSAGE : ILL_FORMED_TEXT_MESSAGE;
}

/** A string refused in a parsed body: where it is (its field's path; the key's own path for a bad key) and why. */
export interface TextRefusal {
  path: (string | number)[];
  message: string;
}

/** The first string in `value` (an object, array or string, as parsed from JSON) that is not plain text, or null. */
export function refusedText(value: unknown, path: (string | number)[] = [], depth = 0): TextRefusal | null {
  if (typeof value === 'string') {
    const message = plainTextProblem(value);
    return message ? { path, message } : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    // Keys are text too: a bad key is refused like a bad value.
    const keyProblem = typeof key === 'string' ? plainTextProblem(key) : null;
    if (keyProblem) return { path: [...path, key], message: keyProblem };
    const found = refusedText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
