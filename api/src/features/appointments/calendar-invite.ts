import { company } from '@elite/contracts/catalogue/company';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value, quoted (it may hold commas or semicolons; quotes and control characters are dropped): the organiser's name. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a parameter value may not hold
const param = (value: string) => `"${value.replace(/["\x00-\x1f]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, 'utf8') > 74) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface Invite {
  id: string;
  start: number;
  end: number;
  created: number;
  summary: string;
  /** In our words only: it reaches the typed address (docs/input-limits.md#acknowledgements). */
  description: string;
  /** The attendee is named by their address alone: a typed name could carry any sentence into their calendar. */
  attendeeEmail: string;
  /**
   * The version of the event (RFC 5545 SEQUENCE): 0 at booking, one more at each later mail about it, so a
   * calendar that imported the booking replaces it with the newer one (same UID) instead of adding a second.
   */
  sequence?: number;
  /** PUBLISH (booking, confirmation) or CANCEL: a calendar removes the event of that UID. */
  method?: 'PUBLISH' | 'CANCEL';
}

/** The .ics attachment: the booking's invitation, a confirmation's update or a cancellation. */
export function calendarInvite(invite: Invite): string {
  const cancelled = invite.method === 'CANCEL';
  const domain = company.email.split('@')[1];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company.name}//Scheduling//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${invite.id}@${domain}`,
    `SEQUENCE:${invite.sequence ?? 0}`,
    `DTSTAMP:${stamp(invite.created)}`,
    `DTSTART:${stamp(invite.start)}`,
    `DTEND:${stamp(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(`Phone call from ${company.name}`)}`,
    `ORGANIZER;CN=${param(company.name)}:mailto:${company.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${invite.attendeeEmail}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

/** The MIME type of an .ics attachment carries its method, as calendar clients read it. */
export const calendarContentType = (method: 'PUBLISH' | 'CANCEL' = 'PUBLISH') => `text/calendar; charset=utf-8; method=${method}`;
