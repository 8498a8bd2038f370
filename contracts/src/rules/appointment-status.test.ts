import { describe, expect, it } from 'vitest';
import { allowedTransitions } from './appointment-status.ts';

describe('allowedTransitions (docs/admin.md#appointment-status-changes)', () => {
  it('from scheduled: Confirm or Cancel; once past also Mark Complete or Mark No-show', () => {
    expect(allowedTransitions('scheduled', false)).toEqual(['confirmed', 'cancelled']);
    expect(allowedTransitions('scheduled', true)).toEqual(['confirmed', 'cancelled', 'completed', 'no_show']);
  });

  it('from confirmed: Cancel while upcoming, Mark Complete or Mark No-show once past', () => {
    expect(allowedTransitions('confirmed', false)).toEqual(['cancelled']);
    expect(allowedTransitions('confirmed', true)).toEqual(['completed', 'no_show']);
  });

  it('cancelled, completed and no-show are final', () => {
    for (const past of [false, true]) {
      expect(allowedTransitions('cancelled', past)).toEqual([]);
      expect(allowedTransitions('completed', past)).toEqual([]);
      expect(allowedTransitions('no_show', past)).toEqual([]);
    }
  });
});
