import { intakePlanFor } from '@elite/contracts/schemas/intake-fields';
import { useCallback } from 'react';
import { OrderGate } from '../checkout/index.ts';
import { orderRead } from '../checkout/order-read.ts';
import { Island, useLoadIslandIf } from '../../lib/island.tsx';
import { usePageRead } from '../../lib/page-read.ts';
import { intakeOfOrder } from './intake-island.ts';
import { NoPlanCard } from './NoPlanCard.tsx';

/**
 * /business-intake?order=…: the intake of a paid order (docs/subscriptions-and-intake.md#from-the-order), behind the
 * order's gate (an unknown, unpaid or other kind of order says so, as the pages after a payment do). Its product is
 * the plan (`?plan=enterprise` of a retainer order is the retainer's form). The route loads this only for an order.
 */
export function OrderIntakeGate({ orderId, plan, subscriptionId }: { orderId: string; plan: string | undefined; subscriptionId: number | null }) {
  // An order whose payment is not confirmed yet is followed (OrderGate) and turns into the form by itself once paid:
  // the form's code comes at once, so the form then shows whole rather than empty until the visitor reaches for it.
  const shown = usePageRead(orderRead(orderId));
  const pending = shown.status === 'success' && shown.data.status === 'pending';
  useLoadIslandIf(
    intakeOfOrder,
    useCallback(() => pending, [pending]),
  );
  return (
    <OrderGate orderId={orderId} kinds={['plan', 'retainer']}>
      {(paid) => {
        const planType = intakePlanFor(plan, paid.productId);
        return planType ? (
          <Island key={planType} code={intakeOfOrder} props={{ plan: planType, subscriptionId, orderId: paid.id }} loadWhen="approached" />
        ) : (
          <NoPlanCard />
        );
      }}
    </OrderGate>
  );
}
