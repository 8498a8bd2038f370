import { describe, expect, it } from 'vitest';
import { services } from '../catalogue/services.ts';
import { cartLines } from '../schemas/cart-lines.ts';
import { cartItemFromService, cartLineAmounts, priceCartOnServer } from './cart-pricing.ts';
import {
  addItem,
  CART_STORAGE_KEY,
  cartItemId,
  cartLinesFromItems,
  cartTotals,
  clear,
  ENTERPRISE_DISCOUNT_THRESHOLD_CENTS,
  itemCount,
  parseStoredCart,
  PROPOSAL_THRESHOLD_CENTS,
  removeItem,
  serializeCart,
  setQuantity,
  subtotal,
  type CartItem,
  type NewCartItem,
  yearlyRenewalNote,
} from './cart.ts';

const newItem = (title: string, price: string): NewCartItem => ({
  id: cartItemId(title),
  title,
  category: 'Entity Formation',
  price,
  description: `${title} description`,
});
const item = (title: string, price: string, quantity = 1): CartItem => ({ ...newItem(title, price), quantity });

describe('cartItemId', () => {
  it.each([
    ['LLC Formation Excellence', 'llc-formation-excellence'],
    ['Executive Registered Agent', 'executive-registered-agent'],
    ['S-Corp Formation', 's-corp-formation'],
    ['501(c)(3) Nonprofit Formation', '501(c)(3)-nonprofit-formation'],
    ['Single', 'single'],
  ])('turns %j into %j (lowercased, spaces to hyphens)', (title, id) => {
    expect(cartItemId(title)).toBe(id);
  });

  it('turns every space into its own hyphen', () => {
    expect(cartItemId('A  B')).toBe('a--b');
  });
});

describe('addItem', () => {
  it('appends a new id with quantity 1 and reports it as added', () => {
    const first = addItem([], newItem('LLC Formation Excellence', '$4,999'));
    expect(first.change).toBe('added');
    expect(first.items).toEqual([item('LLC Formation Excellence', '$4,999', 1)]);
    const second = addItem(first.items, newItem('Executive Brand Identity', '$35,000'));
    expect(second.change).toBe('added');
    expect(second.items.map((i) => [i.id, i.quantity])).toEqual([
      ['llc-formation-excellence', 1],
      ['executive-brand-identity', 1],
    ]);
  });

  it('increases the quantity by 1 when the id is already present, keeping the order', () => {
    const items = [item('LLC Formation Excellence', '$4,999', 2), item('Executive Brand Identity', '$35,000')];
    const result = addItem(items, newItem('LLC Formation Excellence', '$4,999'));
    expect(result.change).toBe('increased');
    expect(result.items.map((i) => [i.id, i.quantity])).toEqual([
      ['llc-formation-excellence', 3],
      ['executive-brand-identity', 1],
    ]);
  });

  it('leaves the list it was given unchanged', () => {
    const items = [item('LLC Formation Excellence', '$4,999')];
    const copy = structuredClone(items);
    addItem(items, newItem('LLC Formation Excellence', '$4,999'));
    addItem(items, newItem('Executive Brand Identity', '$35,000'));
    expect(items).toEqual(copy);
  });

  it('ignores a quantity passed in on the new item (new items start at 1)', () => {
    const withQuantity = { ...newItem('LLC Formation Excellence', '$4,999'), quantity: 7 } as NewCartItem;
    expect(addItem([], withQuantity).items[0]?.quantity).toBe(1);
  });
});

describe('removeItem, setQuantity, clear', () => {
  const items = [item('A', '$1'), item('B', '$2', 3)];

  it('removes only the item with that id', () => {
    expect(removeItem(items, 'a').map((i) => i.id)).toEqual(['b']);
    expect(removeItem(items, 'missing')).toEqual(items);
  });

  it('sets a positive quantity', () => {
    expect(setQuantity(items, 'b', 5).find((i) => i.id === 'b')?.quantity).toBe(5);
    expect(setQuantity(items, 'b', 1).find((i) => i.id === 'b')?.quantity).toBe(1);
  });

  it.each([0, -1, -10])('removes the item when the quantity is set to %i', (q) => {
    expect(setQuantity(items, 'b', q).map((i) => i.id)).toEqual(['a']);
  });

  it('changes nothing for an unknown id', () => {
    expect(setQuantity(items, 'missing', 4)).toEqual(items);
  });

  it('refuses a fractional quantity', () => {
    expect(() => setQuantity(items, 'a', 1.5)).toThrow(RangeError);
    expect(() => setQuantity(items, 'a', Number.NaN)).toThrow(RangeError);
  });

  it('clear empties the cart', () => {
    expect(clear()).toEqual([]);
  });
});

describe('itemCount and subtotal', () => {
  it('counts the sum of quantities, not the number of lines', () => {
    expect(itemCount([])).toBe(0);
    expect(itemCount([item('A', '$1', 2), item('B', '$2', 3)])).toBe(5);
  });

  it('sums price times quantity in cents, reading per-year and per-month suffixes', () => {
    const items = [item('LLC Formation Excellence', '$4,999', 2), item('Executive Registered Agent', '$2,500/yr'), item('Retainer', '$25,000/mo')];
    expect(subtotal(items)).toBe(2 * 499_900 + 250_000 + 2_500_000);
  });

  it('counts a price text it cannot read as 0', () => {
    expect(subtotal([item('Custom', 'Custom', 3), item('A', '$100')])).toBe(10_000);
  });

  it('is 0 for an empty cart', () => {
    expect(subtotal([])).toBe(0);
  });
});

describe('cartLineAmounts and the yearly renewal note (docs/catalogue-and-cart.md#cart-panel)', () => {
  it('a line totals its unit price times its quantity', () => {
    expect(cartLineAmounts(item('LLC Formation Excellence', '$4,999', 3))).toEqual({ unitCents: 499_900, lineCents: 1_499_700, yearly: false });
  });

  it('the services the catalogue bills yearly are marked yearly; the others are not', () => {
    const yearly = services.filter((s) => cartLineAmounts({ ...cartItemFromService(s), quantity: 1 }).yearly).map((s) => s.id);
    expect(yearly).toEqual(['executive-registered-agent', 'compliance-management-suite']);
  });

  it('an item the catalogue does not know is not yearly, whatever its price text says', () => {
    expect(cartLineAmounts(item('Custom Thing', '$100/yr', 2))).toEqual({ unitCents: 10_000, lineCents: 20_000, yearly: false });
  });

  it('the note says what the payment covers and the yearly price, per service when there are several', () => {
    expect(yearlyRenewalNote(250_000, 1)).toBe('Billed yearly: this payment covers the first year; it renews at $2,500 a year.');
    expect(yearlyRenewalNote(850_000, 2)).toBe('Billed yearly: this payment covers the first year; it renews at $8,500 a year per service.');
  });
});

describe('cartTotals', () => {
  it('an empty cart totals 0 with no discount and offers checkout', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0, needsProposal: false });
  });

  it('exactly $25,000 still proceeds to checkout', () => {
    const totals = cartTotals([item('C-Corp Formation', '$25,000')]);
    expect(totals.subtotalCents).toBe(PROPOSAL_THRESHOLD_CENTS);
    expect(totals.needsProposal).toBe(false);
  });

  it('$25,000.01 asks for an executive proposal instead', () => {
    const totals = cartTotals([item('C-Corp Formation', '$25,000'), item('Cent', '$0.01')]);
    expect(totals.subtotalCents).toBe(2_500_001);
    expect(totals.needsProposal).toBe(true);
    expect(totals.discountCents).toBe(0);
    expect(totals.totalCents).toBe(2_500_001);
  });

  it('exactly $50,000 gets no discount (but needs a proposal)', () => {
    const totals = cartTotals([item('C-Corp Formation', '$25,000', 2)]);
    expect(totals).toEqual({ subtotalCents: ENTERPRISE_DISCOUNT_THRESHOLD_CENTS, discountCents: 0, totalCents: 5_000_000, needsProposal: true });
    expect(Object.is(totals.discountCents, 0)).toBe(true);
  });

  it('above $50,000 takes 10% off as a negative discount line', () => {
    const totals = cartTotals([item('Digital Experience Platform', '$45,000'), item('Executive Brand Identity', '$35,000')]);
    expect(totals).toEqual({ subtotalCents: 8_000_000, discountCents: -800_000, totalCents: 7_200_000, needsProposal: true });
  });

  it('$50,000.01 gets the discount, rounded to the nearest cent', () => {
    const totals = cartTotals([item('C-Corp Formation', '$25,000', 2), item('Cent', '$0.01')]);
    expect(totals.subtotalCents).toBe(5_000_001);
    expect(totals.discountCents).toBe(-500_000);
    expect(totals.totalCents).toBe(4_500_001);
  });

  it('the total is always subtotal plus discount in whole cents', () => {
    for (const cents of [5_000_001, 5_000_005, 5_000_015, 7_777_777, 12_345_678]) {
      const totals = cartTotals([item('X', `$${(cents / 100).toFixed(2)}`)]);
      expect(totals.subtotalCents).toBe(cents);
      expect(Number.isInteger(totals.discountCents)).toBe(true);
      expect(totals.totalCents).toBe(totals.subtotalCents + totals.discountCents);
      expect(Math.abs(totals.discountCents * 10 + cents)).toBeLessThanOrEqual(5);
    }
  });

  it('quantities count toward the thresholds', () => {
    expect(cartTotals([item('Corporate Credit Strategy', '$9,500', 2)]).needsProposal).toBe(false);
    expect(cartTotals([item('Corporate Credit Strategy', '$9,500', 3)]).needsProposal).toBe(true);
    expect(cartTotals([item('Corporate Credit Strategy', '$9,500', 6)]).discountCents).toBe(-570_000);
  });
});

describe('parseStoredCart', () => {
  it('uses the documented storage key', () => {
    expect(CART_STORAGE_KEY).toBe('elite-cart');
  });

  it('nothing stored is an empty cart without an error', () => {
    expect(parseStoredCart(null)).toEqual({ items: [] });
  });

  it('restores what serializeCart stored', () => {
    const items = [item('LLC Formation Excellence', '$4,999', 2), item('Executive Registered Agent', '$2,500/yr')];
    expect(parseStoredCart(serializeCart(items))).toEqual({ items });
  });

  it('restores an empty list', () => {
    expect(parseStoredCart('[]')).toEqual({ items: [] });
  });

  it('drops fields the cart does not know', () => {
    const stored = JSON.stringify([{ ...item('A', '$1'), features: ['x'] }]);
    expect(parseStoredCart(stored)).toEqual({ items: [item('A', '$1')] });
  });

  it.each(['{not json', 'undefined', '', '[{"id":'])('an unparsable value %j gives an empty cart and an error', (raw) => {
    expect(parseStoredCart(raw)).toEqual({ items: [], error: true });
  });

  it.each([
    ['an object', '{"items":[]}'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"cart"'],
    ['an item without a quantity', JSON.stringify([{ id: 'a', title: 'A', category: 'c', price: '$1', description: '' }])],
    ['a zero quantity', JSON.stringify([{ ...item('A', '$1'), quantity: 0 }])],
    ['a fractional quantity', JSON.stringify([{ ...item('A', '$1'), quantity: 1.5 }])],
    ['a numeric price', JSON.stringify([{ ...item('A', '$1'), price: 1 }])],
    ['one bad item among good ones', JSON.stringify([item('A', '$1'), { id: 'b' }])],
  ])('a wrong-shaped value (%s) gives an empty cart and an error', (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual({ items: [], error: true });
  });

  it.each([
    ['an empty id', { id: '' }],
    ['an empty title', { title: '' }],
    ['a missing description', { description: undefined }],
    ['a quantity given as text', { quantity: '2' }],
    ['a negative quantity', { quantity: -1 }],
  ])('refuses an item with %s', (_label, change) => {
    expect(parseStoredCart(JSON.stringify([{ ...item('A', '$1'), ...change }]))).toEqual({ items: [], error: true });
  });
});

describe('cartItemFromService', () => {
  it('makes a cart item whose id is the service id and whose category is the shown label', () => {
    const llc = services[0];
    expect(cartItemFromService(llc)).toEqual({
      id: 'llc-formation-excellence',
      title: 'LLC Formation Excellence',
      category: 'Entity Formation',
      price: '$4,999',
      description: llc.description,
    });
  });

  it('gives every service a cart item the server can price back to the same totals', () => {
    let items: CartItem[] = [];
    for (const s of services) items = addItem(items, cartItemFromService(s)).items;
    items = setQuantity(items, 'executive-registered-agent', 3);
    const server = priceCartOnServer(cartLinesFromItems(items));
    expect(server.ok).toBe(true);
    if (!server.ok) return;
    const browser = cartTotals(items);
    expect({ ...browser }).toEqual({
      subtotalCents: server.subtotalCents,
      discountCents: server.discountCents,
      totalCents: server.totalCents,
      needsProposal: server.needsProposal,
    });
  });
});

describe('priceCartOnServer', () => {
  it('prices lines from the catalogue, not from any text the browser sent', () => {
    const result = priceCartOnServer([
      { serviceId: 'llc-formation-excellence', quantity: 2 },
      { serviceId: 'executive-registered-agent', quantity: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      lines: [
        { serviceId: 'llc-formation-excellence', title: 'LLC Formation Excellence', price: '$4,999', unitCents: 499_900, quantity: 2, lineCents: 999_800 },
        {
          serviceId: 'executive-registered-agent',
          title: 'Executive Registered Agent',
          price: '$2,500/yr',
          unitCents: 250_000,
          quantity: 1,
          lineCents: 250_000,
        },
      ],
      subtotalCents: 1_249_800,
      discountCents: 0,
      totalCents: 1_249_800,
      needsProposal: false,
    });
  });

  it('applies the same proposal and discount rules', () => {
    const atLimit = priceCartOnServer([{ serviceId: 'capital-readiness-program', quantity: 1 }]);
    expect(atLimit.ok && atLimit.needsProposal).toBe(false);
    const discounted = priceCartOnServer([
      { serviceId: 'digital-experience-platform', quantity: 1 },
      { serviceId: 'executive-brand-identity', quantity: 1 },
    ]);
    expect(discounted).toMatchObject({ ok: true, subtotalCents: 8_000_000, discountCents: -800_000, totalCents: 7_200_000, needsProposal: true });
  });

  it('returns an error naming unknown service ids instead of pricing them', () => {
    expect(
      priceCartOnServer([
        { serviceId: 'llc-formation-excellence', quantity: 1 },
        { serviceId: 'free-money', quantity: 1 },
      ]),
    ).toEqual({ ok: false, unknownServiceIds: ['free-money'], invalidQuantities: [] });
  });

  it.each([0, -1, 1.5, 101])('returns an error for a quantity of %d', (quantity) => {
    expect(priceCartOnServer([{ serviceId: 'llc-formation-excellence', quantity }])).toEqual({
      ok: false,
      unknownServiceIds: [],
      invalidQuantities: ['llc-formation-excellence'],
    });
  });

  it('adds up two lines for the same service', () => {
    const result = priceCartOnServer([
      { serviceId: 'corporate-credit-strategy', quantity: 1 },
      { serviceId: 'corporate-credit-strategy', quantity: 2 },
    ]);
    expect(result).toMatchObject({ ok: true, subtotalCents: 2_850_000 });
  });

  it('the cartLines schema refuses an empty cart and bad lines with messages', () => {
    expect(cartLines.safeParse([]).success).toBe(false);
    const bad = cartLines.safeParse([{ serviceId: '', quantity: 0 }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['serviceId is required', 'quantity must be at least 1']);
    expect(cartLines.safeParse([{ serviceId: 'llc-formation-excellence', quantity: 1 }]).success).toBe(true);
  });
});
