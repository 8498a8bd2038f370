import type { FormErrors } from '@mantine/form';

/**
 * The habits every form shares (docs/decisions/0029-forms-on-mantine-form.md): @mantine/form holds the values and
 * the messages, the contracts schema the server checks decides them (`schemaResolver`), and the server's own field
 * messages land on the same fields. No code of @mantine/form here (types only): pages import these helpers freely.
 */

/**
 * The first message of each field of a server's refusal: tRPC's `data.zodError.fieldErrors` or the REST body's
 * `fieldErrors` (docs/rest-api.md#errors). A nested field is named by its dotted path ("businessData.businessName");
 * where the server names both a field and a part of it, the part wins, so each message lands on one input.
 */
export function firstFieldErrors(fieldErrors: Record<string, readonly string[] | undefined> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const fields = Object.keys(fieldErrors ?? {});
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message && !fields.some((other) => other.startsWith(`${field}.`))) out[field] = message;
  }
  return out;
}

/** The errors of some fields only (a step of a longer form): a field's own path and the paths inside it (`owners.0.name`). */
export function errorsOf(errors: FormErrors, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message && fields.some((field) => path === field || path.startsWith(`${field}.`))) out[path] = message;
  }
  return out;
}

/** The first field with a message, and the message (the schema's order is the form's): for forms whose messages are toasts. */
export function firstError(errors: FormErrors): [field: string, message: string] | undefined {
  return Object.entries(errors).find((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

/**
 * Focuses the first input, in the order the form shows them, whose field has a message (inputs bound with
 * `getInputProps` carry their path in `data-path`). Returns the element, or null when none is on screen.
 */
export function focusFirstError(root: ParentNode | null | undefined, errors: FormErrors): HTMLElement | null {
  // A message, or `true` for a field marked without words.
  const bad = new Set(Object.keys(errors).filter((path) => errors[path] === true || (typeof errors[path] === 'string' && errors[path] !== '')));
  const inputs = root ? Array.from(root.querySelectorAll<HTMLElement>('[data-path]')) : [];
  const first = inputs.find((input) => bad.has(input.dataset.path ?? '')) ?? null;
  first?.focus();
  return first;
}
