import { describe, expect, it } from 'vitest';
import { cartItemId } from '../rules/cart.ts';
import { formatCents, priceTextToCents } from '../rules/money.ts';
import { categoryCounts, findService, serviceCategories, serviceCategoryIds, serviceCategoryLabel, services, servicesInCategory } from './services.ts';

describe('services catalogue', () => {
  it('has the eleven services of docs/catalogue-and-cart.md#services-catalogue with their prices', () => {
    expect(services.map((s) => [s.title, s.price])).toEqual([
      ['LLC Formation Excellence', '$4,999'],
      ['S-Corp Formation', '$12,500'],
      ['C-Corp Formation', '$25,000'],
      ['501(c)(3) Nonprofit Formation', '$35,000'],
      ['Holding Company Formation', '$75,000'],
      ['Executive Registered Agent', '$2,500/yr'],
      ['Compliance Management Suite', '$8,500/yr'],
      ['Corporate Credit Strategy', '$9,500'],
      ['Capital Readiness Program', '$25,000'],
      ['Digital Experience Platform', '$45,000'],
      ['Executive Brand Identity', '$35,000'],
    ]);
  });

  it.each(services.map((s) => [s.title, s] as const))('%s: id is the cart item id of its title', (_t, s) => {
    expect(s.id).toBe(cartItemId(s.title));
  });

  it('ids are unique', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it.each(services.map((s) => [s.title, s] as const))('%s: priceCents equals the price text', (_t, s) => {
    expect(priceTextToCents(s.price)).toBe(s.priceCents);
    expect(Number.isInteger(s.priceCents)).toBe(true);
    const suffix = s.billing === 'yearly' ? '/yr' : '';
    expect(s.price).toBe(`${formatCents(s.priceCents)}${suffix}`);
  });

  it('only the registered agent and compliance suite bill yearly', () => {
    expect(services.filter((s) => s.billing === 'yearly').map((s) => s.id)).toEqual(['executive-registered-agent', 'compliance-management-suite']);
  });

  it.each(services.map((s) => [s.title, s] as const))('%s: has exactly 6 distinct, non-empty features and a description', (_t, s) => {
    expect(s.features).toHaveLength(6);
    expect(new Set(s.features).size).toBe(6);
    for (const f of s.features) expect(f.trim()).not.toBe('');
    expect(s.description.length).toBeGreaterThan(40);
  });

  it('marks LLC, Corporate Credit Strategy and Digital Experience Platform popular, and nothing else', () => {
    expect(services.filter((s) => 'popular' in s && s.popular).map((s) => s.id)).toEqual([
      'llc-formation-excellence',
      'corporate-credit-strategy',
      'digital-experience-platform',
    ]);
  });

  it('gives a timeframe to formation services only, as docs/catalogue-and-cart.md#services-catalogue says', () => {
    const timeframes = Object.fromEntries(services.map((s) => [s.id, 'timeframe' in s ? s.timeframe : undefined]));
    expect(timeframes).toEqual({
      'llc-formation-excellence': '7-10 business days',
      's-corp-formation': '10-14 business days',
      'c-corp-formation': '14-21 business days',
      '501(c)(3)-nonprofit-formation': '30-45 business days',
      'holding-company-formation': '30-60 business days',
      'executive-registered-agent': undefined,
      'compliance-management-suite': undefined,
      'corporate-credit-strategy': undefined,
      'capital-readiness-program': undefined,
      'digital-experience-platform': undefined,
      'executive-brand-identity': undefined,
    });
    for (const s of services) expect('timeframe' in s).toBe(s.category === 'formation');
  });

  it('findService finds by id and nothing else', () => {
    expect(findService('corporate-credit-strategy')?.priceCents).toBe(950_000);
    expect(findService('Corporate Credit Strategy')).toBeUndefined();
    expect(findService('')).toBeUndefined();
  });
});

describe('categories', () => {
  it('lists the nine filter ids in order, starting with All Services', () => {
    expect(serviceCategories.map((c) => c.id)).toEqual([...serviceCategoryIds]);
    expect(serviceCategories[0]).toEqual({ id: 'all', label: 'All Services' });
    expect(serviceCategoryLabel('formation')).toBe('Entity Formation');
  });

  it('counts services per filter: all = 11, the four empty categories 0', () => {
    expect(categoryCounts()).toEqual({
      all: 11,
      formation: 5,
      compliance: 2,
      digital: 2,
      fundability: 2,
      operations: 0,
      financial: 0,
      intellectual: 0,
      hr: 0,
    });
  });

  it('servicesInCategory shows every service for all and only matching ones otherwise', () => {
    expect(servicesInCategory('all')).toEqual(services);
    expect(servicesInCategory('compliance').map((s) => s.id)).toEqual(['executive-registered-agent', 'compliance-management-suite']);
    expect(servicesInCategory('fundability').map((s) => s.id)).toEqual(['corporate-credit-strategy', 'capital-readiness-program']);
    expect(servicesInCategory('digital').map((s) => s.id)).toEqual(['digital-experience-platform', 'executive-brand-identity']);
    expect(servicesInCategory('hr')).toEqual([]);
  });

  it('each filter count is the number of services it shows', () => {
    const counts = categoryCounts();
    for (const id of serviceCategoryIds) expect(counts[id]).toBe(servicesInCategory(id).length);
  });
});
