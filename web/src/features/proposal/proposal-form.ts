import { proposalInput } from '@elite/contracts/schemas/leads';
import type { CartItem } from '@elite/contracts/rules/cart';
import { cartLinesFromItems } from '@elite/contracts/rules/cart';

/** The fields a visitor fills in on /get-proposal (the cart's lines are added on submit). */
export interface ProposalFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  /** Honeypot: people never see it; bots fill it and the server refuses the request. */
  website: string;
}

export type ProposalField = Exclude<keyof ProposalFields, 'website'>;
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const emptyProposalFields: ProposalFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  website: '',
};

/** The form's fields in the order shown, so the first invalid one can take the focus. */
export const proposalFieldOrder: readonly ProposalField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'message',
];

const isField = (key: unknown): key is ProposalField =>
  typeof key === 'string' && (proposalFieldOrder as readonly string[]).includes(key);

/**
 * Checks the form with the server's own schema (contracts/schemas/leads.ts), so the browser shows the same
 * words the server would: the first message of each bad field, or the valid input ready to send.
 */
export function validateProposal(
  fields: ProposalFields,
  items: readonly CartItem[],
):
  | { ok: true; input: ReturnType<typeof proposalInput.parse> }
  | { ok: false; errors: ProposalErrors; formError?: string } {
  const parsed = proposalInput.safeParse({
    ...fields,
    website: fields.website || undefined,
    items: cartLinesFromItems(items),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ProposalErrors = {};
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (isField(key)) errors[key] ??= issue.message;
    else formError ??= issue.message;
  }
  return { ok: false, errors, formError };
}

/** The server's field errors (BAD_REQUEST with the flattened zod issues), first message per form field. */
export function serverFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): ProposalErrors {
  const errors: ProposalErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    if (isField(key) && messages?.[0]) errors[key] = messages[0];
  }
  return errors;
}
