import { describe, expect, it } from 'vitest';
import { trimQuotedHistory } from './reply-text.ts';

describe("a client's answer keeps their new words only (docs/conversations.md#inbound)", () => {
  it('drops everything from a Gmail attribution line on, even when the line wraps', () => {
    expect(
      trimQuotedHistory(
        'Thanks, Tuesday works.\r\n\r\nOn Tue, Jun 3, 2025 at 10:00 AM Elite Business Advisory <\r\nreply+abc@x.test> wrote:\r\n> When suits you?',
      ),
    ).toBe('Thanks, Tuesday works.');
    expect(trimQuotedHistory('Yes.\n\nOn 3 Jun 2025, at 10:00, Morgan Reyes wrote:\n\nOld text')).toBe('Yes.');
  });

  it("drops Outlook's header block and the underscores above it", () => {
    const outlook = [
      'Please send the forms.',
      '',
      '________________________________',
      'From: Elite Business Advisory <no-reply@example.com>',
      'Sent: Tuesday, June 3, 2025 10:00 AM',
      'To: Jane Doe <jane@example.com>',
      'Subject: Your formation',
      '',
      'Old text',
    ].join('\r\n');
    expect(trimQuotedHistory(outlook)).toBe('Please send the forms.');
    expect(trimQuotedHistory('Sure.\n-----Original Message-----\nFrom: x')).toBe('Sure.');
  });

  it('drops ">"-quoted lines wherever they are, and keeps a "From:" line that starts no header block', () => {
    expect(trimQuotedHistory('> your question\nMy answer\n> more\nFrom: my accountant, the numbers are fine.')).toBe(
      'My answer\nFrom: my accountant, the numbers are fine.',
    );
  });

  it('keeps a mail that is nothing but quotes as it came, never empty', () => {
    expect(trimQuotedHistory('> only a quote')).toBe('> only a quote');
  });
});
