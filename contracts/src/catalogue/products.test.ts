import { describe, expect, it } from 'vitest';
import { entityCheckoutOptions } from './entity-types.ts';
import { plans } from './plans.ts';
import { CART_PRODUCT_ID, entityProductId, findProduct, orderNextSteps, planProductId, retainerProductId } from './products.ts';
import { retainerPlans } from './retainers.ts';

describe('products: one internal id per thing an order can buy (docs/payments.md, "Products")', () => {
  it('never gives a monthly plan and a retainer the same id; the Enterprise retainer is sold as ?plan=enterprise-retainer (docs/payments.md#products)', () => {
    const ids = [
      ...plans.map((p) => planProductId(p.id)),
      ...retainerPlans.map((r) => retainerProductId(r.id)),
      ...entityCheckoutOptions.map((o) => entityProductId(o.type)),
      CART_PRODUCT_ID,
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(findProduct('enterprise-plan')).toEqual({ id: 'enterprise-plan', kind: 'plan', name: 'Enterprise plan', monthly: true, checkoutPlan: 'enterprise' });
    expect(findProduct('enterprise-retainer')).toEqual({
      id: 'enterprise-retainer',
      kind: 'retainer',
      name: 'Enterprise retainer',
      monthly: true,
      checkoutPlan: 'enterprise-retainer',
    });
    expect(findProduct('pllc-formation')).toMatchObject({ kind: 'entity', name: 'Professional LLC (PLLC) formation', monthly: false });
    expect(findProduct(CART_PRODUCT_ID)).toMatchObject({ kind: 'cart', monthly: false });
  });

  it('knows no other ids', () => {
    for (const id of ['enterprise', 'platinum-plan', 'essential-retainer', 'lp-formation', '', '-plan']) expect(findProduct(id)).toBeUndefined();
  });
});

describe('what happens next, with the times the catalogue states', () => {
  it("gives an entity formation the entity type's own timeline after filing within 24-48 hours", () => {
    const llc = orderNextSteps({ kind: 'entity', productId: 'llc-formation', lines: [] });
    expect(llc.map((s) => s.when)).toEqual(['Today', 'Within one business day', 'Within 24-48 hours', '7-10 business days']);
    expect(orderNextSteps({ kind: 'entity', productId: 'nonprofit-formation', lines: [] }).at(-1)!.when).toBe('30-45 business days');
    // docs/entity-checkout.md#prices-and-included-documents: no general estimate such as "5-10 business days".
    expect(orderNextSteps({ kind: 'entity', productId: 'unknown-formation', lines: [] }).map((s) => s.when)).toEqual([
      'Today',
      'Within one business day',
      'Within 24-48 hours',
    ]);
    expect(orderNextSteps({ kind: 'entity', productId: 'pllc-formation', lines: [] }).at(-1)!.when).toBe('21-28 business days');
  });

  it('gives plans and retainers the four steps of the subscription success page', () => {
    expect(orderNextSteps({ kind: 'retainer', productId: 'enterprise-retainer', lines: [] }).map((s) => s.when)).toEqual([
      'Within the hour',
      'Within 24 hours',
      'Any time',
      'After onboarding',
    ]);
  });

  it("gives a cart each formation service's timeframe, and nothing invented for the others", () => {
    const steps = orderNextSteps({
      kind: 'cart',
      productId: CART_PRODUCT_ID,
      lines: [
        { id: 's-corp-formation', title: 'S-Corp Formation' },
        { id: 'executive-registered-agent', title: 'Executive Registered Agent' },
      ],
    });
    expect(steps).toEqual([
      { when: 'Today', what: 'Your payment is confirmed and your receipt is on its way by e-mail.' },
      { when: 'Within 24 hours', what: 'An advisor contacts you to start your services.' },
      { when: '10-14 business days', what: 'S-Corp Formation completed.' },
    ]);
  });
});
