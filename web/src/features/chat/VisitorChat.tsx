import { ActionIcon, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CHAT_CONNECTION_LOST,
  CHAT_REQUIRED_INFORMATION,
  CHAT_TYPING_EVERY_MS,
  chatPagePath,
  chatUserInfo,
  type ChatUserInfo,
  type ServerFrame,
} from '@elite/contracts/schemas/chat';
import { IconMinus, IconWindowMaximize, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';
import { ChatBubble } from './ChatBubble.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import classes from './ChatWidget.module.css';
import { OPEN_CHAT_EVENT, readStored, STORAGE_KEY, type Line, type Stored } from './visitor-chat-state.ts';
import { formatChatTime, mergeMessages, useChatSocket } from './use-chat-socket.ts';
import { showToast } from '../../lib/toast.ts';

type View = 'closed' | 'open' | 'minimized';

/** Before the socket first opens: nothing is lost yet. */
const CHAT_CONNECTING = 'Connecting…';

/**
 * The header's word for the chat's state (docs/chat.md#visitor-chat-widget): nobody to answer and no connection are
 * different things, so they never share a word.
 */
function connectionWords(connected: boolean, lost: boolean, supportOnline: boolean) {
  if (connected) return supportOnline ? 'Online' : 'No agent online';
  return lost ? 'Connection lost' : CHAT_CONNECTING;
}

const messageFrame = (line: Line, userInfo: ChatUserInfo) => ({
  type: 'message',
  text: line.text,
  sender: 'user',
  userInfo,
  senderName: userInfo.name,
  clientId: line.clientId,
});

/**
 * The conversation of the site-wide live chat (docs/chat.md#visitor-chat-widget;
 * docs/chat.md#conversations-that-lose-nothing): the bubble with its unread count, an open panel and a minimised
 * bar. Loaded by ChatWidget on first use. The conversation id and the secret the
 * server gave this browser for it are kept here, so a reload or a reconnect
 * resumes it and replays what came after the last message shown; messages not
 * yet acknowledged are sent again under the same id, which the server stores once.
 */
export function VisitorChat({ initialView, page }: { initialView: 'closed' | 'open'; page?: string }) {
  const [view, setView] = useState<View>(initialView);
  const [stored, setStored] = useState<Stored>({ lastSeenId: 0, pending: [] });
  const [lines, setLines] = useState<Line[]>([]);
  const [supportOnline, setSupportOnline] = useState(false);
  const [draft, setDraft] = useState('');
  // Who the visitor is, checked with the chatUserInfo every message frame carries (the server checks it again there).
  const form = useForm<ChatUserInfo>({ initialValues: { name: '', email: '' }, validate: schemaResolver(chatUserInfo, { sync: true }) });
  const storedRef = useRef(stored);
  const endRef = useRef<HTMLDivElement>(null);
  // Keyboard users keep their place: after a user opens, minimises or closes
  // the chat, focus goes to what replaced the button they pressed.
  const focusAfterRender = useRef<'panel' | 'restore' | 'bubble' | null>(initialView === 'open' ? 'panel' : null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const show = useCallback((next: View) => {
    focusAfterRender.current = next === 'open' ? 'panel' : next === 'minimized' ? 'restore' : 'bubble';
    setView(next);
  }, []);

  const save = useCallback((change: (s: Stored) => Stored) => {
    const next = change(storedRef.current);
    storedRef.current = next;
    setStored(next);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  }, []);

  // Read after hydration: the prerendered page knows nothing of this browser.
  useEffect(() => {
    const stored = readStored();
    // A conversation kept without its secret (from before secrets) cannot be resumed; a name the rules now refuse asks again.
    const initial: Stored = {
      ...stored,
      sessionId: stored.sessionKey ? stored.sessionId : undefined,
      userInfo: stored.userInfo && chatUserInfo.safeParse(stored.userInfo).success ? stored.userInfo : undefined,
    };
    storedRef.current = initial;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
    setStored(initial);
    setLines(initial.pending);
    const open = () => show('open');
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [show]);

  const userInfo = stored.userInfo;
  const onFrame = useCallback(
    (frame: ServerFrame) => {
      if (frame.type === 'status') setSupportOnline(frame.supportOnline);
      else if (frame.type === 'conversation') save((s) => ({ ...s, sessionId: frame.sessionId, sessionKey: frame.visitorKey }));
      else if (frame.type === 'message') {
        setLines((current) => mergeMessages(current, [frame]));
        save((s) => ({ ...s, pending: s.pending.filter((p) => p.clientId !== frame.clientId) }));
      } else if (frame.type === 'error') {
        if (frame.code === 'unknown_session') save((s) => ({ ...s, sessionId: undefined, sessionKey: undefined }));
        else if (frame.code === 'reserved_name') {
          // The name is a staff member's: the message goes back to the box and the visitor gives another name.
          const refused = storedRef.current.pending.find((p) => p.clientId === frame.clientId);
          setLines((current) => current.filter((l) => !(l.id === 0 && l.clientId === frame.clientId)));
          save((s) => ({ ...s, userInfo: undefined, pending: s.pending.filter((p) => p.clientId !== frame.clientId) }));
          if (refused) setDraft(refused.text);
          form.setFieldError('name', frame.message);
        } else if (frame.code === 'invalid_frame' && frame.clientId) {
          // Refused for good (never stored): take it back and say why.
          setLines((current) => current.filter((l) => !(l.id === 0 && l.clientId === frame.clientId)));
          save((s) => ({ ...s, pending: s.pending.filter((p) => p.clientId !== frame.clientId) }));
          showToast({ color: 'red', title: 'Message not sent', message: frame.message });
        } else showToast({ color: 'orange', title: 'Please wait', message: frame.message });
      }
    },
    [save, form],
  );

  const linesRef = useLatest(lines);
  // docs/chat.md#presence: the page of this site the visitor is on (a path only, never its query), told on every
  // (re)connect and on each navigation.
  const pageFrame = page !== undefined && chatPagePath.safeParse(page).success ? { type: 'page', path: page } : null;
  const pageFrameRef = useLatest(pageFrame);
  const { connected, lost, send } = useChatSocket(Boolean(userInfo) || view !== 'closed', {
    onFrame,
    onOpen: (sendNow) => {
      const s = storedRef.current;
      const lastMessageId = Math.max(0, ...linesRef.current.map((l) => l.id));
      if (s.sessionId && s.sessionKey)
        sendNow({ type: 'resume', sessionId: s.sessionId, visitorKey: s.sessionKey, ...(lastMessageId > 0 ? { lastMessageId } : {}) });
      if (pageFrameRef.current) sendNow(pageFrameRef.current);
      if (s.userInfo) for (const line of s.pending) sendNow(messageFrame(line, s.userInfo));
    },
  });
  const pagePath = pageFrame?.path;
  useEffect(() => {
    if (pagePath) send({ type: 'page', path: pagePath });
  }, [pagePath, send]);

  // The agents see the visitor typing: one frame every CHAT_TYPING_EVERY_MS at most (the server drops any more).
  const typingSentAt = useRef(0);
  const changeDraft = (text: string) => {
    setDraft(text);
    const now = Date.now();
    if (text.trim() && storedRef.current.sessionId && now - typingSentAt.current >= CHAT_TYPING_EVERY_MS && send({ type: 'typing' }))
      typingSentAt.current = now;
  };

  const newest = Math.max(0, ...lines.map((l) => l.id));
  const unread = view === 'open' ? 0 : lines.filter((l) => l.sender === 'support' && l.id > stored.lastSeenId).length;

  // Open means read: everything shown counts as seen.
  useEffect(() => {
    if (view === 'open' && newest > storedRef.current.lastSeenId) save((s) => ({ ...s, lastSeenId: newest }));
  }, [view, newest, save]);

  useEffect(() => {
    if (view === 'open') endRef.current?.scrollIntoView({ block: 'end' });
  }, [view, lines.length]);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === 'bubble') bubbleRef.current?.focus();
    else if (target === 'restore') restoreRef.current?.focus();
    else if (target === 'panel') {
      // The message box is disabled until the socket connects: wait for it.
      const field = userInfo ? messageRef.current : nameRef.current;
      if (!field || field.disabled) return;
      field.focus();
    }
    focusAfterRender.current = null;
  }, [view, userInfo, connected]);

  const start = form.onSubmit(
    // eslint-disable-next-line react-hooks/refs -- the handler runs on submit, not during render (form.onSubmit only wraps it)
    (values) => {
      focusAfterRender.current = 'panel';
      save((s) => ({ ...s, userInfo: chatUserInfo.parse(values) }));
    },
    (_errors, values) => {
      // docs/chat.md#visitor-chat-widget: a blank name or e-mail is the toast alone; anything else shows under its field.
      if (!values.name.trim() || !values.email.trim()) {
        form.clearErrors();
        showToast({ color: 'red', ...CHAT_REQUIRED_INFORMATION });
      }
    },
  );

  const sendDraft = () => {
    const text = draft.trim();
    if (!text || !connected || !userInfo) return;
    const line: Line = { id: 0, clientId: crypto.randomUUID(), text, sender: 'user', senderName: userInfo.name, timestamp: new Date().toISOString() };
    save((s) => ({ ...s, pending: [...s.pending, line] }));
    setLines((current) => mergeMessages(current, [line]));
    send(messageFrame(line, userInfo));
    setDraft('');
  };

  const online = connected && supportOnline;
  const badge = unread > 0 && (
    <Badge className={classes.unread} color="red" size="md" circle aria-label={`${unread} unread`}>
      {unread}
    </Badge>
  );

  if (view === 'closed') return <ChatBubble onOpen={() => show('open')} badge={badge} ref={bubbleRef} />;

  const header = (
    <div className={classes.header}>
      <div>
        <Text fw={700} c="white" size="sm">
          Live Support
        </Text>
        <span className={classes.status} data-online={online || undefined}>
          <span className={classes.dot} aria-hidden />
          {connectionWords(connected, lost, supportOnline)}
        </span>
      </div>
      <div className={classes.headerButtons}>
        {badge}
        {view === 'open' ? (
          <ActionIcon variant="subtle" color="gray.0" aria-label="Minimize chat" onClick={() => show('minimized')}>
            <IconMinus size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" color="gray.0" aria-label="Restore chat" onClick={() => show('open')} ref={restoreRef}>
            <IconWindowMaximize size={18} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon variant="subtle" color="gray.0" aria-label="Close chat" onClick={() => show('closed')}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </div>
    </div>
  );

  if (view === 'minimized') {
    return (
      <section className={`${classes.panel} ${classes.minimized}`} aria-label="Live chat">
        {header}
      </section>
    );
  }

  return (
    <section className={classes.panel} aria-label="Live chat">
      {header}
      {!userInfo ? (
        <form className={classes.start} onSubmit={start} noValidate aria-label="Start a chat">
          <Stack gap="sm">
            {/* One true thing, as the header says it (docs/chat.md#visitor-chat-widget): a promise of an advisor only while one is signed in. */}
            <Text size="sm" c="dimmed" role="status">
              {online
                ? 'Please tell us who you are and an advisor will be with you shortly.'
                : connected
                  ? "Our team is offline right now. Tell us who you are and leave a message: we'll reply by e-mail within 24 hours."
                  : "Tell us who you are and leave a message: we'll reply by e-mail within 24 hours."}
            </Text>
            <TextInput ref={nameRef} label="Name" name="name" autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
            <TextInput label="Email" name="email" type="email" autoComplete="email" maxLength={254} {...form.getInputProps('email')} />
            <Button type="submit" fullWidth>
              Start Chat
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          <div className={classes.messages} role="log" aria-label="Chat messages" aria-live="polite">
            <div className={classes.line} data-sender="support">
              <div className={classes.bubbleText}>Hello {userInfo.name}! Welcome to Elite Business Advisory. How can we help you today?</div>
              <span className={classes.meta}>Support Team</span>
            </div>
            {connected && !supportOnline && (
              <Text size="xs" c="dimmed" ta="center" className={classes.notice} role="status">
                Our team is offline right now. Leave a message and we&apos;ll reply by e-mail within 24 hours.
              </Text>
            )}
            {lines.map((line) => (
              <div key={line.id > 0 ? line.id : line.clientId} className={classes.line} data-sender={line.sender}>
                <div className={classes.bubbleText}>{line.text}</div>
                <span className={classes.meta}>
                  {line.sender === 'support' ? `${line.senderName} · ` : ''}
                  {line.id > 0 ? formatChatTime(line.timestamp) : 'Sending…'}
                </span>
              </div>
            ))}
            <div ref={endRef} />
          </div>
          <ChatComposer
            label="Message"
            placeholder="Type your message…"
            connected={connected}
            connectionNotice={lost ? CHAT_CONNECTION_LOST : CHAT_CONNECTING}
            draft={draft}
            onDraftChange={changeDraft}
            onSend={sendDraft}
            maxRows={4}
            textareaRef={messageRef}
          />
        </>
      )}
    </section>
  );
}
