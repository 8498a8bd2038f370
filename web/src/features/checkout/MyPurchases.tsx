import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { findPlan } from '@elite/contracts/catalogue/plans';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatCents } from '@elite/contracts/rules/money';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const since = (iso: string) => day.format(new Date(iso));
const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).replaceAll('_', ' ') : s);

/** The admin's colours (docs/admin.md#status-colours): received yellow, in progress blue, anything else green. */
const statusColor = (status: string): MantineColor => (status === 'received' ? 'yellow' : status === 'in_progress' ? 'blue' : 'green');

function Row({ title, detail, status }: { title: string; detail: string; status: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" role="listitem">
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </div>
      <Badge color={statusColor(status)} c="dark.7" variant="light" tt="none">
        {capital(status)}
      </Badge>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={700} c="navy.7" tt="uppercase" lts={0.8}>
        {title}
      </Text>
      <Stack gap="sm" role="list" aria-label={title}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * The portal dashboard's "Your Formations & Subscriptions": what was paid with the client's
 * e-mail (docs/portal.md#portal-dashboard), beside the documented placeholder cards.
 */
export function MyPurchases() {
  const mine = trpc.payments.myRecords.useQuery();
  const empty = mine.data && Object.values(mine.data).every((list) => list.length === 0);
  return (
    <Paper withBorder radius="lg" p="xl" role="region" aria-label="Your Formations & Subscriptions">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={20} c="navy.9">
          Your Formations &amp; Subscriptions
        </Title>
        <Button component={Link} to="/entity-types" variant="light" size="sm" leftSection={<IconBuilding size={16} aria-hidden />}>
          Form an Entity
        </Button>
      </Group>
      {mine.isPending ? (
        <Skeleton height={48} />
      ) : mine.isError ? (
        <Text c="dimmed">Your formations and subscriptions could not be loaded. Please try again later.</Text>
      ) : empty ? (
        <Text c="dimmed">Nothing yet. Formations and plans you pay for with this e-mail address appear here.</Text>
      ) : (
        <Stack gap="lg">
          <Section title="Formations">
            {[
              ...mine.data.entityFormations.map((f) => (
                <Row
                  key={f.id}
                  title={f.businessName}
                  detail={`${findEntityCheckoutOption(f.entityType)?.label ?? f.entityType} in ${usStateLabel(f.state) ?? f.state} · ordered ${since(f.createdAt)}`}
                  status={f.status}
                />
              )),
              ...mine.data.businessFormations.map((f) => (
                <Row
                  key={f.id}
                  title={f.businessName}
                  detail={`Business formation with the ${findPlan(f.planId)?.name ?? f.planId} plan · ordered ${since(f.createdAt)}`}
                  status={f.status}
                />
              )),
            ]}
          </Section>
          {mine.data.subscriptions.length > 0 && mine.data.entityFormations.length + mine.data.businessFormations.length > 0 && <Divider />}
          <Section title="Subscriptions">
            {mine.data.subscriptions.map((s) => (
              <Row key={s.id} title={s.planName} detail={`${formatCents(s.amountCents)}/mo · since ${since(s.createdAt)}`} status={s.status} />
            ))}
          </Section>
          {mine.data.orders.length > 0 && <Divider />}
          <Section title="Orders">
            {mine.data.orders.map((o) => (
              <Row
                key={o.id}
                title={`${o.description}, ${formatCents(o.totalCents)}`}
                detail={`Order ${o.reference} · ${since(o.createdAt)}`}
                status={o.status}
              />
            ))}
          </Section>
        </Stack>
      )}
    </Paper>
  );
}
