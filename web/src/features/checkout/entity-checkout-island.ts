import type { EntityFormationForm } from '@elite/contracts/schemas/payments';
import { defineDataIsland } from '../../lib/data-island.tsx';
import { keptCheckout } from './checkout-storage.ts';

/**
 * /entity-checkout's page as a data island (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md):
 * the server's HTML shows the entity, its state, its price and the form; the page's code, its form's inputs and the
 * data layer come when the visitor reaches for it (or at once when this tab kept a checkout), and what was typed or
 * pressed meanwhile is kept.
 */
export const entityCheckout = defineDataIsland(() => import('./EntityCheckoutPage.tsx').then((m) => m.EntityCheckoutPage));

/** The business details before anything is typed: what the server renders. */
export const emptyEntityDetails: EntityFormationForm = { businessName: '', contactName: '', email: '', phone: '' };

/**
 * Whether this tab kept an entity checkout (a reload mid-checkout, the card step, a paid order): the page is then
 * needed live at once, to show what the tab kept, which the server could not render.
 */
export const entityCheckoutKeptInTab = (): boolean => keptCheckout('entity', emptyEntityDetails);
