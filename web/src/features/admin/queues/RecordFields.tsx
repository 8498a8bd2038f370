import { Anchor, Box, Group, List, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatCents } from '@elite/contracts/rules/money';
import { offersFor, type RecommendedOffer } from '@elite/contracts/rules/readiness-assessment';
import { intakeDetailLabels, intakeDetailText } from '@elite/contracts/schemas/intake-fields';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import type { ReactNode } from 'react';
import { timeWithZone } from '../../scheduling/format.ts';
import { formatDateTime, formatDay, formatDollars } from '../format.ts';
import { businessTypeText, KIND_LABEL, planName, scoreColor } from './queue-columns.tsx';
import { statusLabel } from './StatusBadge.tsx';

/** Labels a field name does not spell out by itself ("responsiblePartyEmail" reads fine as "Responsible party email"). */
const fieldLabels: Record<string, string> = {
  createdAt: 'Received',
  updatedAt: 'Last updated',
  paidAt: 'Paid',
  refundedAt: 'Refunded',
  startsAt: 'Starts',
  endsAt: 'Ends',
  lastMessageAt: 'Last message',
  lastFollowUpAt: 'Last follow-up',
  followUps: 'Follow-up emails',
  planId: 'Plan',
  planType: 'Plan',
  orderId: 'Order ID',
  orderReference: 'Order',
  paymentIntentId: 'Payment intent',
  paymentReference: 'Payment reference',
  providerSubscriptionId: 'Provider subscription',
  subscriptionId: 'Subscription ref.',
  productId: 'Product',
  timeSlot: 'Time',
  when: 'When',
  timeZone: 'Time zone',
  kind: 'Type',
  overallScore: 'Score',
  scoreLevel: 'Level',
  reportSent: 'Report sent',
  totalCents: 'Total',
  priceCents: 'Price',
  items: 'Proposal items',
  recommendations: 'Recommended services',
  service: 'Interested in',
  priorityProcessing: 'Priority processing',
  isPast: 'Has started',
  messageCount: 'Messages',
  visitorPage: 'Visitor’s page',
  stateOfFormation: 'State of formation',
  ...intakeDetailLabels,
};

/**
 * Fields the drawer shows in its own places (status, assignee, SSN, the chat's transcript) or that mean nothing to
 * staff (a quiz's raw answers, question ids and points: the category bars say what they add up to; the CSV has them).
 */
const shownElsewhere = new Set(['id', 'status', 'assignedTo', 'portalClient', 'ssn', 'ssnLast4', 'messages', 'answers', 'chats', 'lead', 'otherChats']);
/** A lead's fields that only a proposal request has. */
const proposalOnly = new Set(['items', 'totalCents']);
/** Amounts the admin answers in dollars (the documented fields); `…Cents` are cents. */
const dollarFields = new Set(['price', 'total', 'subtotal', 'discount', 'monthly', 'unitPrice', 'lineTotal']);
const stateFields = new Set(['state', 'stateOfFormation', 'businessState']);
/** Long text takes the drawer's whole width. */
const wideFields = new Set([
  'message',
  'notes',
  'description',
  'businessPurpose',
  'specialRequirements',
  'details',
  'lines',
  'items',
  'categoryScores',
  'recommendations',
]);

const fieldLabel = (key: string) =>
  fieldLabels[key] ??
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\b(Ssn|Id|Ein|Url)\b/g, (w) => w.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Codes shown by their names: a lead's type, a business type, an appointment's type. */
const codeNames: Record<string, (value: string) => string | undefined> = {
  kind: (v) => KIND_LABEL[v as keyof typeof KIND_LABEL],
  businessType: businessTypeText,
  entityType: businessTypeText,
  appointmentType: (v) => appointmentTypes[v as keyof typeof appointmentTypes]?.title,
  planId: (v) => planName(v) ?? undefined,
  orderStatus: statusLabel,
};

/** What an empty field says where a dash would read as missing data: a business type nobody gave (docs/admin.md#contact-submissions). */
const emptyTexts: Record<string, string> = { businessType: businessTypeText(null) };

/** One value as a person reads it: dates in New York time, amounts in dollars, states by name, lists as tables. */
function fieldValue(key: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return emptyTexts[key] ?? '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('Cents')) return formatCents(value);
    if (dollarFields.has(key)) return formatDollars(value);
    return value.toLocaleString('en-US');
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
    if (stateFields.has(key)) return usStateLabel(value) ?? value;
    if (codeNames[key]) return codeNames[key](value) ?? value;
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.map(String).join(', ');
    return <ObjectTable rows={value as Record<string, unknown>[]} />;
  }
  if (typeof value === 'object') return <FieldList fields={Object.entries(value as Record<string, unknown>)} />;
  return '—';
}

/** A list of records (an order's lines, a proposal's items, category scores) as a small table. */
function ObjectTable({ rows }: { rows: Record<string, unknown>[] }) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== 'id');
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {keys.map((key) => (
              <Table.Th key={key}>{fieldLabel(key)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {keys.map((key) => (
                <Table.Td key={key}>{fieldValue(key, row[key])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A quiz's category scores as bars, coloured by the 80/60 cutoffs (docs/admin.md#quiz-results). */
function CategoryBars({ scores }: { scores: { name: string; percentage: number }[] }) {
  return (
    <Stack gap="xs">
      {scores.map((c) => (
        <Stack key={c.name} gap={2} aria-label={`${c.name}: ${c.percentage}%`}>
          <Group justify="space-between" wrap="nowrap">
            <Text span size="sm">
              {c.name}
            </Text>
            <Text span size="sm" fw={600} c={`${scoreColor(c.percentage)}.8`}>
              {c.percentage}%
            </Text>
          </Group>
          <Progress value={c.percentage} color={scoreColor(c.percentage)} size="sm" radius="xl" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}

/** Fields with a look of their own: a quiz's score, its category bars and the services its score calls for. */
const customValues: Record<string, (value: unknown) => ReactNode> = {
  overallScore: (value) => (
    <Text span size="sm" fw={700} c={`${scoreColor(Number(value))}.8`}>
      {String(value)}%
    </Text>
  ),
  categoryScores: (value) => <CategoryBars scores={value as { name: string; percentage: number }[]} />,
  recommendations: (value) => (
    <List size="sm" withPadding>
      {/* The offers the client's report names (docs/assessments.md#recommended-offers): each opens the page that sells it. */}
      {(value as RecommendedOffer[]).map((offer) => (
        <List.Item key={offer.item.id}>
          <Anchor href={offer.item.href} target="_blank" rel="noopener">
            {offer.line}
          </Anchor>
        </List.Item>
      ))}
    </List>
  ),
};

/** Label/value pairs. */
function FieldList({ fields, intake = false }: { fields: [string, unknown][]; intake?: boolean }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
      {fields.map(([key, value]) => (
        <Box key={key} style={wideFields.has(key) ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
            {fieldLabel(key)}
          </Text>
          <Text component="dd" m={0} mt={2} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {intake ? intakeDetailText(key, value) : customValues[key] && value != null ? customValues[key](value) : fieldValue(key, value)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * An appointment reads as the list shows it: one "When" in the business's zone and one "Type" with its length,
 * instead of the day, the slot, the start, the end, the zone and the minutes apart.
 */
function appointmentFields(record: Record<string, unknown>): [string, unknown][] {
  const { date, timeSlot, startsAt: _startsAt, endsAt: _endsAt, timeZone: _timeZone, duration, appointmentType, ...rest } = record;
  const type = appointmentTypes[appointmentType as keyof typeof appointmentTypes]?.title ?? String(appointmentType);
  return [
    ['when', `${formatDay(String(date))} at ${timeWithZone(String(date), String(timeSlot))}`],
    ['type', `${type} (${String(duration)} min)`],
    ...Object.entries(rest),
  ];
}

/**
 * Every field of a record (docs/admin.md#work-queues), labelled for people. A formation's or an order's `details`
 * (the rest of its form) and an intake's plan-specific answers follow as fields of their own.
 */
export function RecordFields({ kind, record }: { kind: WorkKind; record: Record<string, unknown> }) {
  const { details, ...rest } = record;
  const entries: [string, unknown][] =
    kind === 'appointment'
      ? appointmentFields(rest)
      : kind === 'quiz-result'
        ? [...Object.entries(rest), ['recommendations', offersFor(Number(rest.overallScore))]]
        : Object.entries(rest);
  // A proposal's items and total mean nothing on a contact message or an offline chat: not shown there.
  const notThisLead = kind === 'lead' && rest.kind !== 'proposal' ? proposalOnly : undefined;
  const fields = entries.filter(([key]) => !shownElsewhere.has(key) && !notThisLead?.has(key));
  const extra = details && typeof details === 'object' ? Object.entries(details as Record<string, unknown>) : [];
  return (
    <>
      <FieldList fields={fields} />
      {extra.length > 0 && (
        <Box mt="lg">
          <Text fw={600} size="sm" mb="xs">
            {kind === 'business-intake' ? 'Intake answers' : 'Form details'}
          </Text>
          <FieldList fields={extra} intake={kind === 'business-intake'} />
        </Box>
      )}
    </>
  );
}
