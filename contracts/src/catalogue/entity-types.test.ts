import { describe, expect, it } from 'vitest';
import { formatCents } from '../rules/money.ts';
import {
  entityCheckoutCopy,
  entityCheckoutOptions,
  entityCheckoutPriceCents,
  entityCheckoutService,
  entityCheckoutTypes,
  entityTypeInfo,
  entityTypeOptions,
  entityTypeValues,
  findEntityTypeOption,
} from './entity-types.ts';
import { findService } from './services.ts';

describe('entity type options', () => {
  it('are the eight values of docs/catalogue-and-cart.md#entity-types, in order, each with a label and abbreviation', () => {
    expect(entityTypeOptions.map((o) => o.value)).toEqual(['llc', 's-corp', 'c-corp', 'nonprofit', 'pllc', 'pc', 'lp', 'llp']);
    expect(entityTypeOptions.map((o) => o.value)).toEqual([...entityTypeValues]);
    for (const o of entityTypeOptions) {
      expect(o.label.length).toBeGreaterThan(0);
      expect(o.abbr.length).toBeGreaterThan(0);
    }
    expect(findEntityTypeOption('pllc')?.abbr).toBe('PLLC');
    expect(findEntityTypeOption('sole-proprietorship')).toBeUndefined();
  });
});

describe('entity type information cards', () => {
  it('cover each type once, with the timelines of docs/catalogue-and-cart.md#entity-types in its order', () => {
    expect(entityTypeInfo.map((i) => i.timeline)).toEqual([
      '7-10 business days',
      '10-14 business days',
      '30-45 business days',
      '14-21 business days',
      '21-28 business days',
      '14-21 business days',
      '21-30 business days',
      '14-21 business days',
    ]);
    expect([...entityTypeInfo.map((i) => i.type)].sort()).toEqual([...entityTypeValues].sort());
  });

  it('agree with the formation services on timelines (C-Corp 14-21, 501(c)(3) 30-45, LLC 7-10, S-Corp 10-14)', () => {
    const timelineOf = (type: string) => entityTypeInfo.find((i) => i.type === type)?.timeline;
    for (const o of entityCheckoutOptions) {
      const service = o.formationServiceId ? findService(o.formationServiceId) : undefined;
      if (service && 'timeframe' in service) expect(timelineOf(o.type)).toBe(service.timeframe);
    }
    expect(timelineOf('c-corp')).toBe('14-21 business days');
    expect(timelineOf('nonprofit')).toBe('30-45 business days');
  });

  it.each(entityTypeInfo.map((i) => [i.type, i] as const))('%s: timeline numbers match the text; documents, benefits and features present', (_t, i) => {
    expect(i.timeline).toBe(`${i.timelineBusinessDays.min}-${i.timelineBusinessDays.max} business days`);
    expect(i.icon).toMatch(/^Icon[A-Z][A-Za-z0-9]*$/);
    expect(i.documents.length).toBeGreaterThanOrEqual(4);
    expect(i.benefits.length).toBeGreaterThanOrEqual(4);
    expect(i.features.length).toBeGreaterThanOrEqual(4);
  });
});

describe('entity checkout', () => {
  it('sells the six types of docs/entity-checkout.md#prices-and-included-documents', () => {
    expect(entityCheckoutOptions.map((o) => o.type)).toEqual(['llc', 's-corp', 'c-corp', 'nonprofit', 'pllc', 'pc']);
    expect(entityCheckoutOptions.map((o) => o.type)).toEqual([...entityCheckoutTypes]);
  });

  it('charges the catalogue price of the matching formation service', () => {
    expect(entityCheckoutPriceCents('llc')).toBe(499_900);
    expect(entityCheckoutPriceCents('s-corp')).toBe(1_250_000);
    expect(entityCheckoutPriceCents('c-corp')).toBe(2_500_000);
    expect(entityCheckoutPriceCents('nonprofit')).toBe(3_500_000);
    for (const type of ['llc', 's-corp', 'c-corp', 'nonprofit'] as const) {
      expect(entityCheckoutPriceCents(type)).toBe(entityCheckoutService(type)?.priceCents);
    }
  });

  it('prices PLLC at $6,999 and PC at $8,999, which the catalogue does not sell', () => {
    expect(entityCheckoutPriceCents('pllc')).toBe(699_900);
    expect(entityCheckoutPriceCents('pc')).toBe(899_900);
    expect(entityCheckoutService('pllc')).toBeUndefined();
    expect(entityCheckoutService('pc')).toBeUndefined();
  });

  it.each(['lp', 'llp', 'sole-proprietorship', '', 'LLC'])('has no price for %j', (type) => {
    expect(entityCheckoutPriceCents(type)).toBeNull();
  });

  it.each(entityCheckoutOptions.map((o) => [o.type, o] as const))('%s: shown price matches cents; its own list of included documents', (_t, o) => {
    expect(o.price).toBe(formatCents(o.priceCents));
    expect(o.includedDocuments.length).toBeGreaterThanOrEqual(5);
    expect(new Set(o.includedDocuments).size).toBe(o.includedDocuments.length);
  });

  it('no two types include the same list of documents', () => {
    const lists = entityCheckoutOptions.map((o) => o.includedDocuments.join('|'));
    expect(new Set(lists).size).toBe(lists.length);
  });

  it('keeps the fixed copy of the checkout and success pages', () => {
    expect(entityCheckoutCopy.filingWithin).toBe('24-48 hours');
    expect(entityCheckoutCopy).not.toHaveProperty('successEstimate');
  });
});
