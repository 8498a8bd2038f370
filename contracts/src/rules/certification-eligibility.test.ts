import { describe, expect, it } from 'vitest';
import { answerLabel, certificationQuestionIds, certificationQuestions, certifications, type CertificationAnswers } from '../catalogue/certification.ts';
import { assessEligibility, checkCertifications } from './certification-eligibility.ts';

/** A profile that meets nothing: every later test changes only what it needs. */
const nothing: CertificationAnswers = {
  ownership: 'under-51',
  veteran: 'no',
  businessSize: 'over-25m',
  employees: 'over-500',
  industry: 'other',
  location: 'no',
  control: 'other',
  yearsInBusiness: 'over-5',
};

const eligibleIds = (answers: CertificationAnswers) => assessEligibility(answers).eligible.map((c) => c.id);
const fits = (answers: CertificationAnswers, id: string) => checkCertifications(answers).find((c) => c.certification.id === id)!.eligible;

describe('the certification questions', () => {
  it('are the 8 of docs/tools.md#eligibility-rules in its order, each with distinct options', () => {
    expect(certificationQuestions.map((q) => q.id)).toEqual([
      'ownership',
      'veteran',
      'businessSize',
      'employees',
      'industry',
      'location',
      'control',
      'yearsInBusiness',
    ]);
    expect(certificationQuestionIds).toEqual(certificationQuestions.map((q) => q.id));
    for (const q of certificationQuestions) {
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
    }
  });

  it('answerLabel gives the chosen option’s words, or null', () => {
    expect(answerLabel('ownership', { ownership: '51-99' })).toBe('51% to 99%');
    expect(answerLabel('ownership', {})).toBeNull();
    expect(answerLabel('ownership', { ownership: 'bogus' })).toBeNull();
  });
});

describe('General Business Support', () => {
  it('is the only result, marked not eligible, when nothing fits', () => {
    const result = assessEligibility(nothing);
    expect(result.qualifies).toBe(false);
    expect(result.eligible).toEqual([certifications['general-support']]);
    expect(result.notEligible.map((n) => n.certification.id)).toEqual(['mbe-wbe', 'vosb', 'sdvosb', 'hubzone', '8a', 'small-business']);
  });

  it('is the result of an empty quiz (an unanswered question meets no requirement)', () => {
    const result = assessEligibility({});
    expect(result.qualifies).toBe(false);
    expect(result.eligible.map((c) => c.id)).toEqual(['general-support']);
    expect(result.answers.every((a) => a.answer === 'Not answered')).toBe(true);
  });

  it('never appears beside a certification that fits', () => {
    expect(eligibleIds({ ...nothing, employees: 'under-50' })).toEqual(['small-business']);
  });
});

describe('MBE/WBE: 51% or more with minority or women control', () => {
  it.each(['minority', 'woman', 'minority-woman'])('51%%+ and %s control fits', (control) => {
    expect(fits({ ...nothing, ownership: '100', control }, 'mbe-wbe')).toBe(true);
    expect(fits({ ...nothing, ownership: '51-99', control }, 'mbe-wbe')).toBe(true);
  });

  it('less than 51% does not fit, whatever the control', () => {
    for (const control of ['minority', 'woman', 'minority-woman', 'other']) expect(fits({ ...nothing, control }, 'mbe-wbe')).toBe(false);
  });

  it('51%+ with other control does not fit', () => {
    expect(fits({ ...nothing, ownership: '100', control: 'other' }, 'mbe-wbe')).toBe(false);
  });
});

describe('VOSB and SDVOSB: veteran status plus 51%', () => {
  it('a veteran owning 51%+ gets VOSB, not SDVOSB', () => {
    expect(eligibleIds({ ...nothing, ownership: '51-99', veteran: 'yes' })).toEqual(['vosb']);
  });

  it('a service-disabled veteran owning 51%+ gets SDVOSB, and VOSB too', () => {
    expect(eligibleIds({ ...nothing, ownership: '100', veteran: 'service-disabled' })).toEqual(['vosb', 'sdvosb']);
  });

  it('under 51% gives neither, and a non-veteran gets neither', () => {
    expect(eligibleIds({ ...nothing, veteran: 'yes' })).toEqual(['general-support']);
    expect(eligibleIds({ ...nothing, veteran: 'service-disabled' })).toEqual(['general-support']);
    expect(eligibleIds({ ...nothing, ownership: '100', veteran: 'no' })).toEqual(['general-support']);
  });
});

describe('HUBZone: a HUBZone office and revenue under $5M', () => {
  it.each([
    ['under-1m', true],
    ['1m-5m', true],
    ['5m-25m', false],
    ['over-25m', false],
  ])('in a HUBZone with revenue %s: %s', (businessSize, expected) => {
    expect(fits({ ...nothing, location: 'yes', businessSize }, 'hubzone')).toBe(expected);
  });

  it('not in a HUBZone, or not sure, does not fit', () => {
    expect(fits({ ...nothing, location: 'no', businessSize: 'under-1m' }, 'hubzone')).toBe(false);
    expect(fits({ ...nothing, location: 'not-sure', businessSize: 'under-1m' }, 'hubzone')).toBe(false);
  });

  it('does not need 51% ownership', () => {
    expect(fits({ ...nothing, ownership: 'under-51', location: 'yes', businessSize: '1m-5m' }, 'hubzone')).toBe(true);
  });
});

describe('8(a): 51%, 2 to 5 years and revenue under $5M', () => {
  const base = { ...nothing, ownership: '51-99', yearsInBusiness: '2-5', businessSize: '1m-5m' };
  it('fits when all three hold', () => {
    expect(fits(base, '8a')).toBe(true);
    expect(fits({ ...base, ownership: '100', businessSize: 'under-1m' }, '8a')).toBe(true);
  });

  it.each([
    ['under 2 years', { yearsInBusiness: 'under-2' }],
    ['more than 5 years', { yearsInBusiness: 'over-5' }],
    ['revenue of $5M or more', { businessSize: '5m-25m' }],
    ['revenue over $25M', { businessSize: 'over-25m' }],
    ['less than 51%', { ownership: 'under-51' }],
  ])('does not fit with %s', (_, change) => {
    expect(fits({ ...base, ...change }, '8a')).toBe(false);
  });

  it('names exactly the unmet requirements', () => {
    const result = assessEligibility({ ...base, yearsInBusiness: 'over-5', businessSize: 'over-25m' });
    expect(result.notEligible.find((n) => n.certification.id === '8a')!.unmet).toEqual(['In business for 2 to 5 years', 'Annual revenue under $5 million']);
  });
});

describe('small business: under 50 employees, or 50 to 500 with revenue not over $25M', () => {
  it.each([
    ['under-50', 'over-25m', true],
    ['under-50', 'under-1m', true],
    ['50-500', 'under-1m', true],
    ['50-500', '1m-5m', true],
    ['50-500', '5m-25m', true],
    ['50-500', 'over-25m', false],
    ['over-500', 'under-1m', false],
    ['over-500', '5m-25m', false],
  ])('%s employees with revenue %s: %s', (employees, businessSize, expected) => {
    expect(fits({ ...nothing, employees, businessSize }, 'small-business')).toBe(expected);
  });
});

describe('every combination of answers', () => {
  const combinations: CertificationAnswers[] = certificationQuestions.reduce<CertificationAnswers[]>(
    (all, q) => all.flatMap((partial) => q.options.map((o) => ({ ...partial, [q.id]: o.value }))),
    [{}],
  );

  it('covers the whole quiz (3 x 3 x 4 x 3 x 6 x 3 x 4 x 3 answers)', () => {
    expect(combinations).toHaveLength(3 * 3 * 4 * 3 * 6 * 3 * 4 * 3);
  });

  it('gives each certification exactly when its documented rule holds, and General Business Support only when none does', () => {
    // Mismatches are collected and compared once: 11,664 expect() calls are slow on a busy machine.
    const mismatches: string[] = [];
    for (const a of combinations) {
      const owns51 = a.ownership !== 'under-51';
      const under5M = a.businessSize === 'under-1m' || a.businessSize === '1m-5m';
      const expected = [
        owns51 && a.control !== 'other' && 'mbe-wbe',
        owns51 && a.veteran !== 'no' && 'vosb',
        owns51 && a.veteran === 'service-disabled' && 'sdvosb',
        a.location === 'yes' && under5M && 'hubzone',
        owns51 && a.yearsInBusiness === '2-5' && under5M && '8a',
        (a.employees === 'under-50' || (a.employees === '50-500' && a.businessSize !== 'over-25m')) && 'small-business',
      ].filter(Boolean);
      const want = (expected.length ? expected : ['general-support']).join(',');
      const result = assessEligibility(a);
      const got = result.eligible.map((c) => c.id).join(',');
      const consistent =
        result.qualifies === expected.length > 0 &&
        result.eligible.length + result.notEligible.length === (expected.length ? 6 : 7) &&
        result.notEligible.every((n) => n.unmet.length > 0);
      if (got !== want || !consistent) mismatches.push(`${JSON.stringify(a)}: ${got} (want ${want})`);
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('the industry never changes the result', () => {
    const changed = combinations.filter((c) => c.industry !== 'other').filter((c) => eligibleIds(c).join() !== eligibleIds({ ...c, industry: 'other' }).join());
    expect(changed).toEqual([]);
  }, 60_000);
});

describe('the results carry the answers in quiz order', () => {
  it('each question with the chosen option’s label', () => {
    const result = assessEligibility({ ...nothing, ownership: '100' });
    expect(result.answers).toHaveLength(8);
    expect(result.answers[0]).toEqual({ question: certificationQuestions[0].question, answer: '100%: we own all of it' });
    expect(result.answers[7]!.answer).toBe('More than 5 years');
  });
});

describe('the quoted figures of docs/tools.md#eligibility-rules', () => {
  const all = Object.values(certifications)
    .flatMap((c) => [c.description, c.nextStep, ...c.benefits])
    .join(' ');
  it.each(['$4 million', '$6.5 million', '10% price evaluation preference', '35% of your employees', '$1.32 million'])('mentions %s', (figure) => {
    expect(all).toContain(figure);
  });
});
