import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@elite/contracts/rules/money';
import { workLists, type ListLink, type QueueSummary } from '@elite/contracts/schemas/work-queues';
import type { ReactNode } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { timeWithZone } from '../../scheduling/format.ts';
import { formatDay } from '../format.ts';
import { DashboardTrends } from '../trends/DashboardTrends.tsx';
import { AnchorLink } from './AnchorLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { listLinkSearch } from './list-link.ts';

/** A number that opens the list it counts. */
function CountLink({ link, label, children }: { link: ListLink; label: string; children: ReactNode }) {
  return (
    <AnchorLink to="/admin" search={listLinkSearch(link)} aria-label={label} underline="hover" c="navy.9" fz="inherit" fw="inherit">
      {children}
    </AnchorLink>
  );
}

function QueueCard({ queue }: { queue: QueueSummary }) {
  const title = workLists[queue.kind].title;
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={title}>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <AnchorLink to="/admin" search={listLinkSearch({ kind: queue.kind, query: {} })} fw={700} c="navy.9">
          {title}
        </AnchorLink>
        <Text fw={700} fz={22} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {queue.total.toLocaleString('en-US')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={2}>
        <CountLink link={queue.newThisWeekLink} label={`${title}: ${queue.newThisWeek} new this week`}>
          {queue.newThisWeek.toLocaleString('en-US')} new this week
        </CountLink>
      </Text>
      <Group gap={6} mt="sm">
        {queue.byStatus.map(({ status, count, link }) => (
          <AnchorLink key={status} to="/admin" search={listLinkSearch(link)} underline="never" aria-label={`${title}: ${count} ${status.replace(/_/g, ' ')}`}>
            <Group gap={4} wrap="nowrap">
              <StatusBadge status={status} kind={queue.kind} />
              <Text span size="sm" fw={600} c="dark.7">
                {count.toLocaleString('en-US')}
              </Text>
            </Group>
          </AnchorLink>
        ))}
      </Group>
    </Paper>
  );
}

/**
 * The dashboard's work (docs/admin.md#dashboard): each queue's count by status and new this week, the month's revenue,
 * the next appointments, the chats waiting for an answer and the follow-ups due. Every number links to the list that shows it.
 */
export function QueueDashboard() {
  const summary = trpc.admin.summary.useQuery();
  const data = summary.data;
  if (!data) return summary.isPending ? <Skeleton height={220} radius="lg" /> : null;
  const { queues = [], revenueLink, nextAppointments = [], nextAppointmentsLink, unansweredChatsLink, followUpsDueByKind = [] } = data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder radius="lg" p="md" role="group" aria-label="Revenue this month">
          <Text size="sm" fw={600} c="dimmed">
            Revenue this month
          </Text>
          {revenueLink && data.revenueThisMonthCents !== undefined && (
            <Text fz={28} fw={700} mt={4}>
              <CountLink link={revenueLink} label={`Revenue this month: ${formatCents(data.revenueThisMonthCents)}`}>
                {formatCents(data.revenueThisMonthCents)}
              </CountLink>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Paid orders since {data.monthStarts ? formatDay(data.monthStarts) : 'the first of the month'}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="md" role="group" aria-label="Unanswered chats">
          <Text size="sm" fw={600} c="dimmed">
            Unanswered chats
          </Text>
          {unansweredChatsLink && data.unansweredChats !== undefined && (
            <Text fz={28} fw={700} mt={4}>
              <CountLink link={unansweredChatsLink} label={`Unanswered chats: ${data.unansweredChats}`}>
                {data.unansweredChats.toLocaleString('en-US')}
              </CountLink>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            The visitor wrote last
          </Text>
        </Paper>
        {/* docs/admin.md#follow-ups: due before the end of today in New York, overdue included; each kind opens its list. */}
        <Paper withBorder radius="lg" p="md" role="group" aria-label="Follow-ups due">
          <Text size="sm" fw={600} c="dimmed">
            Follow-ups due
          </Text>
          <Text fz={28} fw={700} mt={4} aria-label={`Follow-ups due: ${data.followUpsDue ?? 0}`}>
            {(data.followUpsDue ?? 0).toLocaleString('en-US')}
          </Text>
          {followUpsDueByKind.length === 0 ? (
            <Text size="xs" c="dimmed">
              Today or overdue
            </Text>
          ) : (
            <Group gap="xs">
              {followUpsDueByKind.map(({ kind, count, link }) => (
                <Text key={kind} size="xs">
                  <CountLink link={link} label={`${workLists[kind].title}: ${count} follow-ups due`}>
                    {workLists[kind].title} {count.toLocaleString('en-US')}
                  </CountLink>
                </Text>
              ))}
            </Group>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md" role="group" aria-label="Next appointments">
        <Group justify="space-between" mb="xs">
          <Title order={2} fz={17} c="navy.9">
            Next appointments
          </Title>
          {nextAppointmentsLink && (
            <AnchorLink to="/admin" search={listLinkSearch(nextAppointmentsLink)} size="sm">
              All upcoming
            </AnchorLink>
          )}
        </Group>
        {nextAppointments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No appointments coming up.
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {nextAppointments.map((a) => (
              <Group component="li" key={a.id} justify="space-between" gap="sm" wrap="nowrap">
                <AnchorLink to="/admin" search={{ tab: 'appointments', open: a.id }} size="sm">
                  {formatDay(a.date)}, {timeWithZone(a.date, a.timeSlot)}: {a.name}
                </AnchorLink>
                <StatusBadge status={a.status} kind="appointment" />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <DashboardTrends />
      <section aria-label="Work queues">
        <Title order={2} fz={17} c="navy.9" mb="sm">
          Work queues
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {queues.map((queue) => (
            <QueueCard key={queue.kind} queue={queue} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
