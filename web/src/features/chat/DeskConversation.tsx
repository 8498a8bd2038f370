import { Anchor, Badge, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { ChatNote, ChatSession } from '@elite/contracts/schemas/chat';
import type { CannedReply } from '@elite/contracts/schemas/chat-desk';
import { statusLabels } from '@elite/contracts/schemas/work-queues';
import { IconCheck, IconLock, IconRefresh, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { serverMessage } from '../accounts/session.ts';
import { AnchorLink } from '../admin/queues/AnchorLink.tsx';
import { sectionOfKind } from '../admin/queues/list-query.ts';
import { CannedReplyMenu, SlashSuggestions, slashMatches } from './CannedReplies.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import type { DeskLine } from './desk-lines.ts';
import classes from './SupportChatPage.module.css';
import { formatChatTime } from './use-chat-socket.ts';

const STATUS_COLOR = { waiting: 'orange', answered: 'green', resolved: 'gray' } as const;

export function StatusBadgeOf({ status }: { status: ChatSession['status'] }) {
  if (!status) return null;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" c="dark.7" size="sm" radius="sm" tt="none">
      {statusLabels[status]}
    </Badge>
  );
}

/** Take, assign to someone else, resolve or reopen (docs/chat.md#working-a-conversation). */
function ConversationActions({ session, user }: { session: ChatSession; user: SessionUser }) {
  const agents = trpc.chat.agents.useQuery();
  const onError = (title: string) => (error: unknown) => showToast({ color: 'red', title, message: serverMessage(error) ?? 'Please try again.' });
  const assign = trpc.chat.assign.useMutation({ onError: onError('Not assigned') });
  const resolve = trpc.chat.resolve.useMutation({ onError: onError('Not resolved') });
  const reopen = trpc.chat.reopen.useMutation({ onError: onError('Not reopened') });
  const id = session.sessionId;
  const mine = session.assignedTo?.id === user.id;
  return (
    <Group gap="xs" className={classes.actions}>
      {!mine && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserCheck size={14} aria-hidden />}
          loading={assign.isPending}
          onClick={() => assign.mutate({ id, userId: user.id })}
        >
          Take
        </Button>
      )}
      <Select
        size="xs"
        aria-label="Assigned to"
        placeholder="Unassigned"
        w={170}
        clearable
        data={(agents.data ?? []).map((a) => ({ value: a.id, label: a.id === user.id ? `${a.name} (me)` : a.name }))}
        value={session.assignedTo?.id ?? null}
        onChange={(userId) => assign.mutate({ id, userId })}
        comboboxProps={{ withinPortal: true }}
      />
      {session.status === 'resolved' ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={reopen.isPending}
          onClick={() => reopen.mutate({ id })}
        >
          Reopen
        </Button>
      ) : (
        <Button size="xs" color="green" leftSection={<IconCheck size={14} aria-hidden />} loading={resolve.isPending} onClick={() => resolve.mutate({ id })}>
          Resolve
        </Button>
      )}
    </Group>
  );
}

/**
 * The lead this chat joins and the other chats from its address (docs/chat.md#chats-join-the-client). The e-mail was
 * typed by the visitor: staff see these together, and nothing of them is ever shown to a visitor.
 */
function JoinedRecords({ session, user, onOpen }: { session: ChatSession; user: SessionUser; onOpen: (sessionId: string) => void }) {
  const info = trpc.chat.conversation.useQuery({ id: session.sessionId });
  if (!info.data) return null;
  const { lead, otherChats } = info.data;
  if (!lead && otherChats.length === 0) return null;
  return (
    <div className={classes.joined} aria-label="From the same address">
      {lead && (
        <Text size="xs">
          Lead:{' '}
          {user.role === 'admin' ? (
            <AnchorLink to="/admin" search={{ tab: sectionOfKind('lead'), open: lead.id }} size="xs" fw={600}>
              {lead.name}
            </AnchorLink>
          ) : (
            <strong>{lead.name}</strong>
          )}{' '}
          ({statusLabels[lead.status as keyof typeof statusLabels] ?? lead.status})
        </Text>
      )}
      {otherChats.length > 0 && (
        <Text size="xs" component="div">
          Other chats from this address:{' '}
          {otherChats.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <Anchor component="button" type="button" size="xs" onClick={() => onOpen(c.id)}>
                {new Date(c.lastMessageAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })} ({statusLabels[c.status]}, {c.messageCount}{' '}
                {c.messageCount === 1 ? 'message' : 'messages'})
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Matched by the e-mail the visitor typed, which nobody has confirmed.
      </Text>
    </div>
  );
}

interface DeskConversationProps {
  session: ChatSession;
  user: SessionUser;
  agentName: string;
  lines: DeskLine[];
  typing: boolean;
  connected: boolean;
  replies: CannedReply[];
  /** Sends a reply over the socket; false when it is not open. */
  sendReply: (text: string) => boolean;
  onNote: (note: ChatNote) => void;
  onOpen: (sessionId: string) => void;
}

/** The selected conversation: who and where the visitor is, the team's actions, the messages and notes, the composer. */
export function DeskConversation({ session, user, agentName, lines, typing, connected, replies, sendReply, onNote, onOpen }: DeskConversationProps) {
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const addNote = trpc.chat.addNote.useMutation({
    onSuccess: (note) => {
      onNote(note);
      setDraft('');
    },
    onError: (error) => showToast({ color: 'red', title: 'Note not saved', message: serverMessage(error) ?? 'Please try again.' }),
  });

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lines.length, typing]);

  const matches = mode === 'reply' ? slashMatches(draft, replies) : null;
  const pick = (reply: CannedReply) => setDraft((current) => (current.startsWith('/') || !current.trim() ? reply.text : `${current.trimEnd()} ${reply.text}`));

  const send = () => {
    // `/…` with a match puts the first canned reply in the box, to edit before it is sent.
    if (matches?.[0]) return pick(matches[0]);
    const text = draft.trim();
    if (!text) return;
    if (mode === 'note') addNote.mutate({ id: session.sessionId, text });
    else if (sendReply(text)) setDraft('');
  };

  return (
    <>
      <div className={classes.conversationHead}>
        <div className={classes.who}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} truncate>
              {session.userName}
            </Text>
            <StatusBadgeOf status={session.status} />
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {session.userEmail}
          </Text>
          <Text size="xs" c="dimmed" truncate aria-label="Visitor's page">
            {session.visitorPage ? (
              <>
                On page <code>{session.visitorPage}</code>
              </>
            ) : (
              'Page not known'
            )}
          </Text>
        </div>
        <ConversationActions session={session} user={user} />
      </div>
      <JoinedRecords session={session} user={user} onOpen={onOpen} />
      <div className={classes.messages} role="log" aria-label="Messages">
        {lines.map((line) =>
          line.kind === 'note' ? (
            <div key={`n:${line.id}`} className={classes.line} data-sender="note">
              <div className={classes.text}>{line.text}</div>
              <span className={classes.meta}>
                <IconLock size={11} aria-hidden /> Private note · {line.senderName} · {formatChatTime(line.timestamp)}
              </span>
            </div>
          ) : (
            <div key={line.id > 0 ? line.id : line.clientId} className={classes.line} data-sender={line.sender}>
              <div className={classes.text}>{line.text}</div>
              <span className={classes.meta}>
                {line.senderName} · {line.id > 0 ? formatChatTime(line.timestamp) : 'Sending…'}
              </span>
            </div>
          ),
        )}
        {typing && (
          <Text size="xs" c="dimmed" fs="italic" role="status">
            {session.userName} is typing…
          </Text>
        )}
        <div ref={endRef} />
      </div>
      <div className={classes.composerArea} data-mode={mode}>
        <Group justify="space-between" px="sm" pt={8} gap="xs">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value)}
            data={[
              { value: 'reply', label: 'To the visitor' },
              { value: 'note', label: 'Private note' },
            ]}
            aria-label="Write a reply or a private note"
          />
          <Text size="xs" c="dimmed" className={classes.composerHint}>
            {mode === 'note' ? 'Only the team sees notes.' : `Sent as ${agentName} · type / for canned replies`}
          </Text>
        </Group>
        {matches && <SlashSuggestions matches={matches} onPick={pick} />}
        <div className={classes.composerRow}>
          {mode === 'reply' && <CannedReplyMenu replies={replies} onPick={pick} disabled={!connected} />}
          <ChatComposer
            label={mode === 'note' ? 'Private note' : 'Reply'}
            placeholder={mode === 'note' ? 'Write a note for the team…' : 'Type your reply…'}
            connected={connected}
            draft={draft}
            onDraftChange={setDraft}
            onSend={send}
            maxRows={5}
          />
        </div>
      </div>
    </>
  );
}
