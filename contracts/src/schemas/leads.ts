import { z } from 'zod';
import { cartLines } from './cart-lines.ts';
import { INVALID_EMAIL, INVALID_PHONE, MESSAGE_MAX, MISSING_INFORMATION, PHONE_CHARACTERS, SIMPLE_EMAIL, tooLong } from './form-messages.ts';

import { businessTypeLabels, businessTypes } from '../catalogue/business-types.ts';

export { businessTypeLabels, businessTypes };

const required = (max: number) =>
  z.string({ message: MISSING_INFORMATION }).trim().min(1, { message: MISSING_INFORMATION, abort: true }).max(max, tooLong(max));

/**
 * POST /api/contacts and leads.create (docs/rest-api.md#leads), checked the same in
 * the browser. `website` is a honeypot: people never see it, bots fill it.
 */
export const contactInput = z.object({
  firstName: required(100),
  lastName: required(100),
  email: required(254).regex(SIMPLE_EMAIL, INVALID_EMAIL),
  phone: required(30).regex(PHONE_CHARACTERS, INVALID_PHONE).min(10, INVALID_PHONE),
  businessType: z.enum(businessTypes, { message: MISSING_INFORMATION }),
  message: required(MESSAGE_MAX),
  /** The package named by /contact?service=… (fundability packages), when any. */
  service: z.string().trim().max(200).optional(),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

/**
 * POST /api/proposals and leads.requestProposal (docs/catalogue-and-cart.md#executive-proposal-request): the /get-proposal
 * form plus the cart's lines; the server prices them from the catalogue.
 */
export const proposalInput = z.object({
  firstName: required(100),
  lastName: required(100),
  email: required(254).regex(SIMPLE_EMAIL, INVALID_EMAIL),
  phone: required(30).regex(PHONE_CHARACTERS, INVALID_PHONE).min(10, INVALID_PHONE),
  company: required(200),
  message: z.string().trim().max(MESSAGE_MAX, tooLong(MESSAGE_MAX)).default(''),
  items: cartLines,
  website: z.string().max(500).optional(),
});
export type ProposalInput = z.input<typeof proposalInput>;

/**
 * The /get-proposal form: the proposal request without the cart's lines, which the page adds on submit. Derived from
 * `proposalInput`, so the form shows the words the server would.
 */
export const proposalForm = proposalInput.omit({ items: true });
export type ProposalForm = z.input<typeof proposalForm>;
