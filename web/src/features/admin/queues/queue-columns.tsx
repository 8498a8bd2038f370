import { Badge, Text } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { findPlan } from '@elite/contracts/catalogue/plans';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { intakeBusinessTypes, intakePlanName, isIntakePlan } from '@elite/contracts/schemas/intake-fields';
import { businessTypeLabels, businessTypes } from '@elite/contracts/schemas/leads';
import { maskedSsn, type WorkKind, type WorkRow } from '@elite/contracts/schemas/work-queues';
import { IconAddressBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { timeWithZone } from '../../scheduling/format.ts';
import { ClientLink } from '../clients/ClientLink.tsx';
import { formatDateTime, formatDay, formatDollars } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import classes from './QueueList.module.css';

/** One column of a work queue: its header, what a cell shows, and the sort column (`workSorts`) its header sorts by. */
export interface QueueColumn<Row> {
  key: string;
  header: string;
  sort?: string;
  render: (row: Row) => ReactNode;
  /** Keeps the cell on one line (dates, badges, references). */
  nowrap?: boolean;
  /** One long word (an e-mail): it breaks anywhere rather than widen the table past its card. */
  breakAnywhere?: boolean;
}

export interface QueueConfig<K extends WorkKind> {
  description: string;
  /** The records in a sentence: "No {plural} match these filters". */
  plural: string;
  columns: QueueColumn<WorkRow<K>>[];
  /** A row's name: the card's heading and the detail's title. */
  title: (row: WorkRow<K>) => string;
  /** Dimmed rows (appointments that have started). */
  dimmed?: (row: WorkRow<K>) => boolean;
}

export const KIND_LABEL = { contact: 'Contact', proposal: 'Proposal', chat: 'Chat', certification: 'Certification' } as const;
const KIND_COLOR = { contact: 'navy', proposal: 'gold', chat: 'teal', certification: 'grape' } as const;

/** 'professional' -> 'Professional': a monthly plan by its name, an unknown id as it is. */
export const planName = (id: string | null | undefined) => (id ? (findPlan(id)?.name ?? id) : null);

/** 'llc' -> 'LLC'; empty -> 'Not specified' (docs/admin.md#contact-submissions). */
export function businessTypeText(value: string | null | undefined): string {
  if (!value) return 'Not specified';
  return (businessTypes as readonly string[]).includes(value) ? businessTypeLabels[value as keyof typeof businessTypeLabels] : value;
}

/** docs/admin.md#quiz-results: quiz scores use the 80 and 60 cutoffs. */
export const scoreColor = (percent: number) => (percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red');

const dash = (value: string | null | undefined) => value || '—';

/**
 * "Mar 14, 2026, 9:30 AM" as the day and the time, each kept whole: a narrow column puts the time under the day
 * instead of pushing the table past its card (docs/admin.md#lists).
 */
function DateTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return text;
  return (
    <>
      <span className={classes.nowrap}>{text.slice(0, cut + 1)}</span> <span className={classes.nowrap}>{text.slice(cut + 2)}</span>
    </>
  );
}

// The columns every queue shares: when, its status, who has it.
const dateColumn = <Row,>(key: string, header: string, at: (row: Row) => string | null): QueueColumn<Row> => ({
  key,
  header,
  sort: key,
  render: (row) => {
    const value = at(row);
    return value ? <DateTime iso={value} /> : '—';
  },
});
const statusColumn = <Row extends { status?: string }>(kind: WorkKind, sortable = true): QueueColumn<Row> => ({
  key: 'status',
  header: 'Status',
  sort: sortable ? 'status' : undefined,
  render: (row) => (row.status ? <StatusBadge status={row.status} kind={kind} /> : '—'),
  nowrap: true,
});
const assigneeColumn = <Row extends { assignedTo?: { name: string } | null }>(): QueueColumn<Row> => ({
  key: 'assignedTo',
  header: 'Assigned',
  render: (row) =>
    row.assignedTo ? (
      row.assignedTo.name
    ) : (
      <Text span c="dimmed" size="sm">
        Unassigned
      </Text>
    ),
  nowrap: true,
});
const textColumn = <Row,>(
  key: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  options: Partial<QueueColumn<Row>> = {},
): QueueColumn<Row> => ({
  key,
  header,
  render: (row) => dash(value(row)),
  ...options,
});

const queueConfigsByKind: { [K in WorkKind]: QueueConfig<K> } = {
  lead: {
    description: 'Messages from the contact form, proposal requests, chats left for the team and certification reports',
    plural: 'contact submissions',
    title: (r) => `${r.firstName} ${r.lastName}`.trim(),
    columns: [
      dateColumn('createdAt', 'Received', (r) => r.createdAt),
      {
        key: 'kind',
        header: 'Type',
        sort: 'kind',
        render: (r) => (
          <Badge variant="light" color={KIND_COLOR[r.kind ?? 'contact']} tt="none" radius="sm" classNames={{ root: classes.badge, label: classes.badgeLabel }}>
            {KIND_LABEL[r.kind ?? 'contact']}
          </Badge>
        ),
        nowrap: true,
      },
      // The name starts with a link to the lead's client: everything else they did with us (docs/admin.md#one-client).
      // At the row's start, so a click on the row's middle still opens the lead.
      {
        key: 'name',
        header: 'Name',
        sort: 'name',
        render: (r) => {
          const name = `${r.firstName} ${r.lastName}`.trim();
          return (
            <span className={classes.withClient}>
              <ClientLink email={r.email} label={`Client: ${name || r.email}`}>
                <IconAddressBook size={18} stroke={1.6} aria-hidden />
              </ClientLink>
              {dash(name)}
            </span>
          );
        },
        nowrap: true,
      },
      textColumn('email', 'Email', (r) => r.email, { sort: 'email', breakAnywhere: true }),
      textColumn('company', 'Company', (r) => r.company, { sort: 'company' }),
      statusColumn('lead'),
      assigneeColumn(),
    ],
  },
  'quiz-result': {
    description: 'Business Readiness Assessment reports requested by visitors',
    plural: 'quiz results',
    title: (r) => r.name,
    columns: [
      dateColumn('createdAt', 'Received', (r) => r.createdAt),
      textColumn('name', 'Name', (r) => r.name, { sort: 'name' }),
      textColumn('email', 'Email', (r) => r.email, { sort: 'email', breakAnywhere: true }),
      {
        key: 'overallScore',
        header: 'Score',
        sort: 'overallScore',
        render: (r) => (
          <Text span fw={700} c={`${scoreColor(r.overallScore)}.8`}>
            {r.overallScore}%
          </Text>
        ),
      },
      textColumn('scoreLevel', 'Level', (r) => r.scoreLevel),
      textColumn('reportSent', 'Report', (r) => (r.reportSent ? 'Sent' : 'Pending'), { nowrap: true }),
      statusColumn('quiz-result'),
      assigneeColumn(),
    ],
  },
  'business-formation': {
    description: 'Formations recorded from paid plan orders',
    plural: 'business formations',
    title: (r) => r.businessName,
    columns: [
      dateColumn('createdAt', 'Received', (r) => r.createdAt),
      textColumn('businessName', 'Business Name', (r) => r.businessName, { sort: 'businessName' }),
      textColumn('stateOfFormation', 'State', (r) => r.stateOfFormation, { sort: 'stateOfFormation', nowrap: true }),
      textColumn('responsiblePartyName', 'Responsible Party', (r) => r.responsiblePartyName, { sort: 'responsiblePartyName' }),
      textColumn('planId', 'Plan', (r) => planName(r.planId), { sort: 'planId', nowrap: true }),
      textColumn('ssn', 'SSN', (r) => (r.ssnLast4 ? maskedSsn(r.ssnLast4) : null), { nowrap: true }),
      statusColumn('business-formation'),
      assigneeColumn(),
    ],
  },
  'entity-formation': {
    description: 'Entity formations of paid orders',
    plural: 'entity formations',
    title: (r) => r.businessName,
    columns: [
      dateColumn('createdAt', 'Received', (r) => r.createdAt),
      textColumn('businessName', 'Business Name', (r) => r.businessName, { sort: 'businessName' }),
      textColumn('entityType', 'Entity Type', (r) => businessTypeText(r.entityType), { sort: 'entityType', nowrap: true }),
      textColumn('state', 'State', (r) => r.state, { sort: 'state', nowrap: true }),
      textColumn('contactName', 'Contact', (r) => r.contactName, { sort: 'contactName' }),
      textColumn('price', 'Price', (r) => formatDollars(r.price), { sort: 'price', nowrap: true }),
      statusColumn('entity-formation'),
      assigneeColumn(),
    ],
  },
  'business-intake': {
    description: 'Business information sent by new subscribers from the intake form',
    plural: 'business intakes',
    title: (r) => r.businessName,
    columns: [
      dateColumn('createdAt', 'Received', (r) => r.createdAt),
      textColumn('businessName', 'Business Name', (r) => r.businessName, { sort: 'businessName' }),
      textColumn('planType', 'Plan', (r) => (isIntakePlan(r.planType) ? intakePlanName(r.planType) : r.planType), { sort: 'planType', nowrap: true }),
      textColumn('businessType', 'Type', (r) => intakeBusinessTypes.find((t) => t.value === r.businessType)?.label ?? r.businessType),
      textColumn('stateOfFormation', 'State', (r) => usStateLabel(r.stateOfFormation) ?? r.stateOfFormation),
      textColumn('responsiblePartyName', 'Contact', (r) => r.responsiblePartyName, { sort: 'responsiblePartyName' }),
      textColumn('responsiblePartyPhone', 'Phone', (r) => formatPhone(r.responsiblePartyPhone), { nowrap: true }),
      textColumn('priorityProcessing', 'Priority', (r) => (r.priorityProcessing ? 'Yes (24-48 hours)' : 'No'), { sort: 'priorityProcessing' }),
      statusColumn('business-intake'),
      assigneeColumn(),
    ],
  },
  order: {
    description: 'Every order of every checkout, in any state',
    plural: 'orders',
    title: (r) => `${r.reference}: ${r.name}`,
    columns: [
      dateColumn('createdAt', 'Created', (r) => r.createdAt),
      textColumn('reference', 'Order', (r) => r.reference, { sort: 'reference', nowrap: true }),
      textColumn('name', 'Customer', (r) => r.name, { sort: 'name' }),
      textColumn('description', 'What', (r) => r.description),
      textColumn('total', 'Total', (r) => formatDollars(r.total), { sort: 'total', nowrap: true }),
      dateColumn('paidAt', 'Paid', (r) => r.paidAt),
      statusColumn('order'),
      assigneeColumn(),
    ],
  },
  subscription: {
    description: 'Paid monthly plans and retainers',
    plural: 'subscriptions',
    title: (r) => `${r.planName}: ${r.name}`,
    columns: [
      dateColumn('createdAt', 'Started', (r) => r.createdAt),
      textColumn('planName', 'Plan', (r) => r.planName, { sort: 'planName' }),
      textColumn('name', 'Customer', (r) => r.name, { sort: 'name' }),
      textColumn('email', 'Email', (r) => r.email, { sort: 'email', breakAnywhere: true }),
      textColumn('monthly', 'Monthly', (r) => formatDollars(r.monthly), { sort: 'monthly', nowrap: true }),
      textColumn('orderReference', 'Order', (r) => r.orderReference, { nowrap: true }),
      statusColumn('subscription'),
      assigneeColumn(),
    ],
  },
  appointment: {
    description: 'Consultations booked through the scheduler',
    plural: 'appointments',
    title: (r) => r.name,
    dimmed: (r) => r.isPast,
    columns: [
      { key: 'startsAt', header: 'Date', sort: 'startsAt', render: (r) => formatDay(r.date), nowrap: true },
      textColumn('timeSlot', 'Time', (r) => timeWithZone(r.date, r.timeSlot), { nowrap: true }),
      textColumn('appointmentType', 'Type', (r) => `${appointmentTypes[r.appointmentType].title} (${r.duration} min)`, { sort: 'appointmentType' }),
      textColumn('name', 'Name', (r) => r.name, { sort: 'name' }),
      textColumn('email', 'Email', (r) => r.email, { sort: 'email', breakAnywhere: true }),
      statusColumn('appointment'),
      assigneeColumn(),
    ],
  },
  chat: {
    description: 'Conversations of the website’s live chat',
    plural: 'chat conversations',
    title: (r) => r.name,
    columns: [
      dateColumn('lastMessageAt', 'Last Message', (r) => r.lastMessageAt),
      textColumn('name', 'Name', (r) => r.name, { sort: 'name' }),
      textColumn('email', 'Email', (r) => r.email, { sort: 'email', breakAnywhere: true }),
      textColumn('messageCount', 'Messages', (r) => String(r.messageCount), { nowrap: true }),
      textColumn('unread', 'Unread', (r) => String(r.unread), { nowrap: true }),
      statusColumn('chat', false),
      assigneeColumn(),
    ],
  },
};

export const queueConfig = <K extends WorkKind>(kind: K): QueueConfig<K> => queueConfigsByKind[kind];
