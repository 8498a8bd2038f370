import { Stack } from '@mantine/core';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatPhone } from '@elite/contracts/schemas/formation';
import {
  intakeBusinessTypes,
  intakeDetailLabels,
  intakeDetailText,
  intakePlanName,
  isIntakePlan,
  type BusinessIntakeRow,
} from '@elite/contracts/schemas/intake';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';
import { BusinessFormationsList } from './BusinessFormationsList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const detailColumns: AdminColumn<BusinessIntakeRow>[] = Object.entries(intakeDetailLabels).map(([field, header]) => ({
  key: field,
  header,
  // Only the plan's own steps were asked: an essential intake has no address.
  value: (r) => (field in r.details ? intakeDetailText(field, r.details[field]) : '—'),
  table: false,
  ...(field === 'businessPurpose' || field === 'specialRequirements' ? { detail: { wide: true } } : {}),
}));

export const businessIntakeColumns: AdminColumn<BusinessIntakeRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'businessName', header: 'Business Name', value: (r) => r.businessName },
  { key: 'planType', header: 'Plan', value: (r) => (isIntakePlan(r.planType) ? intakePlanName(r.planType) : r.planType), nowrap: true },
  { key: 'businessType', header: 'Type', value: (r) => intakeBusinessTypes.find((t) => t.value === r.businessType)?.label ?? r.businessType, nowrap: true },
  {
    key: 'stateOfFormation',
    header: 'State',
    value: (r) => r.stateOfFormation,
    nowrap: true,
    detail: { render: (r) => usStateLabel(r.stateOfFormation) ?? r.stateOfFormation },
  },
  { key: 'responsiblePartyName', header: 'Contact', value: (r) => r.responsiblePartyName, nowrap: true },
  { key: 'responsiblePartyEmail', header: 'Email', value: (r) => r.responsiblePartyEmail },
  { key: 'responsiblePartyPhone', header: 'Phone', value: (r) => formatPhone(r.responsiblePartyPhone), nowrap: true },
  // The order the form was opened from, else the latest subscription of the same e-mail: tells a paying client's intake from a stray one.
  { key: 'paidSubscription', header: 'Paid Subscription', value: (r) => r.paidSubscription ?? 'None found', nowrap: true },
  { key: 'orderReference', header: 'Order', value: (r) => r.orderReference, table: false },
  { key: 'priorityProcessing', header: 'Priority', value: (r) => (r.priorityProcessing ? 'Yes (24-48 hours)' : 'No'), nowrap: true },
  { key: 'subscriptionId', header: 'Subscription Ref.', value: (r) => r.subscriptionId, table: false },
  ...detailColumns,
  { key: 'status', header: 'Status', value: (r) => r.status, render: (r) => <StatusBadge status={r.status} color={r.status === 'new' ? 'blue' : 'green'} /> },
];

/** What new clients told us on /business-intake (docs/admin.md#business-formations-and-intakes); see docs/decisions/0009-business-intake.md for why it lives here. */
export function BusinessIntakesList() {
  return (
    <AdminList
      title="Business Intakes"
      description="Business information sent by new subscribers from the intake form"
      columns={businessIntakeColumns}
      procedure={trpc.intake.list}
      emptyTitle="No business intakes yet"
      emptyDescription="Intake forms sent after a subscription will appear here."
      exportName="business-intakes"
      detailTitle={(r) => r.businessName}
    />
  );
}

/** The Business Formations tab: paid formation orders, then the intakes that follow subscriptions. */
export function BusinessFormationsAndIntakes() {
  return (
    <Stack gap="xl">
      <BusinessFormationsList />
      <BusinessIntakesList />
    </Stack>
  );
}
