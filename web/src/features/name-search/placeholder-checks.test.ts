import { describe, expect, it } from 'vitest';
import { handleFor, placeholderChecks } from './placeholder-checks.ts';

describe('placeholder checks', () => {
  it('builds a handle from the name without its designator or punctuation', () => {
    expect(handleFor('Bright Harbor Consulting, L.L.C.')).toBe('brightharborconsulting');
    expect(handleFor("Joe's Café Inc.")).toBe('joescafe');
    expect(handleFor('LLC')).toBe('llc');
    expect(handleFor('!!!')).toBe('yourbusiness');
  });

  it('names three domains, the trademark register and three social networks, free or not at random', () => {
    const free = placeholderChecks('Bright Harbor LLC', () => 0.9);
    expect(free.map((c) => [c.group, c.label])).toEqual([
      ['Domain', 'brightharbor.com'],
      ['Domain', 'brightharbor.net'],
      ['Domain', 'brightharbor.co'],
      ['Trademark', 'USPTO federal trademark register'],
      ['Social media', 'Instagram @brightharbor'],
      ['Social media', 'LinkedIn company page "Bright Harbor LLC"'],
      ['Social media', 'X (Twitter) @brightharbor'],
    ]);
    expect(free.every((c) => c.free)).toBe(true);
    expect(placeholderChecks('Bright Harbor LLC', () => 0.1).some((c) => c.free)).toBe(false);
  });
});
