import { Badge, Button, Center, Paper, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DEFAULT_AGENT_NAME, supportJoinForm, type ChatMessage, type ChatSession, type ServerFrame } from '@elite/contracts/schemas/chat';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { IconHeadset } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';
import { ChatComposer } from './ChatComposer.tsx';
import classes from './SupportChatPage.module.css';
import { formatChatTime, mergeMessages, useChatSocket } from './use-chat-socket.ts';

type Line = Pick<ChatMessage, 'id' | 'text' | 'sender' | 'senderName' | 'timestamp'> & { clientId?: string };

/**
 * The agent desk of /support-chat (docs/chat.md#support-chat-dashboard), for staff only: its code (the socket, the
 * chat schemas and zod, the scroll areas) loads for a signed-in staff member, never for the sign-in form.
 */
export function AgentDesk({ user }: { user: SessionUser }) {
  // The server names an agent's replies after the signed-in account; the page shows that name, never another.
  const agentName = user.name || DEFAULT_AGENT_NAME;
  const [joined, setJoined] = useState(false);
  // The join screen: the display name of the support_join frame, read-only (the account's), checked by its schema.
  const joinForm = useForm({ initialValues: { agentName }, validate: schemaResolver(supportJoinForm, { sync: true }) });
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const selectedRef = useLatest(selected);
  const endRef = useRef<HTMLDivElement>(null);
  const sendRef = useRef<(frame: unknown) => boolean>(() => false);

  const markRead = (sessionId: string, lastMessageId: number) => {
    if (lastMessageId > 0) sendRef.current({ type: 'support_read', sessionId, lastMessageId });
  };

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const current = selectedRef.current;
      if (frame.type === 'sessions') {
        setSessions(frame.sessions.map((s) => (s.sessionId === current ? { ...s, unreadCount: 0 } : s)));
      } else if (frame.type === 'history') {
        if (frame.sessionId !== current) return;
        setLines(frame.messages);
        markRead(frame.sessionId, frame.messages.at(-1)?.id ?? 0);
      } else if (frame.type === 'message') {
        const isSelected = frame.sessionId === current;
        setSessions((list) => {
          const found = list.find((s) => s.sessionId === frame.sessionId);
          const bump = !isSelected && frame.sender === 'user' ? 1 : 0;
          // docs/chat.md#support-chat-dashboard: a new session appears only when a message carries user info.
          const updated: ChatSession = found
            ? { ...found, lastMessageAt: frame.timestamp, unreadCount: found.unreadCount + bump }
            : { sessionId: frame.sessionId, userName: frame.userInfo.name, userEmail: frame.userInfo.email, lastMessageAt: frame.timestamp, unreadCount: bump };
          return [updated, ...list.filter((s) => s.sessionId !== frame.sessionId)];
        });
        if (isSelected) {
          setLines((l) => mergeMessages(l, [frame]));
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

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lines.length]);

  const join = joinForm.onSubmit(() => setJoined(true));

  const select = (sessionId: string) => {
    setSelected(sessionId);
    setLines([]);
    setSessions((list) => list.map((s) => (s.sessionId === sessionId ? { ...s, unreadCount: 0 } : s)));
    send({ type: 'support_history', sessionId });
  };

  const sendDraft = () => {
    const text = draft.trim();
    if (!text || !selected || !connected) return;
    const clientId = crypto.randomUUID();
    if (!send({ type: 'support_message', sessionId: selected, text, agentName: agentName.trim(), clientId })) return;
    setLines((l) => mergeMessages(l, [{ id: 0, clientId, text, sender: 'support', senderName: agentName.trim(), timestamp: new Date().toISOString() }]));
    setDraft('');
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
        <Badge color={connected ? 'green' : 'red'} variant="light" size="lg">
          {connected ? 'Connected' : 'Disconnected'}
        </Badge>
      </div>
      <div className={classes.grid}>
        <Paper withBorder radius="md" className={classes.sessions} component="nav" aria-label="Chat sessions">
          <Text fw={700} px="md" py="sm" className={classes.sessionsTitle}>
            Sessions ({sessions.length})
          </Text>
          <ul className={classes.sessionList}>
            {sessions.length === 0 && (
              <li>
                <Text c="dimmed" size="sm" p="md">
                  No conversations yet. New chats appear here as visitors write.
                </Text>
              </li>
            )}
            {sessions.map((s) => (
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
                    </span>
                  </span>
                  {s.unreadCount > 0 && (
                    <Badge color="red" circle aria-label={`${s.unreadCount} unread`}>
                      {s.unreadCount}
                    </Badge>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </Paper>
        <Paper withBorder radius="md" className={classes.conversation} component="section" aria-label="Conversation">
          {current ? (
            <>
              <div className={classes.conversationHead}>
                <Text fw={700}>{current.userName}</Text>
                <Text size="sm" c="dimmed">
                  {current.userEmail}
                </Text>
              </div>
              <div className={classes.messages} role="log" aria-label="Messages">
                {lines.map((line) => (
                  <div key={line.id > 0 ? line.id : line.clientId} className={classes.line} data-sender={line.sender}>
                    <div className={classes.text}>{line.text}</div>
                    <span className={classes.meta}>
                      {line.senderName} · {line.id > 0 ? formatChatTime(line.timestamp) : 'Sending…'}
                    </span>
                  </div>
                ))}
                <div ref={endRef} />
              </div>
              <ChatComposer
                label="Reply"
                placeholder="Type your reply…"
                connected={connected}
                draft={draft}
                onDraftChange={setDraft}
                onSend={sendDraft}
                maxRows={5}
              />
            </>
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
