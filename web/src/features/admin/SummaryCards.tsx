import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { AdminSummary } from '@elite/contracts/schemas/admin';
import { IconCalendarEvent, IconClipboardCheck, IconMail, IconMailbox } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useSessionExpiry } from '../accounts/session.ts';
import { ErrorLoadingCard } from './ErrorLoadingCard.tsx';

const cards: { key: keyof AdminSummary; label: string; hint: string; icon: ComponentType<{ size?: number; stroke?: number }> }[] = [
  { key: 'totalContacts', label: 'Total Contacts', hint: 'All contact submissions', icon: IconMailbox },
  { key: 'todaysContacts', label: "Today's Contacts", hint: 'Received today', icon: IconMail },
  { key: 'quizResults', label: 'Quiz Results', hint: 'Assessment reports requested', icon: IconClipboardCheck },
  { key: 'upcomingAppointments', label: 'Upcoming Appointments', hint: 'Scheduled or confirmed', icon: IconCalendarEvent },
];

/** The dashboard's four summary cards (docs/admin.md#summary-cards). */
export function SummaryCards() {
  const summary = trpc.admin.summary.useQuery();
  useSessionExpiry(summary.error);
  if (summary.isError) return <ErrorLoadingCard onRetry={() => void summary.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map(({ key, label, hint, icon: Icon }) => (
        <Paper
          key={key}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          role="group"
          aria-label={label}
          style={{ boxShadow: '0 1px 2px rgba(11, 31, 58, 0.04), 0 8px 24px rgba(11, 31, 58, 0.05)' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" fw={600} c="dimmed">
                {label}
              </Text>
              {summary.data ? (
                <Text fz={{ base: 26, sm: 32 }} fw={700} lh={1.2} mt={6} c="navy.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {summary.data[key].toLocaleString('en-US')}
                </Text>
              ) : (
                <Skeleton height={30} width={64} mt={10} mb={4} data-testid="summary-skeleton" />
              )}
              <Text size="xs" c="dimmed" mt={4}>
                {hint}
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color="gold" visibleFrom="sm">
              <Icon size={22} stroke={1.7} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
