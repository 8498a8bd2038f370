import { Alert, Anchor, Badge, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import type { ClientTimeline, ContactCard, ContactChange, TimelineEntry, TimelineKind } from '@elite/contracts/schemas/clients';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconFile, IconMail, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { PageErrorBoundary } from '../../../shell/PageErrorBoundary.tsx';
import { RequireRole } from '../../accounts/RequireRole.tsx';
import { useSessionExpiry } from '../../accounts/session.ts';
import classes from '../AdminDashboard.module.css';
import { ErrorLoadingCard } from '../ErrorLoadingCard.tsx';
import { formatDateTime } from '../format.ts';
import { AnchorLink } from '../queues/AnchorLink.tsx';
import { sectionOfKind } from '../queues/list-query.ts';
import { StatusBadge } from '../queues/StatusBadge.tsx';

/** What each entry is, in a word. */
const KIND_LABELS: Record<TimelineKind, string> = {
  lead: 'Lead',
  'quiz-result': 'Quiz result',
  'business-formation': 'Business formation',
  'entity-formation': 'Entity formation',
  'business-intake': 'Business intake',
  order: 'Order',
  subscription: 'Subscription',
  appointment: 'Appointment',
  chat: 'Chat',
  mail: 'E-mail',
  document: 'Document',
};

const Label = ({ children }: { children: ReactNode }) => (
  <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
    {children}
  </Text>
);

/** Another client's page: the address as typed; the server normalises it. */
function LookUp({ email }: { email: string | undefined }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(email ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next) void navigate({ to: '/admin/clients', search: { email: next } });
  };
  return (
    <form onSubmit={submit} aria-label="Open a client">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Client e-mail"
          type="email"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          placeholder="name@example.com"
          maw={320}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
          Open
        </Button>
      </Group>
    </form>
  );
}

/** What changed on the card, field by field ("Phone: none → (212) 555-0100"). */
function changedFields(change: ContactChange): string[] {
  const fields: [keyof ContactCard, string][] = [
    ['name', 'Name'],
    ['companyName', 'Company'],
    ['phone', 'Phone'],
  ];
  return fields
    .filter(([key]) => change.from[key] !== change.to[key])
    .map(([key, label]) => `${label}: ${change.from[key] || 'none'} → ${change.to[key] || 'none'}`);
}

/** Names or phones the records carry, the newest first; "None known" without any. */
function Known({ label, values, children }: { label: [string, string]; values: string[]; children: (value: string, index: number) => ReactNode }) {
  return (
    <div>
      <Label>{values.length > 1 ? label[1] : label[0]}</Label>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          None known
        </Text>
      ) : (
        values.map(children)
      )}
    </div>
  );
}

function PersonCard({ page }: { page: ClientTimeline }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} component="section" aria-label="Contact">
      <Title order={2} fz={18} c="navy.9" mb="md">
        Contact
      </Title>
      <Stack gap="sm">
        <div>
          <Label>E-mail</Label>
          <Anchor href={`mailto:${page.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {page.email}
          </Anchor>
        </div>
        <Known label={['Name', 'Names']} values={page.names}>
          {(name, i) => (
            <Text key={name} size="sm" fw={i === 0 ? 600 : undefined} c={i === 0 ? undefined : 'dimmed'}>
              {name}
            </Text>
          )}
        </Known>
        <Known label={['Phone', 'Phones']} values={page.phones}>
          {(phone) => (
            <Anchor key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" display="block">
              {phone}
            </Anchor>
          )}
        </Known>
        {page.names.length + page.phones.length > 2 && (
          <Text size="xs" c="dimmed">
            The most recently seen first.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AccountCard({ page }: { page: ClientTimeline }) {
  const account = page.account;
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} component="section" aria-label="Portal account">
      <Title order={2} fz={18} c="navy.9" mb="md">
        Portal account
      </Title>
      {!account ? (
        <Text size="sm" c="dimmed">
          No portal account with this e-mail.
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            {account.confirmedAt ? (
              <Badge color="green" c="dark.7" variant="light" radius="sm" tt="none">
                Confirmed
              </Badge>
            ) : (
              <Badge color="yellow" c="dark.7" variant="light" radius="sm" tt="none">
                Not confirmed
              </Badge>
            )}
            {account.disabledAt ? (
              <Badge color="red" c="dark.7" variant="light" radius="sm" tt="none">
                Disabled
              </Badge>
            ) : (
              <Badge color="gray" c="dark.7" variant="light" radius="sm" tt="none">
                Enabled
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {account.name}, registered {formatDateTime(account.createdAt)}
          </Text>
          <Text size="sm" c={account.confirmedAt ? undefined : 'dimmed'}>
            {account.confirmedAt ? `E-mail confirmed ${formatDateTime(account.confirmedAt)}` : 'E-mail not confirmed yet: no record reaches this portal.'}
          </Text>
          {account.disabledAt && <Text size="sm">Disabled {formatDateTime(account.disabledAt)}</Text>}
          <div>
            <Label>Contact changes in the portal</Label>
            {page.contactChanges.length === 0 ? (
              <Text size="sm" c="dimmed">
                None.
              </Text>
            ) : (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} mt={4}>
                {page.contactChanges.map((change) => (
                  <li key={change.at}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(change.at)}
                    </Text>
                    {changedFields(change).map((line) => (
                      <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </li>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}

function EntryBullet({ kind }: { kind: TimelineKind }) {
  if (kind === 'mail') return <IconMail size={12} aria-hidden />;
  if (kind === 'document') return <IconFile size={12} aria-hidden />;
  return null;
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const onRecord = entry.kind === 'mail' || entry.kind === 'document';
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <AnchorLink
          to="/admin"
          search={{ tab: sectionOfKind(entry.record.kind), open: entry.record.id }}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="timeline-entry"
        >
          {entry.title}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {KIND_LABELS[entry.kind]}
          {onRecord && ` on ${KIND_LABELS[entry.record.kind].toLowerCase()}`} · {formatDateTime(entry.at)}
        </Text>
      </div>
      {entry.status && <StatusBadge status={entry.status} kind={onRecord ? undefined : (entry.kind as WorkKind)} />}
    </Group>
  );
}

function TimelineCard({ page }: { page: ClientTimeline }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} component="section" aria-label="Timeline">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz={18} c="navy.9">
          Timeline
        </Title>
        <Text size="xs" c="dimmed">
          {page.more
            ? `The newest ${page.entries.length}; older ones are in their lists`
            : `${page.entries.length} ${page.entries.length === 1 ? 'entry' : 'entries'}, newest first`}
        </Text>
      </Group>
      {page.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No records of this e-mail yet.
        </Text>
      ) : (
        <Timeline bulletSize={20} lineWidth={2} color="navy" active={page.entries.length - 1}>
          {page.entries.map((entry) => (
            <Timeline.Item key={`${entry.kind}-${entry.id}`} bullet={<EntryBullet kind={entry.kind} />}>
              <Entry entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}

function ClientSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true" aria-label="Loading the client">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg" p="lg" className={classes.card}>
          <Skeleton height={18} width={120} mb="md" />
          <Skeleton height={12} width="80%" mb="sm" />
          <Skeleton height={12} width="60%" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p="lg" className={classes.card}>
          <Skeleton height={18} width={120} mb="md" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={12} width={`${90 - i * 8}%`} mb="md" />
          ))}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function ClientBody({ email }: { email: string }) {
  const query = trpc.admin.clients.timeline.useQuery({ email });
  useSessionExpiry(query.error);
  if (query.error) {
    return query.error.data?.code === 'BAD_REQUEST' ? (
      <Alert color="red" variant="light" title="Not an e-mail address" role="alert">
        “{email}” is not an e-mail address. Type the client’s e-mail above.
      </Alert>
    ) : (
      <ErrorLoadingCard onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <ClientSkeleton />;
  const page = query.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <PersonCard page={page} />
          <AccountCard page={page} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <TimelineCard page={page} />
      </Grid.Col>
    </Grid>
  );
}

/** The heading: the name the client was last seen with, else their e-mail. */
function Heading({ email }: { email: string | undefined }) {
  const query = trpc.admin.clients.timeline.useQuery({ email: email ?? '' }, { enabled: Boolean(email) });
  const known = email && !query.error;
  return (
    <div style={{ minWidth: 0 }}>
      <Text className={classes.eyebrow}>Client</Text>
      <Title order={1} className={classes.title} style={{ overflowWrap: 'anywhere' }}>
        {known ? (query.data?.names[0] ?? email) : 'Find a client'}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {known
          ? 'Everything this e-mail did with us, newest first: records, e-mails both ways and documents.'
          : 'Open a client from any record’s drawer, or type their e-mail.'}
      </Text>
    </div>
  );
}

/**
 * /admin/clients?email= (docs/admin.md#one-client): one person across records, for admins. The live events read it
 * again with the lists (it is an `admin.*` query).
 */
export function ClientPage({ email }: { email: string | undefined }) {
  return (
    <PageErrorBoundary pageName="Admin Dashboard">
      <RequireRole role="admin" signInPath="/admin-login">
        {() => (
          <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }}>
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end" gap="md">
                <Heading email={email} />
                <LookUp key={email} email={email} />
              </Group>
              {email && <ClientBody email={email} />}
            </Stack>
          </Container>
        )}
      </RequireRole>
    </PageErrorBoundary>
  );
}
