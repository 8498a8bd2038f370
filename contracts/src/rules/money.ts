/** Money is an integer number of cents everywhere except where it is shown. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** "$4,999" for 499900; cents are shown only when there are some ("$12.50"). */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const value = usd.format(cents / 100);
  return cents % 100 === 0 ? value : usd.format(cents / 100).replace(/(\.\d)$/, '$10');
}

/**
 * The numeric price of a catalogue price text, in cents (docs/catalogue-and-cart.md#cart-items):
 * dollar signs, commas and a per-month or per-year suffix are removed.
 * "$2,500/yr" -> 250000; "$25,000/mo" -> 2500000. Text with no number gives null.
 */
export function priceTextToCents(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\s*(\/|per\s+)(mo|month|yr|year)\.?$/i, '')
    .replaceAll('$', '')
    .replaceAll(',', '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
