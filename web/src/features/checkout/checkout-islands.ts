import { defineDataIsland } from '../../lib/data-island.tsx';
import { defineIsland } from '../../lib/island.tsx';
import { keptCheckout } from './checkout-storage.ts';
import { emptyFormation, type FormationValues } from './formation-values.ts';

/**
 * /checkout's three pages as islands (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md): the
 * server's HTML shows each page; its code, its form's inputs and the data layer come after the first paint.
 *
 * The plan checkout (`?plan=`) comes when the visitor reaches for its form, or at once when this tab kept a
 * checkout; what was typed or pressed meanwhile is kept.
 */
export const planCheckout = defineDataIsland(() => import('./PlanCheckoutPage.tsx').then((m) => m.PlanCheckoutPage));

/** The cart checkout (no plan): the cart lives in this browser, so the server renders a loader and the page comes as soon as it is live. */
export const cartCheckout = defineDataIsland(() => import('./CartCheckoutPage.tsx').then((m) => m.CartCheckout));

/**
 * A paid cart order's confirmation (`?order=`): in the server's HTML whole, live as soon as the page is (it follows a
 * pending payment). It reads its order from the page (lib/page-read.ts), so it needs no data layer of its own.
 */
export const cartOrderConfirmation = defineIsland(() => import('./CartOrderConfirmation.tsx').then((m) => m.CartOrderConfirmation));

/** The plan checkout's draft: the formation form's values and the step the visitor is on. */
export type PlanDraft = FormationValues & { step: number };

/** The plan checkout before anything is typed: what the server renders. */
export const emptyPlanDraft: PlanDraft = { ...emptyFormation, step: 0 };

/**
 * Whether this tab kept a plan checkout (a reload mid-checkout, the card step, a paid order): the page is then needed
 * live at once, to show what the tab kept, which the server could not render.
 */
export const planCheckoutKeptInTab = (): boolean => keptCheckout('plan', emptyPlanDraft);
