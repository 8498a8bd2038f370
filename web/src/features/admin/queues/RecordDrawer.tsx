import { Button, Divider, Drawer, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { rowTitle } from '@elite/contracts/schemas/queue-columns';
import { workListViews, workLists, type HistoryEntry, type RecordDetail, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconEye, IconMail, IconMailForward, IconPhone, IconUser } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { errorCode } from '../../../lib/error-code.ts';
import { serverMessage, useSessionExpiry } from '../../accounts/session.ts';
import { ClientLink } from '../clients/ClientLink.tsx';
import { ErrorLoadingCard } from '../ErrorLoadingCard.tsx';
import { formatDateTime } from '../format.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { StatusBadge, statusLabel } from './StatusBadge.tsx';
import { sectionOfKind } from './list-query.ts';
import { RecordConversation } from './RecordConversation.tsx';
import { RecordDocuments, takesDocuments } from './RecordDocuments.tsx';
import { RecordFields } from './RecordFields.tsx';
import { RecordFollowUp } from './RecordFollowUp.tsx';
import { RescheduleAppointment } from '../scheduling/RescheduleAppointment.tsx';
import { ChatLeadLink, ChatLinks, ChatResolveButton } from '../../chat/ChatRecordParts.tsx';
import { AssigneeSelect, NoteForm, PortalClient, StatusMoves, useRecordRefresh } from './RecordWorkflow.tsx';

/** The SSN as every answer has it (`***-**-1234`), and for admins the whole number on request; the server logs each reveal. */
function SsnField({ id, masked }: { id: string; masked: string }) {
  const refresh = useRecordRefresh('business-formation');
  const [ssn, setSsn] = useState<string | null>(null);
  const reveal = trpc.admin.revealSsn.useMutation({
    onSuccess: async (result) => {
      setSsn(result.ssn);
      await refresh();
    },
    onError: (error) => showToast({ color: 'red', title: 'SSN not shown', message: serverMessage(error) ?? 'Failed to reveal the SSN. Please try again.' }),
  });
  return (
    <Group gap="sm" wrap="nowrap">
      <Text component="span" ff="monospace" aria-label="SSN" fw={600}>
        {ssn ?? masked}
      </Text>
      {!ssn && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          loading={reveal.isPending}
          onClick={() => reveal.mutate({ id })}
        >
          Reveal SSN
        </Button>
      )}
    </Group>
  );
}

/** A line of the history: who, when, and what changed (from → to, the reason, the note). */
function historyText(entry: HistoryEntry): string {
  switch (entry.action) {
    case 'status_changed':
      return `${statusLabel(entry.from ?? '')} → ${statusLabel(entry.to ?? '')}`;
    case 'note_added':
      return 'Added a note';
    case 'assigned':
      return `Assigned to ${entry.toName ?? 'someone'}${entry.fromName ? ` (was ${entry.fromName})` : ''}`;
    case 'unassigned':
      return `Unassigned${entry.fromName ? ` from ${entry.fromName}` : ''}`;
    case 'ssn_revealed':
      return 'Revealed the SSN';
    case 'document_added':
      return `Added the document ${entry.to ?? ''}`.trim();
    case 'document_removed':
      return `Removed the document ${entry.from ?? ''}`.trim();
    case 'rescheduled':
      return `Rescheduled from ${formatDateTime(entry.from ?? '')} to ${formatDateTime(entry.to ?? '')}`;
    case 'client_attached':
      return `Shown in ${entry.toName ?? 'a client'}’s client portal`;
    case 'client_detached':
      return `Taken out of ${entry.fromName ?? 'a client'}’s client portal`;
    case 'reopened':
      return `Reopened: ${statusLabel(entry.from ?? '')} → ${statusLabel(entry.to ?? '')}`;
    case 'mail_sent':
      return `E-mailed the client: ${entry.to ?? ''}`.trim();
    case 'mail_received':
      return `The client answered by e-mail: ${entry.to ?? ''}`.trim();
    case 'mail_held':
      return `An e-mail was held aside: ${entry.to ?? ''}`.trim();
    case 'mail_accepted':
      return `Accepted a held e-mail: ${entry.to ?? ''}`.trim();
    case 'mail_discarded':
      return `Discarded a held e-mail: ${entry.to ?? ''}`.trim();
    case 'follow_up_set':
      return entry.from ? `Follow-up moved to ${formatDateTime(entry.to ?? '')}` : `Follow-up set for ${formatDateTime(entry.to ?? '')}`;
    case 'follow_up_cleared':
      return 'Follow-up cleared';
    case 'contact_changed':
      return 'The client changed their contact details';
  }
}

function History({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this record yet.
      </Text>
    );
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline bulletSize={12} lineWidth={2} color="navy" aria-label="History">
      {newestFirst.map((entry) => (
        <Timeline.Item key={entry.id} title={historyText(entry)} data-testid="history-entry">
          <Text size="xs" c="dimmed">
            {entry.actorName} · {formatDateTime(entry.at)}
          </Text>
          {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
          {entry.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** "Reply via Email" goes to the record's composer: the mail is then sent, logged and answered here (docs/conversations.md). */
function writeToClient() {
  const subject = document.querySelector<HTMLInputElement>('form[aria-label="Write to the client"] input[name="subject"]');
  subject?.scrollIntoView({ block: 'center' });
  subject?.focus({ preventScroll: true });
}

/** Mail and call the client; a quiz result also offers its follow-up e-mail (docs/admin.md#quiz-results). */
function ContactActions({ detail }: { detail: RecordDetail }) {
  const record = detail.record as Record<string, unknown>;
  const email = (record.email ?? record.responsiblePartyEmail) as string | undefined;
  const phone = (record.phone ?? record.responsiblePartyPhone) as string | null | undefined;
  const utils = trpc.useUtils();
  const followUp = trpc.quizResults.sendFollowUp.useMutation({
    onSuccess: () => {
      showToast({ color: 'green', title: 'Follow-up Email Sent', message: `A follow-up email is on its way to ${email}.` });
      void utils.admin.record.invalidate();
      void utils.admin.quizResults.invalidate();
    },
    onError: () => showToast({ color: 'red', title: 'Error', message: 'Failed to send the follow-up email. Please try again.' }),
  });
  return (
    <Group gap="xs">
      {email && (
        <Button size="xs" variant="default" onClick={writeToClient} leftSection={<IconMail size={14} aria-hidden />}>
          Reply via Email
        </Button>
      )}
      {phone && (
        <Button component="a" size="xs" variant="default" href={`tel:${phone.replace(/[^\d+]/g, '')}`} leftSection={<IconPhone size={14} aria-hidden />}>
          Call Contact
        </Button>
      )}
      {detail.kind === 'quiz-result' && (
        <Button
          size="xs"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={followUp.isPending}
          onClick={() => followUp.mutate({ id: detail.id })}
        >
          Send Follow-up Email
        </Button>
      )}
    </Group>
  );
}

function Transcript({ messages }: { messages: { id: number; sender: string; senderName: string; text: string; createdAt: string }[] }) {
  return (
    <Stack gap="xs" aria-label="Transcript">
      {messages.map((m) => (
        <Paper key={m.id} p="xs" radius="md" bg={m.sender === 'support' ? 'navy.0' : 'gray.0'}>
          <Text size="xs" c="dimmed">
            {m.senderName} · {formatDateTime(m.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <Title order={3} fz={16} mb="sm" c="navy.9">
      {title}
    </Title>
    {children}
  </section>
);

function Detail({ detail }: { detail: RecordDetail }) {
  const record = detail.record as Record<string, unknown>;
  const refresh = useRecordRefresh(detail.kind);
  // A live appointment that has not started can move to another free time (docs/admin.md#rescheduling).
  const movable = detail.kind === 'appointment' && (detail.status === 'scheduled' || detail.status === 'confirmed') && !detail.record.isPast;
  return (
    <Stack gap="lg">
      {detail.client.email && (
        <Group gap={6} wrap="nowrap" aria-label="Client">
          <IconUser size={16} aria-hidden color="var(--mantine-color-navy-7)" />
          <Text size="sm" fw={600}>
            <ClientLink email={detail.client.email}>Client: {detail.client.name || detail.client.email}</ClientLink>
          </Text>
        </Group>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={6}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
            Status
          </Text>
          <Group gap="sm">
            <StatusBadge status={detail.status} kind={detail.kind} />
          </Group>
        </Stack>
        <AssigneeSelect detail={detail} />
      </Group>
      <StatusMoves detail={detail} />
      {detail.kind === 'chat' && <ChatResolveButton id={detail.id} status={detail.status} onChanged={refresh} />}
      {movable && <RescheduleAppointment id={detail.id} onMoved={refresh} />}
      <ContactActions detail={detail} />
      {(detail.kind === 'business-intake' || detail.kind === 'appointment') && <PortalClient detail={detail} />}
      <Section title="Follow-up">
        <RecordFollowUp detail={detail} />
      </Section>
      <Divider />
      <Section title="Details">
        {detail.kind === 'business-formation' && (
          <Stack gap={2} mb="md">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
              SSN
            </Text>
            <SsnField id={detail.id} masked={detail.record.ssn} />
          </Stack>
        )}
        {detail.kind === 'order' && detail.record.ssn && (
          <Text size="sm" mb="md">
            SSN: {detail.record.ssn}
          </Text>
        )}
        <RecordFields kind={detail.kind} record={record} />
      </Section>
      {takesDocuments(detail.kind) && (
        <Section title="Documents">
          <RecordDocuments kind={detail.kind} id={detail.id} />
        </Section>
      )}
      <Section title="Conversation">
        <RecordConversation kind={detail.kind} id={detail.id} />
      </Section>
      {detail.kind === 'quiz-result' && (
        /* docs/assessments.md#the-assessments-lead: matched by the typed e-mail, for staff's eyes only. */
        <Section title="Lead">
          <ChatLeadLink lead={detail.record.lead} />
        </Section>
      )}
      {detail.kind === 'lead' && (
        <Section title="Chats">
          <ChatLinks chats={detail.record.chats} empty="No chats from this e-mail." />
        </Section>
      )}
      {detail.kind === 'chat' && (
        <>
          {/* docs/chat.md#chats-join-the-client: matched by the typed e-mail, for staff's eyes only. */}
          <Section title="Lead">
            <ChatLeadLink lead={detail.record.lead} />
          </Section>
          <Section title="Other chats from this address">
            <ChatLinks chats={detail.record.otherChats} empty="No other chats from this e-mail." />
          </Section>
          <Section title="Transcript">
            <Transcript messages={detail.record.messages} />
          </Section>
        </>
      )}
      <Section title="Notes and history">
        <Stack gap="md">
          <NoteForm kind={detail.kind} id={detail.id} />
          <History history={detail.history} />
        </Stack>
      </Section>
      <Section title="Related records">
        {detail.related.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other records of this client.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {detail.related.map((r) => (
              <Group component="li" key={`${r.kind}-${r.id}`} gap="sm" wrap="nowrap" justify="space-between">
                <div>
                  <AnchorLink to="/admin" search={{ tab: sectionOfKind(r.kind), open: r.id }} size="sm" fw={600}>
                    {r.title}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {workLists[r.kind].title} · {formatDateTime(r.createdAt)}
                  </Text>
                </div>
                {r.status && <StatusBadge status={r.status} kind={r.kind} />}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/**
 * The open record (docs/admin.md#work-queues): its kind and id are in the address (`?tab=<list>&open=<id>`), so a
 * reload or a shared link opens it again. Every field, the status and the moves allowed now, the assignee, notes and
 * history, and the client's other records.
 */
export function RecordDrawer({ kind, id, onClose }: { kind: WorkKind; id: string; onClose: () => void }) {
  const detail = trpc.admin.record.useQuery({ kind, id });
  // Its documents are asked for with the record, not once the record has rendered the part that lists them.
  const utils = trpc.useUtils();
  useEffect(() => {
    if (takesDocuments(kind)) void utils.documents.list.prefetch({ kind, id });
  }, [kind, id, utils]);
  useSessionExpiry(detail.error);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const title = detail.data ? rowTitle(workListViews[kind], detail.data.record) : workLists[kind].title;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 620}
      padding="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close record' }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22, color: 'var(--mantine-color-navy-9)' } }}
    >
      {detail.data ? (
        <Detail detail={detail.data} />
      ) : detail.isError ? (
        errorCode(detail.error) === 'NOT_FOUND' ? (
          <Text>This record does not exist (any more). It may have been deleted.</Text>
        ) : (
          <ErrorLoadingCard onRetry={() => void detail.refetch()} />
        )
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the record">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={16} radius="sm" />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
