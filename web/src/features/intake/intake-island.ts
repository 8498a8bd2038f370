import type { IntakeForOrder } from '@elite/contracts/schemas/intake';
import { defineDataIsland } from '../../lib/data-island.tsx';
import { onDemand } from '../../lib/on-demand.tsx';
import { pageReadKey, type PageRead } from '../../lib/page-read.ts';

/**
 * /business-intake's form as data islands (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md): the
 * server's HTML shows the form with its labels (or, for an order that has its intake, that intake); the form's code,
 * its inputs and the data layer come when the visitor reaches for it, and what was typed or pressed meanwhile is
 * kept. One island for the form on its own, one for the form of a paid order (filled in from the order, or the
 * intake it has).
 */
export const businessIntake = defineDataIsland(() => import('./BusinessIntakePage.tsx').then((m) => m.BusinessIntakePage));
export const intakeOfOrder = defineDataIsland(() => import('./IntakeOfOrder.tsx').then((m) => m.IntakeOfOrder));

/**
 * `intake.forOrder`: what the order's checkout asked, or the intake the order has
 * (docs/subscriptions-and-intake.md#from-the-order), read by the route before the page renders and shown by
 * `IntakeOfOrder` from the visit's cache.
 */
export const intakeForOrderRead = (orderId: string): PageRead<IntakeForOrder> => ({
  key: pageReadKey('intake.forOrder', { orderId }),
  options: (utils) => utils.intake.forOrder.queryOptions({ orderId }),
});

/**
 * The gate of a paid order (its states, read and followed) around the order's form, only for a link that names an
 * order: the page without one does not download it. The route waits for it (`ready`), so neither the server's render
 * nor the browser's first one suspends.
 */
export const orderIntakeGate = onDemand(() => import('./OrderIntakeGate.tsx').then((m) => m.OrderIntakeGate));
