import type { PayerDetails } from '@elite/contracts/schemas/payments';
import { defineDataIsland } from '../../lib/data-island.tsx';
import { keptCheckout } from './checkout-storage.ts';

/**
 * /checkout-simple's page as a data island (docs/decisions/0061-islands-hear-approaches-above-react.md): the server's
 * HTML shows the plan, its price and the form; the page's code, its form's inputs and the data layer come when the
 * visitor reaches for it (or at once when this tab kept a checkout), and what was typed or pressed meanwhile is kept.
 */
export const simpleCheckout = defineDataIsland(() => import('./SimpleCheckoutPage.tsx').then((m) => m.SimpleCheckoutPage));

/** The payer's details before anything is typed: what the server renders. */
export const emptyPayer: PayerDetails = { name: '', email: '' };

/**
 * Whether this tab kept a checkout (a reload mid-checkout, the card step, a paid order): the page is then needed live
 * at once, to show what the tab kept, which the server could not render.
 */
export const simpleCheckoutKeptInTab = (): boolean => keptCheckout('simple', emptyPayer);
