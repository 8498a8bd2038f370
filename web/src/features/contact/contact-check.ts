import {
  contactInput,
  INVALID_EMAIL,
  INVALID_PHONE,
  MISSING_INFORMATION,
  type ContactInput,
} from '@elite/contracts/schemas/leads';
import type { z } from 'zod';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'businessType' | 'message';

export interface ContactProblem {
  title: string;
  message: string;
  /** The fields to mark, in form order. */
  fields: ContactField[];
}

/**
 * The documented checks in the documented order (docs/site-and-navigation.md#contact-form-checks): every field present, then the e-mail,
 * then the phone. The rules and their messages are the shared schema's; only the order and the toast
 * titles live here.
 */
const rules = [
  { message: MISSING_INFORMATION, title: 'Missing Information' },
  { message: INVALID_EMAIL, title: 'Invalid Email' },
  { message: INVALID_PHONE, title: 'Invalid Phone Number' },
] as const;

export type ContactCheck = { ok: true; data: z.output<typeof contactInput> } | { ok: false; problem: ContactProblem };

const fieldOf = (issue: z.core.$ZodIssue) => issue.path[0] as ContactField;

export function checkContact(values: ContactInput): ContactCheck {
  const parsed = contactInput.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues;
  for (const rule of rules) {
    const failing = issues.filter((issue) => issue.message === rule.message);
    if (failing.length > 0) {
      return { ok: false, problem: { title: rule.title, message: rule.message, fields: [...new Set(failing.map(fieldOf))] } };
    }
  }
  // Anything else (a value too long, which the inputs' max lengths prevent): the schema's own words.
  const first = issues[0]!;
  return { ok: false, problem: { title: 'Please check the form', message: first.message, fields: [fieldOf(first)] } };
}
