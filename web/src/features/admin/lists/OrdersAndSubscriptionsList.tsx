import { Stack } from '@mantine/core';
import { formatCents } from '@elite/contracts/rules/money';
import { useTRPC } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface OrderRow { id: string; createdAt: string; name: string; email: string; company: string; items: { id: string; title: string; quantity: number; priceCents: number }[]; totalCents: number; status: string }
interface SubscriptionRow { id: string; createdAt: string; planName: string; name: string; email: string; amountCents: number; status: string }

const subscriptionColumns: AdminColumn<SubscriptionRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'planName', header: 'Plan', value: (r) => r.planName, nowrap: true },
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'amountCents', header: 'Monthly', value: (r) => formatCents(r.amountCents), nowrap: true },
  { key: 'status', header: 'Status', value: (r) => r.status, render: (r) => <StatusBadge status={r.status} color={r.status === 'active' ? 'green' : 'gray'} /> },
];

const orderColumns: AdminColumn<OrderRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'company', header: 'Company', value: (r) => r.company },
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'items', header: 'Services', value: (r) => r.items.map((i) => `${i.title} × ${i.quantity}`).join(', ') },
  { key: 'totalCents', header: 'Total', value: (r) => formatCents(r.totalCents), nowrap: true },
  { key: 'status', header: 'Status', value: (r) => r.status, render: (r) => <StatusBadge status={r.status} color="green" /> },
];

/** Paid subscriptions (plans and retainers) and cart orders (DECISIONS 4). */
export function OrdersAndSubscriptionsList() {
  const trpc = useTRPC();
  return (
    <Stack gap="xl">
      <AdminList
        title="Subscriptions"
        description="Monthly plans and retainers paid at checkout"
        columns={subscriptionColumns}
        query={(input) => trpc.payments.subscriptions.queryOptions(input)}
        emptyTitle="No subscriptions yet"
        emptyDescription="Paid subscriptions will appear here."
        exportName="subscriptions"
        detailTitle={(r) => `${r.planName}: ${r.name}`}
      />
      <AdminList
        title="Orders"
        description="Services paid through the cart checkout"
        columns={orderColumns}
        query={(input) => trpc.payments.orders.queryOptions(input)}
        emptyTitle="No orders yet"
        emptyDescription="Paid cart orders will appear here."
        exportName="orders"
        detailTitle={(r) => r.company}
      />
    </Stack>
  );
}
