import { describe, expect, it } from 'vitest';
import { calendarInvite, type Invite } from './calendar-invite.ts';

const invite = (change: Partial<Invite> = {}): Invite => ({
  id: '6f1c2a4e-3b7d-4e8f-9a0b-1c2d3e4f5a6b',
  start: Date.parse('2026-11-24T15:30:00Z'),
  end: Date.parse('2026-11-24T16:30:00Z'),
  created: Date.parse('2026-11-20T09:00:05.123Z'),
  summary: 'Formation Planning with Elite Business Advisory',
  description: 'Formation Planning (60 minutes).',
  attendeeEmail: 'ada@example.com',
  ...change,
});

/** RFC 5545 unfolding: a CRLF followed by one space continues the line. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics invitation of the confirmation e-mail', () => {
  it('is one VEVENT with the appointment id as UID and UTC start, end and stamp', () => {
    const lines = unfold(calendarInvite(invite()));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Elite Business Advisory//Scheduling//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('UID:6f1c2a4e-3b7d-4e8f-9a0b-1c2d3e4f5a6b@elitebusinessadvisory.com');
    expect(lines).toContain('DTSTART:20261124T153000Z');
    expect(lines).toContain('DTEND:20261124T163000Z');
    expect(lines).toContain('DTSTAMP:20261120T090005Z');
    expect(lines).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:ada@example.com');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('cancels the same event with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE (docs/admin.md#what-the-client-hears)', () => {
    const lines = unfold(calendarInvite(invite({ method: 'CANCEL', sequence: 2 })));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:6f1c2a4e-3b7d-4e8f-9a0b-1c2d3e4f5a6b@elitebusinessadvisory.com');
  });

  it('ends every line with CRLF and folds lines longer than 75 octets, without splitting a character', () => {
    const ics = calendarInvite(invite({ description: `Notes: ${'Überprüfung der Gesellschaftsform, '.repeat(8)}` }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const description = unfold(ics).find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toBe(`DESCRIPTION:Notes: ${'Überprüfung der Gesellschaftsform\\, '.repeat(8)}`);
  });

  it('escapes text: commas, semicolons, backslashes and newlines stay text', () => {
    const lines = unfold(
      calendarInvite(
        invite({
          summary: 'Call; then, decide\\maybe',
          description: 'Line one\nLine two\r\nEND:VEVENT',
        }),
      ),
    );
    expect(lines).toContain('SUMMARY:Call\\; then\\, decide\\\\maybe');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\nEND:VEVENT');
    // The typed END:VEVENT did not end the event early.
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  });
});
