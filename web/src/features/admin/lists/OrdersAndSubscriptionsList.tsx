import { Stack, Text } from '@mantine/core';
import type { OrderRow, SubscriptionRow } from '@elite/contracts/schemas/admin';
import type { OrderStatus } from '@elite/contracts/schemas/payments';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime, formatDollars } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** An order's state (docs/payments.md, "Order states"): waiting yellow, paid or fulfilled green, failed red, refunded or replaced grey. */
const orderColors: Record<OrderStatus, string> = { pending: 'yellow', paid: 'green', fulfilled: 'green', failed: 'red', refunded: 'gray', canceled: 'gray' };
export const orderStatusColor = (status: OrderStatus) => orderColors[status];

const kindLabel: Record<OrderRow['kind'], string> = { entity: 'Entity formation', plan: 'Monthly plan', retainer: 'Retainer', cart: 'Services' };

const orderColumns: AdminColumn<OrderRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'reference', header: 'Order', value: (r) => r.reference, nowrap: true },
  { key: 'kind', header: 'Kind', value: (r) => kindLabel[r.kind], nowrap: true },
  { key: 'description', header: 'What', value: (r) => r.description, truncate: true },
  { key: 'name', header: 'Customer', value: (r) => r.name },
  { key: 'email', header: 'Email', value: (r) => r.email, table: false },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, table: false },
  { key: 'company', header: 'Business', value: (r) => r.company, table: false },
  {
    key: 'lines',
    header: 'Lines',
    value: (r) => r.lines.map((l) => `${l.title} × ${l.quantity}: ${formatDollars(l.lineTotal)}`).join('; '),
    table: false,
    detail: {
      wide: true,
      render: (r) => (
        <Stack gap={2}>
          {r.lines.map((l) => (
            <Text key={l.title} size="sm">
              {l.title} × {l.quantity}: {formatDollars(l.lineTotal)}
            </Text>
          ))}
          {r.discount > 0 && <Text size="sm">Enterprise discount: -{formatDollars(r.discount)}</Text>}
        </Stack>
      ),
    },
  },
  { key: 'total', header: 'Total', value: (r) => formatDollars(r.total), nowrap: true },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={orderStatusColor(r.status)} />,
    nowrap: true,
  },
  { key: 'paidAt', header: 'Paid', value: (r) => (r.paidAt ? formatDateTime(r.paidAt) : null), table: false },
  { key: 'paymentReference', header: 'Payment reference', value: (r) => r.paymentReference, table: false },
  { key: 'lastPaymentError', header: 'Last payment problem', value: (r) => r.lastPaymentError, table: false, detail: { wide: true } },
];

const subscriptionColumns: AdminColumn<SubscriptionRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'orderReference', header: 'Order', value: (r) => r.orderReference, nowrap: true },
  { key: 'planName', header: 'Plan', value: (r) => r.planName, nowrap: true },
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'monthly', header: 'Monthly', value: (r) => formatDollars(r.monthly), nowrap: true },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={r.status === 'active' ? 'green' : r.status === 'past_due' ? 'yellow' : 'gray'} />,
  },
];

/** Every order, in any state, and the monthly plans and retainers they started (docs/payments.md, "Admin"). */
export function OrdersAndSubscriptionsList() {
  return (
    <Stack gap="xl">
      <AdminList
        title="Orders"
        description="Every checkout's order: pending until its payment is confirmed, then paid"
        columns={orderColumns}
        procedure={trpc.payments.orders}
        emptyTitle="No orders yet"
        emptyDescription="Orders appear here as soon as a visitor reaches the card step."
        exportName="orders"
        detailTitle={(r) => `${r.reference}: ${r.description}`}
      />
      <AdminList
        title="Subscriptions"
        description="Monthly plans and retainers, from their paid orders"
        columns={subscriptionColumns}
        procedure={trpc.payments.subscriptions}
        emptyTitle="No subscriptions yet"
        emptyDescription="Paid subscriptions will appear here."
        exportName="subscriptions"
        detailTitle={(r) => `${r.planName}: ${r.name}`}
      />
    </Stack>
  );
}
