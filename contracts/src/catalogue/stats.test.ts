import { describe, expect, it } from 'vitest';
import { company } from './company.ts';
import { headlineStats, subscriptionClaims, trustStats } from './stats.ts';

describe('the firm’s figures (docs/site-and-navigation.md#marketing-claims)', () => {
  const stat = (label: string) => [...headlineStats, ...trustStats].find((s) => s.label === label)?.value;
  const claim = (key: (typeof subscriptionClaims)[number]['key']) => subscriptionClaims.find((c) => c.key === key)?.label;

  it('the checkouts’ badges quote the home page’s client count and years, not figures of their own', () => {
    expect(claim('clients')).toBe(`${stat('Companies advised')} Clients`);
    expect(claim('years')).toBe(`${stat('Years of advisory practice')} Years`);
    expect(claim('success')).toBe(`${stat('Client success rate')} Success Rate`);
  });

  it('are the home page’s set, 500+ companies and 15+ years, kept in the company record', () => {
    expect(company.figures).toMatchObject({ companiesAdvised: '500+', yearsOfPractice: '15+' });
    expect([...headlineStats, ...trustStats].map((s) => s.value)).toEqual(Object.values(company.figures));
  });
});
