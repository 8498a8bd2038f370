import { describe, expect, it } from 'vitest';
import { findProduct } from './products.ts';
import { findSimpleCheckoutOffer, simpleCheckoutFamily, simpleCheckoutPlanIds } from './simple-checkout.ts';

describe('/checkout-simple sells the monthly plans and the retainers (docs/subscriptions-and-intake.md#simple-checkout)', () => {
  it('prices the plans $1,000, $5,000 and $15,000 and the retainers $25,000, $75,000 and $250,000 a month', () => {
    expect(simpleCheckoutPlanIds.map((id) => [id, findSimpleCheckoutOffer(id)?.productName, findSimpleCheckoutOffer(id)?.priceCents])).toEqual([
      ['essential', 'Essential plan', 100_000],
      ['professional', 'Professional plan', 500_000],
      ['enterprise', 'Enterprise plan', 1_500_000],
      ['foundation', 'Foundation retainer', 2_500_000],
      ['transformation', 'Transformation retainer', 7_500_000],
      ['enterprise-retainer', 'Enterprise retainer', 25_000_000],
    ]);
  });

  it('enterprise is the $15,000 plan; the Enterprise retainer has its own id (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md)', () => {
    expect(findSimpleCheckoutOffer('enterprise')).toMatchObject({ family: 'plan', productId: 'enterprise-plan', price: '$15,000' });
    expect(findSimpleCheckoutOffer('enterprise-retainer')).toMatchObject({ family: 'retainer', productId: 'enterprise-retainer', price: '$250,000' });
  });

  it("each offer's product names it and links back to the same ?plan=", () => {
    for (const id of simpleCheckoutPlanIds) {
      const offer = findSimpleCheckoutOffer(id)!;
      expect(findProduct(offer.productId)).toMatchObject({ kind: offer.family, name: offer.productName, monthly: true, checkoutPlan: id });
      expect(offer.priceMonthly * 100).toBe(offer.priceCents);
    }
  });

  it('labels Professional MOST POPULAR and Enterprise BEST VALUE among the plans, Transformation and Enterprise among the retainers', () => {
    expect(simpleCheckoutFamily('plan').map((o) => [o.id, o.badge])).toEqual([
      ['essential', null],
      ['professional', 'MOST POPULAR'],
      ['enterprise', 'BEST VALUE'],
    ]);
    expect(simpleCheckoutFamily('retainer').map((o) => [o.id, o.badge])).toEqual([
      ['foundation', null],
      ['transformation', 'MOST POPULAR'],
      ['enterprise-retainer', 'BEST VALUE'],
    ]);
  });

  it('knows no other plan', () => {
    for (const id of ['platinum', 'enterprise-plan', 'transformation-retainer', '', 'Enterprise']) expect(findSimpleCheckoutOffer(id)).toBeUndefined();
  });
});
