import type { BusinessFormationRow } from '@elite/contracts/schemas/admin';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** docs/admin.md#status-colours: a pending business formation is yellow, anything else green. */
export const businessFormationStatusColor = (status: string) => (status === 'received' ? 'yellow' : 'green');

export const businessFormationColumns: AdminColumn<BusinessFormationRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'businessName', header: 'Business Name', value: (r) => r.businessName },
  { key: 'businessType', header: 'Type', value: (r) => r.businessType, nowrap: true },
  { key: 'stateOfFormation', header: 'State', value: (r) => r.stateOfFormation, nowrap: true },
  { key: 'responsiblePartyName', header: 'Responsible Party', value: (r) => r.responsiblePartyName, nowrap: true },
  { key: 'responsiblePartyEmail', header: 'Email', value: (r) => r.responsiblePartyEmail },
  { key: 'planId', header: 'Plan', value: (r) => r.planId ?? '—', nowrap: true },
  // The SSN is stored encrypted; the admin sees its last four digits only (docs/subscriptions-and-intake.md#the-ssn).
  { key: 'ssnLast4', header: 'SSN', value: (r) => (r.ssnLast4 ? `***-**-${r.ssnLast4}` : '—'), nowrap: true },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={businessFormationStatusColor(r.status)} />,
  },
];

/** The Business Formations tab. */
export function BusinessFormationsList() {
  return (
    <AdminList
      title="Business Formations"
      description="Formation orders with their responsible party"
      columns={businessFormationColumns}
      procedure={trpc.admin.businessFormations}
      emptyTitle="No business formations yet"
      emptyDescription="Paid business formation orders will appear here."
      exportName="business-formations"
      detailTitle={(r) => r.businessName}
    />
  );
}
