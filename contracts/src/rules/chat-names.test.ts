import { describe, expect, it } from 'vitest';
import { staffLikeName } from './chat-names.ts';

describe('security finding 14: a chat visitor cannot take a staff-like name (docs/chat.md#visitor-names)', () => {
  it.each([
    'Support Agent',
    'support agent',
    '  SUPPORT   agent ',
    'Agent',
    'Admin',
    'Support',
    'S u p p o r t',
    'SupportAgent',
    'support-team',
    'Dana from Support',
    'Système Admin',
    'Elite Business Advisory',
    'elite-business advisory billing',
    'EliteAdvisory',
    'Customer Service',
    'Your advisor',
  ])('refuses %j', (name) => {
    expect(staffLikeName(name)).toBe(true);
  });

  it('refuses a staff member’s name, whatever its case and spacing, and nobody else’s', () => {
    const staff = ['Dana Whitfield', 'Morgan Reyes'];
    expect(staffLikeName('dana  whitfield', staff)).toBe(true);
    expect(staffLikeName('MorganReyes', staff)).toBe(true);
    expect(staffLikeName('Dana', staff)).toBe(false);
    expect(staffLikeName('Morgan Reyes-Smith', staff)).toBe(false);
  });

  it.each(['Ada Lovelace', 'Stafford Beer', 'Teamster Joe', 'Botha', 'Supportive Sam', 'Agenor', 'Elite', 'Grace Hopper', '李雷'])(
    'lets %j chat: a staff word must be a word of the name',
    (name) => {
      expect(staffLikeName(name)).toBe(false);
    },
  );
});
