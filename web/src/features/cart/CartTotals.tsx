import { formatCents } from '@elite/contracts/rules/money';
import type { CartTotals as Totals } from '@elite/contracts/rules/cart';
import classes from './CartTotals.module.css';

/**
 * Subtotal, the 'Enterprise Discount (10%)' line above $50,000, and 'Total Investment' (docs/catalogue-and-cart.md#totals-discount-and-proposal-threshold).
 * Shared by the cart panel and the proposal page, so both show the same figures.
 */
export function CartTotals({ totals, tone = 'light' }: { totals: Totals; tone?: 'light' | 'dark' }) {
  return (
    <dl className={classes.totals} data-tone={tone}>
      <div className={classes.row}>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents < 0 && (
        <div className={classes.row} data-discount>
          <dt>Enterprise Discount (10%)</dt>
          <dd>{formatCents(totals.discountCents)}</dd>
        </div>
      )}
      <div className={classes.row} data-total>
        <dt>Total Investment</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
