import { Badge, Button, Center, Paper, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CHAT_TYPING_SHOWN_MS, DEFAULT_AGENT_NAME, supportJoinForm, type ChatSession, type ServerFrame } from '@elite/contracts/schemas/chat';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { IconHeadset, IconMessageBolt } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useLatest } from '../../lib/use-latest.ts';
import { CannedRepliesManager } from './CannedReplies.tsx';
import { DeskConversation, StatusBadgeOf } from './DeskConversation.tsx';
import { mergeDeskLines, messageLine, noteLine, type DeskLine } from './desk-lines.ts';
import classes from './SupportChatPage.module.css';
import { useChatSocket } from './use-chat-socket.ts';

type Filter = 'open' | 'mine' | 'resolved';

/** docs/chat.md#working-a-conversation: resolved conversations leave the open list; "Mine" is what is assigned to me. */
const inFilter = (s: ChatSession, filter: Filter, userId: string) =>
  filter === 'resolved' ? s.status === 'resolved' : s.status !== 'resolved' && (filter === 'open' || s.assignedTo?.id === userId);

/** A message changes its conversation's status: the visitor's reopens it (waiting), ours answers an open one. */
const statusAfter = (s: ChatSession, sender: 'user' | 'support'): ChatSession['status'] =>
  sender === 'user' ? 'waiting' : s.status === 'resolved' ? 'resolved' : 'answered';

/**
 * The agent desk of /support-chat (docs/chat.md#support-chat-dashboard, docs/chat.md#working-a-conversation), for
 * staff only: its code (the socket, the chat schemas and zod, the scroll areas) loads for a signed-in staff member,
 * never for the sign-in form.
 */
export function AgentDesk({ user }: { user: SessionUser }) {
  // The server names an agent's replies after the signed-in account; the page shows that name, never another.
  const agentName = user.name || DEFAULT_AGENT_NAME;
  const [joined, setJoined] = useState(false);
  // The join screen: the display name of the support_join frame, read-only (the account's), checked by its schema.
  const joinForm = useForm({ initialValues: { agentName }, validate: schemaResolver(supportJoinForm, { sync: true }) });
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [filter, setFilter] = useState<Filter>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const [lines, setLines] = useState<DeskLine[]>([]);
  /** Conversations whose visitor is typing, and until when they show so (a timer takes each out when its time is up). */
  const [typingUntil, setTypingUntil] = useState<Record<string, number>>({});
  const [managing, setManaging] = useState(false);
  const replies = trpc.chat.cannedReplies.useQuery(undefined, { enabled: joined });
  const selectedRef = useLatest(selected);
  const sendRef = useRef<(frame: unknown) => boolean>(() => false);

  const markRead = (sessionId: string, lastMessageId: number) => {
    if (lastMessageId > 0) sendRef.current({ type: 'support_read', sessionId, lastMessageId });
  };

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const current = selectedRef.current;
      if (frame.type === 'sessions') {
        setSessions(frame.sessions.map((s) => (s.sessionId === current ? { ...s, unreadCount: 0 } : s)));
      } else if (frame.type === 'session') {
        setSessions((list) => {
          const found = list.find((s) => s.sessionId === frame.session.sessionId);
          const updated = { ...frame.session, unreadCount: frame.session.sessionId === current ? 0 : (found?.unreadCount ?? frame.session.unreadCount) };
          return found ? list.map((s) => (s.sessionId === updated.sessionId ? updated : s)) : [updated, ...list];
        });
      } else if (frame.type === 'history') {
        if (frame.sessionId !== current) return;
        setLines(mergeDeskLines(frame.messages.map(messageLine), (frame.notes ?? []).map(noteLine)));
        markRead(frame.sessionId, frame.messages.at(-1)?.id ?? 0);
      } else if (frame.type === 'note') {
        if (frame.note.sessionId === current) setLines((l) => mergeDeskLines(l, [noteLine(frame.note)]));
      } else if (frame.type === 'typing') {
        setTypingUntil((t) => ({ ...t, [frame.sessionId]: Date.now() + CHAT_TYPING_SHOWN_MS }));
      } else if (frame.type === 'message') {
        const isSelected = frame.sessionId === current;
        if (frame.sender === 'user') setTypingUntil(({ [frame.sessionId]: _done, ...rest }) => rest);
        setSessions((list) => {
          const found = list.find((s) => s.sessionId === frame.sessionId);
          const bump = !isSelected && frame.sender === 'user' ? 1 : 0;
          // docs/chat.md#support-chat-dashboard: a new session appears only when a message carries user info.
          const updated: ChatSession = found
            ? { ...found, lastMessageAt: frame.timestamp, unreadCount: found.unreadCount + bump, status: statusAfter(found, frame.sender) }
            : {
                sessionId: frame.sessionId,
                userName: frame.userInfo.name,
                userEmail: frame.userInfo.email,
                lastMessageAt: frame.timestamp,
                unreadCount: bump,
                status: frame.sender === 'user' ? 'waiting' : 'answered',
                assignedTo: null,
              };
          return [updated, ...list.filter((s) => s.sessionId !== frame.sessionId)];
        });
        if (isSelected) {
          setLines((l) => mergeDeskLines(l, [messageLine(frame)]));
          if (frame.sender === 'user') markRead(frame.sessionId, frame.id);
        }
      }
    },
    [selectedRef],
  );

  const { connected, send } = useChatSocket(joined, {
    onFrame,
    onOpen: (sendNow) => {
      sendNow({ type: 'support_join', agentName: agentName.trim() });
      if (selectedRef.current) sendNow({ type: 'support_history', sessionId: selectedRef.current });
    },
  });
  useLayoutEffect(() => {
    sendRef.current = send;
  });

  // "typing…" goes when its time is up (or at once when the visitor's message comes).
  const nextExpiry = Math.min(Infinity, ...Object.values(typingUntil));
  useEffect(() => {
    if (nextExpiry === Infinity) return;
    const timer = setTimeout(
      () => setTypingUntil((t) => Object.fromEntries(Object.entries(t).filter(([, until]) => until > Date.now()))),
      nextExpiry - Date.now() + 50,
    );
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  const join = joinForm.onSubmit(() => setJoined(true));

  const select = (sessionId: string) => {
    setSelected(sessionId);
    setLines([]);
    setSessions((list) => list.map((s) => (s.sessionId === sessionId ? { ...s, unreadCount: 0 } : s)));
    send({ type: 'support_history', sessionId });
    // Canned replies an admin changed meanwhile are there for the next conversation.
    void replies.refetch();
  };

  const sendReply = (text: string) => {
    if (!selected || !connected) return false;
    const clientId = crypto.randomUUID();
    if (!send({ type: 'support_message', sessionId: selected, text, agentName: agentName.trim(), clientId })) return false;
    const line = messageLine({ id: 0, clientId, text, sender: 'support', senderName: agentName.trim(), timestamp: new Date().toISOString() });
    setLines((l) => mergeDeskLines(l, [line]));
    return true;
  };

  if (!joined) {
    return (
      <Center py={80} px="md">
        <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%">
          <form onSubmit={join} aria-label="Join support chat">
            <div className={classes.joinIcon}>
              <IconHeadset size={28} stroke={1.6} aria-hidden />
            </div>
            <Title order={1} fz={26} ta="center">
              Support Chat
            </Title>
            <Text c="dimmed" ta="center" mt={4} mb="lg">
              Visitors see your account's name on your replies. Join to answer their chats.
            </Text>
            <TextInput label="Agent Name" {...joinForm.getInputProps('agentName')} readOnly description="The name of your account" size="md" />
            <Button type="submit" fullWidth mt="md" size="md" disabled={!joinForm.values.agentName.trim()}>
              Join Chat
            </Button>
          </form>
        </Paper>
      </Center>
    );
  }

  const current = sessions.find((s) => s.sessionId === selected);
  const shown = sessions.filter((s) => inFilter(s, filter, user.id));
  const counts = { open: 0, mine: 0, resolved: 0 };
  for (const s of sessions) for (const f of ['open', 'mine', 'resolved'] as const) if (inFilter(s, f, user.id)) counts[f] += 1;
  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <div>
          <Title order={1} fz={26}>
            Support Chat
          </Title>
          <Text c="dimmed" size="sm">
            Answering as <strong>{agentName.trim()}</strong>
          </Text>
        </div>
        <div className={classes.topActions}>
          {user.role === 'admin' && (
            <Button size="xs" variant="default" leftSection={<IconMessageBolt size={14} aria-hidden />} onClick={() => setManaging(true)}>
              Canned replies
            </Button>
          )}
          <Badge color={connected ? 'green' : 'red'} variant="light" size="lg">
            {connected ? 'Connected' : 'Disconnected'}
          </Badge>
        </div>
      </div>
      {managing && <CannedRepliesManager replies={replies.data ?? []} onClose={() => setManaging(false)} />}
      <div className={classes.grid}>
        <Paper withBorder radius="md" className={classes.sessions} component="nav" aria-label="Chat sessions">
          <div className={classes.sessionsTitle}>
            <Text fw={700}>Sessions ({sessions.length})</Text>
            <SegmentedControl
              size="xs"
              fullWidth
              value={filter}
              onChange={(value) => setFilter(value)}
              aria-label="Show conversations"
              data={[
                { value: 'open', label: `Open (${counts.open})` },
                { value: 'mine', label: `Mine (${counts.mine})` },
                { value: 'resolved', label: `Resolved (${counts.resolved})` },
              ]}
            />
          </div>
          <ul className={classes.sessionList}>
            {shown.length === 0 && (
              <li>
                <Text c="dimmed" size="sm" p="md">
                  {sessions.length === 0 ? 'No conversations yet. New chats appear here as visitors write.' : 'No conversations here.'}
                </Text>
              </li>
            )}
            {shown.map((s) => (
              <li key={s.sessionId}>
                <button
                  type="button"
                  className={classes.session}
                  data-selected={s.sessionId === selected || undefined}
                  aria-current={s.sessionId === selected || undefined}
                  onClick={() => select(s.sessionId)}
                >
                  <span className={classes.sessionMain}>
                    <span className={classes.sessionName}>{s.userName}</span>
                    <span className={classes.sessionEmail}>{s.userEmail}</span>
                    <span className={classes.sessionTime}>
                      {new Date(s.lastMessageAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
                      {s.assignedTo ? ` · ${s.assignedTo.id === user.id ? 'Mine' : s.assignedTo.name}` : ''}
                      {s.sessionId in typingUntil ? ' · typing…' : ''}
                    </span>
                  </span>
                  <span className={classes.sessionSide}>
                    <StatusBadgeOf status={s.status} />
                    {s.unreadCount > 0 && (
                      <Badge color="red" circle aria-label={`${s.unreadCount} unread`}>
                        {s.unreadCount}
                      </Badge>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Paper>
        <Paper withBorder radius="md" className={classes.conversation} component="section" aria-label="Conversation">
          {current ? (
            <DeskConversation
              key={current.sessionId}
              session={current}
              user={user}
              agentName={agentName.trim()}
              lines={lines}
              typing={current.sessionId in typingUntil}
              connected={connected}
              replies={replies.data ?? []}
              sendReply={sendReply}
              onNote={(note) => setLines((l) => mergeDeskLines(l, [noteLine(note)]))}
              onOpen={select}
            />
          ) : (
            <Center h="100%" p="xl">
              <Text c="dimmed">Select a session to see the conversation.</Text>
            </Center>
          )}
        </Paper>
      </div>
    </div>
  );
}
