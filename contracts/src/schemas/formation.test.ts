import { describe, expect, it } from 'vitest';
import { formationData } from '../../../test/fixtures/checkout.ts';
import { businessFormationForm } from './formation.ts';

const withOwners = (owners: { name: string; percentage: number; address: string }[]) => ({ ...formationData, owners });
const owner = (name: string, percentage: number) => ({ name, percentage, address: '12 Engine Street, Wilmington DE' });
const messagesOf = (input: unknown) => {
  const result = businessFormationForm.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ownership percentages (docs/subscriptions-and-intake.md#formation-form)', () => {
  it('each owner holds 0 to 100 percent, and a number outside says so on that owner, never a silent 100', () => {
    expect(messagesOf(withOwners([owner('Ada Lovelace', 150)]))).toEqual({ 'owners.0.percentage': 'Enter a percentage from 0 to 100' });
    expect(messagesOf(withOwners([owner('Ada Lovelace', -5)]))).toEqual({ 'owners.0.percentage': 'Enter a percentage from 0 to 100' });
  });

  it('owners together hold at most 100 percent: above, the owners list says the total', () => {
    expect(messagesOf(withOwners([owner('Ada Lovelace', 60), owner('Charles Babbage', 50)]))).toEqual({
      owners: "The owners' percentages add up to 110%; together they can hold at most 100%",
    });
  });

  it('owners who share exactly 100 percent, or less, pass', () => {
    expect(businessFormationForm.safeParse(withOwners([owner('Ada Lovelace', 60), owner('Charles Babbage', 40)])).success).toBe(true);
    expect(
      businessFormationForm.safeParse(withOwners([owner('Ada Lovelace', 33.33), owner('Charles Babbage', 33.33), owner('Mary Somerville', 33.34)])).success,
    ).toBe(true);
    expect(businessFormationForm.safeParse(withOwners([owner('Ada Lovelace', 50), owner('Charles Babbage', 0)])).success).toBe(true);
  });
});
