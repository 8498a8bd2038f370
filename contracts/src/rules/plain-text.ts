/**
 * Control characters no field takes (docs/input-limits.md): C0 controls and DEL, except tab, line feed and
 * carriage return. PostgreSQL cannot store NUL in text at all; the others end up in mails, logs and CSV
 * exports where they only do harm.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';

/** The path of the first string in `value` (an object, array or string, as parsed from JSON) with a control character. */
export function controlCharacterPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    // Keys are text too: a key with a control character is refused like a value.
    if (typeof key === 'string' && CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = controlCharacterPath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
