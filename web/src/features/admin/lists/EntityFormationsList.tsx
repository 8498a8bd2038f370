import type { EntityFormationRow } from '@elite/contracts/schemas/admin';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime, formatDollars } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** docs/admin.md#status-colours: pending and processing have their own styles, anything else green. */
export const entityFormationStatusColor = (status: string) => (status === 'received' ? 'yellow' : status === 'in_progress' ? 'blue' : 'green');

export const entityFormationColumns: AdminColumn<EntityFormationRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'businessName', header: 'Business Name', value: (r) => r.businessName },
  { key: 'entityType', header: 'Entity Type', value: (r) => r.entityType, nowrap: true },
  { key: 'state', header: 'State', value: (r) => r.state, nowrap: true },
  { key: 'contactName', header: 'Contact', value: (r) => r.contactName, nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, nowrap: true },
  { key: 'price', header: 'Price', value: (r) => formatDollars(r.price), nowrap: true },
  { key: 'orderReference', header: 'Order', value: (r) => r.orderReference ?? null, table: false },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={entityFormationStatusColor(r.status)} />,
  },
];

/** The Entity Formations tab. */
export function EntityFormationsList() {
  return (
    <AdminList
      title="Entity Formations"
      description="Entity formation orders from the entity types pages"
      columns={entityFormationColumns}
      procedure={trpc.admin.entityFormations}
      emptyTitle="No entity formations yet"
      emptyDescription="Entity formation orders will appear here."
      exportName="entity-formations"
      detailTitle={(r) => r.businessName}
    />
  );
}
