import { company } from '@elite/contracts/catalogue/company';

/**
 * The pieces every acknowledgement shares (docs/input-limits.md#acknowledgements): a mail to an address a visitor
 * typed, which nobody has proved, is written in the site's own words only. It quotes nothing the visitor typed
 * (no name, message, notes, business or company name, phone): catalogue names, dates, times, references and the
 * server's prices only. Team notices quote everything.
 */

/** The greeting: no name, since a name field can carry any sentence. */
export const GREETING = 'Hello,';

/** The closing lines: how to reach us, and what to do with a mail nobody asked for. */
export const closing = (notYou: string) => ['', notYou, `Questions? Call us at ${company.phoneDisplay} (${company.hours}).`, '', company.name];

/** What the team's notice adds when the recipient's share held the acknowledgement back. */
export const heldNotice = (email: string) =>
  `No acknowledgement was sent to ${email}: that address has had its share of our acknowledgements today. Answer personally if the request is real.`;
