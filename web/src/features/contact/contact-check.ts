import { contactInput } from '@elite/contracts/schemas/leads';
import { INVALID_EMAIL, INVALID_PHONE, MISSING_INFORMATION } from '@elite/contracts/schemas/form-messages';

export { contactInput };

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'businessType' | 'message';

export interface ContactProblem {
  title: string;
  message: string;
  /** The fields to mark. */
  fields: string[];
}

/**
 * The documented checks in the documented order (docs/site-and-navigation.md#contact-form-checks): every field
 * present, then the e-mail, then the phone. The rules and their messages are the shared schema's (`contactInput`,
 * through the form's schemaResolver); only the order and the toast titles live here. Loaded with the schema, on
 * first focus.
 */
const rules = [
  { message: MISSING_INFORMATION, title: 'Missing Information' },
  { message: INVALID_EMAIL, title: 'Invalid Email' },
  { message: INVALID_PHONE, title: 'Invalid Phone Number' },
] as const;

/** The first rule that fails, from the form's messages by field (the schema's first message of each bad field). */
export function contactProblem(errors: Record<string, unknown>): ContactProblem {
  const failing = Object.entries(errors).filter(([, message]) => Boolean(message));
  for (const rule of rules) {
    const fields = failing.filter(([, message]) => message === rule.message).map(([field]) => field);
    if (fields.length > 0) return { title: rule.title, message: rule.message, fields };
  }
  // Anything else (a message past its limit; the short inputs' max lengths prevent the rest): the schema's own words.
  const [field, message] = failing[0]!;
  return { title: 'Please check the form', message: String(message), fields: [field] };
}
