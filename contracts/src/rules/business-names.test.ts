import { describe, expect, it } from 'vitest';
import { entityTypeValues } from '../catalogue/entity-types.ts';
import { NAME_REQUIRED, nameSearchInput, STATE_REQUIRED, TYPE_REQUIRED } from '../schemas/name-search.ts';
import { checkBusinessName, defaultDesignator, nameKey, nameSuggestionCandidates, restrictedWords } from './business-names.ts';

describe('nameKey: what a filing office compares', () => {
  it.each([
    ['Acme Consulting', 'acme consulting'],
    ['ACME CONSULTING LLC', 'acme consulting'],
    ['Acme Consulting, L.L.C.', 'acme consulting'],
    ['The Acme Consulting Inc.', 'acme consulting'],
    ['Acme Consulting Limited Liability Company', 'acme consulting'],
    ['Acme Consulting Co., Inc.', 'acme consulting'],
    ['  Acme   Consulting  ', 'acme consulting'],
    ['Smith & Sons', 'smith and sons'],
    ["Joe's Café", 'joes cafe'],
    ['The', 'the'],
  ])('%s -> %s', (name, key) => expect(nameKey(name)).toBe(key));

  it('a name that is only a designator keeps it (nothing else to compare)', () => {
    expect(nameKey('LLC')).toBe('llc');
  });

  it('different words stay different', () => {
    expect(nameKey('Acme Consulting LLC')).not.toBe(nameKey('Acme Consultants LLC'));
  });
});

describe('checkBusinessName', () => {
  it('a plain name passes and is filed with the type’s designator', () => {
    expect(checkBusinessName('Bright Harbor Consulting', 'llc')).toEqual({
      key: 'bright harbor consulting',
      filingName: 'Bright Harbor Consulting LLC',
      problems: [],
    });
    expect(checkBusinessName('Bright Harbor', 'c-corp').filingName).toBe('Bright Harbor Inc.');
    expect(checkBusinessName('Bright Harbor,', 'pc').filingName).toBe('Bright Harbor P.C.');
  });

  it.each(entityTypeValues)('every type has a designator the rules accept (%s)', (type) => {
    const check = checkBusinessName(`Bright Harbor ${defaultDesignator(type)}`, type);
    expect(check.problems).toEqual([]);
    expect(check.filingName).toBe(`Bright Harbor ${defaultDesignator(type)}`);
  });

  it.each([
    ['Bright Harbor Inc.', 'llc', '"Inc." marks a corporation; the name of a limited liability company must end in LLC, L.L.C. or Limited Liability Company.'],
    ['Bright Harbor LLC', 'c-corp', '"LLC" marks a limited liability company; the name of a corporation must end in'],
    ['Bright Harbor LLC', 'pllc', 'the name of a professional limited liability company must end in PLLC, P.L.L.C. or Professional Limited Liability Company.'],
    ['Bright Harbor LP', 'llp', '"LP" marks a limited partnership'],
    ['Bright Harbor Limited Liability Partnership', 'lp', '"Limited Liability Partnership" marks a limited liability partnership'],
  ] as const)('a designator of another type is refused: %s as %s', (name, type, message) => {
    const { problems } = checkBusinessName(name, type);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('corporations accept every corporate ending; an LLC does not accept "Company"', () => {
    for (const ending of ['Inc.', 'Incorporated', 'Corporation', 'Corp.', 'Company', 'Co.', 'Ltd.']) {
      expect(checkBusinessName(`Bright Harbor ${ending}`, 's-corp').problems).toEqual([]);
    }
    expect(checkBusinessName('Bright Harbor Company', 'llc').problems).toHaveLength(1);
    expect(checkBusinessName('Bright Harbor Limited Liability Company', 'llc').problems).toEqual([]);
  });

  it.each([
    ['First Community Bank', 'Bank', 'state banking regulator'],
    ['Harbor Trust Partners', 'Trust', 'state banking regulator'],
    ['Harbor Insurance Agency', 'Insurance', 'state insurance department'],
    ['Federal Consulting Group', 'Federal', 'U.S. government'],
    ['United States Logistics', 'United States', 'U.S. government'],
    ['Olympic Fitness', 'Olympic', 'protected by federal law'],
    ['Harbor University', 'University', 'state education department'],
    ['Lakeside Credit Union', 'Credit Union', 'credit union regulator'],
  ])('restricted word: %s', (name, word, reason) => {
    const { problems } = checkBusinessName(name, 'llc');
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^"${word}" is a restricted word: it .*${reason.replace('.', '\\.')}`))]);
  });

  it('restricted words match whole words only', () => {
    expect(checkBusinessName('Riverbank Studios', 'llc').problems).toEqual([]);
    expect(checkBusinessName('Trustworthy Movers', 'llc').problems).toEqual([]);
    expect(checkBusinessName('Federalist Books', 'llc').problems).toEqual([]);
  });

  it('every restricted word is refused in any case', () => {
    for (const { words } of restrictedWords) expect(checkBusinessName(`Harbor ${words.toUpperCase()} Group`, 'llc').problems).toHaveLength(1);
  });

  it.each(['LLC', 'The LLC', 'Inc.', 'Limited Liability Company', '&', '...'])('%s has no name besides the designator', (name) => {
    expect(checkBusinessName(name, 'llc').problems).toContain('The name needs at least one word besides the entity designator.');
  });

  it('refuses characters a filing office does not accept, and several problems are all named', () => {
    expect(checkBusinessName('Harbor <Studios>', 'llc').problems[0]).toMatch(/^A business name can use letters, numbers, spaces/);
    expect(checkBusinessName('Harbor 🚀 Bank Inc.', 'llc').problems).toHaveLength(3);
    expect(checkBusinessName('Café Zoë & Co-Op #1 (NYC)!', 's-corp').problems).toEqual([]);
  });
});

describe('nameSuggestionCandidates', () => {
  it('adds Group, Solutions, Partners, Enterprises ... with the type’s designator, dropping the searched designator', () => {
    expect(nameSuggestionCandidates('Acme Consulting LLC', 'llc').slice(0, 5)).toEqual([
      'Acme Consulting Group LLC',
      'Acme Consulting Solutions LLC',
      'Acme Consulting Partners LLC',
      'Acme Consulting Enterprises LLC',
      'Acme Consulting Holdings LLC',
    ]);
    expect(nameSuggestionCandidates('Acme', 'c-corp')[0]).toBe('Acme Group Inc.');
  });

  it('never repeats the last word, never suggests the same name, and leaves restricted words out', () => {
    const group = nameSuggestionCandidates('Acme Group', 'llc');
    expect(group).not.toContain('Acme Group Group LLC');
    expect(group.length).toBeGreaterThanOrEqual(5);
    for (const s of group) expect(nameKey(s)).not.toBe(nameKey('Acme Group'));
    expect(nameSuggestionCandidates('Harbor Bank', 'llc')[0]).toBe('Harbor Group LLC');
    for (const s of nameSuggestionCandidates('Harbor Bank', 'llc')) expect(checkBusinessName(s, 'llc').problems).toEqual([]);
  });

  it('gives none when nothing is left to build on', () => {
    expect(nameSuggestionCandidates('LLC', 'llc')).toEqual([]);
    expect(nameSuggestionCandidates('Bank', 'llc')).toEqual([]);
  });
});

describe('nameSearchInput', () => {
  it('accepts the form and trims the name', () => {
    expect(nameSearchInput.parse({ businessName: '  Acme  ', state: 'TX', businessType: 'llc' })).toEqual({
      businessName: 'Acme',
      state: 'TX',
      businessType: 'llc',
    });
  });

  it.each([
    [{ businessName: '   ', state: 'TX', businessType: 'llc' }, 'businessName', NAME_REQUIRED],
    [{ state: 'TX', businessType: 'llc' }, 'businessName', NAME_REQUIRED],
    [{ businessName: 'Acme', state: '', businessType: 'llc' }, 'state', STATE_REQUIRED],
    [{ businessName: 'Acme', state: 'XX', businessType: 'llc' }, 'state', STATE_REQUIRED],
    [{ businessName: 'Acme', state: 'TX', businessType: 'gmbh' }, 'businessType', TYPE_REQUIRED],
    [{ businessName: 'A'.repeat(201), state: 'TX', businessType: 'llc' }, 'businessName', 'Business name must be at most 200 characters'],
  ])('refuses %j naming %s', (input, field, message) => {
    const parsed = nameSearchInput.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([[field, message]]);
  });
});
