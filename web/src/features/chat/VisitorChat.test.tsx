import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage, findToast, toastsShown } from '../../../test/form-checks.ts';
import { server } from '../../../test/msw-server.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { STORAGE_KEY } from './visitor-chat-state.ts';
import { VisitorChat } from './VisitorChat.tsx';

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const startChat = () => userEvent.click(screen.getByRole('button', { name: 'Start Chat' }));

// The message box's autosize listens to document.fonts, which happy-dom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

describe('the chat widget’s start form (docs/chat.md#visitor-chat-widget)', () => {
  beforeEach(() => {
    notifications.clean();
    window.localStorage.clear();
    // A socket that accepts and says nothing: the form does not wait for it.
    server.use(ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', () => {}));
  });

  it('a blank name or e-mail gives the Required Information toast alone, with no message under the fields', async () => {
    renderWithTheme(<VisitorChat initialView="open" />);
    await screen.findByRole('form', { name: 'Start a chat' });
    await startChat();
    expect(await findToast('Required Information')).toEqual({
      title: 'Required Information',
      message: 'Please enter your name and email to start chatting.',
      color: 'red',
    });
    expect([fieldMessage(field(/^Name/)), fieldMessage(field(/^Email/))]).toEqual([null, null]);

    notifications.clean();
    await userEvent.type(field(/^Name/), 'Ada');
    await startChat();
    expect((await findToast('Required Information')).message).toBe('Please enter your name and email to start chatting.');
    expect(fieldMessage(field(/^Email/))).toBeNull();
  });

  it('an e-mail that is not text@text.text shows the schema’s message under Email, and the chat does not start', async () => {
    renderWithTheme(<VisitorChat initialView="open" />);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ada');
    await userEvent.type(field(/^Email/), 'ada@example');
    await startChat();
    await waitFor(() => expect(fieldMessage(field(/^Email/))).toBe('Please enter a valid email address.'));
    expect(fieldMessage(field(/^Name/))).toBeNull();
    expect(toastsShown()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a name and e-mail start the conversation with the greeting, and are kept for the next visit', async () => {
    renderWithTheme(<VisitorChat initialView="open" />);
    await userEvent.type(await screen.findByLabelText(/^Name/), '  Ada ');
    await userEvent.type(field(/^Email/), 'ada@example.com');
    await startChat();
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(log.querySelector('[data-sender="support"]')?.textContent).toBe(
      'Hello Ada! Welcome to Elite Business Advisory. How can we help you today?Support Team',
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ userInfo: { name: 'Ada', email: 'ada@example.com' } });
  });

  it.each([
    [true, 'Online', 'Please tell us who you are and an advisor will be with you shortly.'],
    [false, 'No agent online', "Our team is offline right now. Tell us who you are and leave a message: we'll reply by e-mail within 24 hours."],
  ])(
    'with support online %s, the header says %s and the start form says one matching thing (docs/chat.md#visitor-chat-widget)',
    async (supportOnline, header, text) => {
      server.use(
        ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', ({ client }) => client.send(JSON.stringify({ type: 'status', supportOnline }))),
      );
      renderWithTheme(<VisitorChat initialView="open" />);
      const panel = within(await screen.findByRole('region', { name: 'Live chat' }));
      await waitFor(() => expect(panel.getByText(header)).toBeVisible());
      expect(panel.getByText(text)).toBeVisible();
      expect(panel.queryByText(/will be with you/) !== null).toBe(supportOnline);
    },
  );
});

describe('a lost connection (docs/chat.md#visitor-chat-widget)', () => {
  beforeEach(() => {
    notifications.clean();
    window.localStorage.clear();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ lastSeenId: 0, pending: [], userInfo: { name: 'Ada', email: 'ada@example.com' } }));
  });

  /** The first socket opens and says nobody is online; `cut()` closes it, and every later attempt is refused. */
  function cuttableSocket() {
    let first: { close: () => void } | undefined;
    server.use(
      ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', ({ client }) => {
        if (first) return client.close();
        first = client;
        client.send(JSON.stringify({ type: 'status', supportOnline: false }));
      }),
    );
    return { cut: () => act(() => first?.close()) };
  }

  it('says "Connection lost. Attempting to reconnect..." in a line of its own, visible over a typed draft, and keeps the draft', async () => {
    const socket = cuttableSocket();
    renderWithTheme(<VisitorChat initialView="open" />);
    const panel = within(await screen.findByRole('region', { name: 'Live chat' }));
    const box = await panel.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, 'Is the Delaware filing fee included?');
    socket.cut();
    await waitFor(() => expect(panel.getByText('Connection lost. Attempting to reconnect...')).toBeVisible());
    expect(box).toBeDisabled();
    expect(box).toHaveValue('Is the Delaware filing fee included?');
  });

  it('the header names the two states apart: "No agent online" while connected, "Connection lost" without a connection, never "Offline"', async () => {
    const socket = cuttableSocket();
    renderWithTheme(<VisitorChat initialView="open" />);
    const panel = within(await screen.findByRole('region', { name: 'Live chat' }));
    await waitFor(() => expect(panel.getByText('No agent online')).toBeVisible());
    socket.cut();
    await waitFor(() => expect(panel.getByText('Connection lost', { exact: true })).toBeVisible());
    expect(panel.queryByText('No agent online')).toBeNull();
    expect(panel.queryByText(/^Offline$/)).toBeNull();
  });
});

describe('security finding 14: the conversation is resumed with the secret this browser was given (docs/chat.md#reconnecting-and-resuming)', () => {
  const SESSION = '3f0c9a52-4a65-4a57-9d8e-2a1d3c4b5e6f';
  const KEY = 'k'.repeat(43);
  const ada = { name: 'Ada', email: 'ada@example.com' };
  const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

  /** A socket that records the browser's frames and answers each with `answer`. */
  function socket(answer: (frame: Record<string, unknown>, send: (frame: unknown) => void) => void = () => {}) {
    const frames: Record<string, unknown>[] = [];
    server.use(
      ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', ({ client }) => {
        client.send(JSON.stringify({ type: 'status', supportOnline: true }));
        client.addEventListener('message', (event) => {
          const frame = JSON.parse(typeof event.data === 'string' ? event.data : '{}') as Record<string, unknown>;
          frames.push(frame);
          answer(frame, (reply) => client.send(JSON.stringify(reply)));
        });
      }),
    );
    return frames;
  }

  beforeEach(() => {
    notifications.clean();
    window.localStorage.clear();
  });

  it('keeps the id and the secret of the conversation its first message started, and resumes with both after a reload', async () => {
    socket((frame, send) => {
      if (frame.type !== 'message') return;
      send({ type: 'conversation', sessionId: SESSION, visitorKey: KEY });
      send({ ...frame, type: 'message', id: 7, sender: 'user', senderName: 'Ada', timestamp: '2026-11-28T15:00:00.000Z', sessionId: SESSION, userInfo: ada });
    });
    const first = renderWithTheme(<VisitorChat initialView="open" />);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ada');
    await userEvent.type(field(/^Email/), 'ada@example.com');
    await startChat();
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.type(box, 'Hello{Enter}');
    await waitFor(() => expect(stored()).toMatchObject({ sessionId: SESSION, sessionKey: KEY, pending: [] }));
    first.unmount();

    const frames = socket();
    renderWithTheme(<VisitorChat initialView="closed" />);
    await expect.poll(() => frames[0]).toEqual({ type: 'resume', sessionId: SESSION, visitorKey: KEY });
  });

  it('never resumes a conversation kept without its secret (from before secrets): it forgets the id and starts afresh', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: SESSION, userInfo: ada, lastSeenId: 0, pending: [] }));
    const frames = socket();
    renderWithTheme(<VisitorChat initialView="open" />);
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.type(box, 'Hi{Enter}');
    await expect.poll(() => frames.map((f) => f.type)).toEqual(['message']);
    expect(stored()?.sessionId).toBeUndefined();
  });

  it('forgets the id and the secret when the server does not know them (unknown_session)', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: SESSION, sessionKey: KEY, userInfo: ada, lastSeenId: 0, pending: [] }));
    socket((frame, send) => {
      if (frame.type === 'resume') send({ type: 'error', code: 'unknown_session', message: 'This conversation was not found.' });
    });
    renderWithTheme(<VisitorChat initialView="open" />);
    await waitFor(() => expect(stored()).toMatchObject({ userInfo: ada }));
    await waitFor(() => expect(stored()?.sessionKey).toBeUndefined());
    expect(stored()?.sessionId).toBeUndefined();
  });

  it('a staff-like name is refused under Name before anything is sent; a staff member’s name, refused by the server, asks for another name and keeps the message', async () => {
    socket((frame, send) => {
      if (frame.type === 'message')
        send({
          type: 'error',
          code: 'reserved_name',
          message: 'Please use your own name: names like Support, Agent or Admin, and our company’s name, are kept for our team.',
          clientId: frame.clientId,
        });
    });
    renderWithTheme(<VisitorChat initialView="open" />);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Support Agent');
    await userEvent.type(field(/^Email/), 'mallory@example.com');
    await startChat();
    await waitFor(() => expect(fieldMessage(field(/^Name/))).toMatch(/^Please use your own name/));
    expect(stored()).toBeNull();

    await userEvent.clear(field(/^Name/));
    await userEvent.type(field(/^Name/), 'Dana Whitfield');
    await startChat();
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.type(box, 'Your password please{Enter}');
    await waitFor(() => expect(fieldMessage(field(/^Name/))).toMatch(/^Please use your own name/));
    expect(stored()).toMatchObject({ pending: [] });
    expect(stored()?.userInfo).toBeUndefined();
    await userEvent.clear(field(/^Name/));
    await userEvent.type(field(/^Name/), 'Dana W');
    await startChat();
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })).value).toBe('Your password please');
  });
  it('tells the agents the page (a path of this site) on connecting and on navigation, and typing at most once in 2 s however fast the visitor types (docs/chat.md#presence)', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: SESSION, sessionKey: KEY, userInfo: ada, lastSeenId: 0, pending: [] }));
    const frames = socket();
    // The page the router gives the widget, as a visitor navigates.
    let navigate: (page: string) => void = () => {};
    function Navigating() {
      const [page, setPage] = useState('/services');
      navigate = setPage;
      return <VisitorChat initialView="open" page={page} />;
    }
    renderWithTheme(<Navigating />);
    await expect
      .poll(() => frames.slice(0, 2))
      .toEqual([
        { type: 'resume', sessionId: SESSION, visitorKey: KEY },
        { type: 'page', path: '/services' },
      ]);
    act(() => navigate('/pricing'));
    await expect.poll(() => frames.filter((f) => f.type === 'page').map((f) => f.path)).toContain('/pricing');
    // A path the server would refuse (not one of this site's) is not sent.
    act(() => navigate('//evil.example/x'));

    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.type(box, 'I am typing quite a long question');
    expect(frames.filter((f) => f.type === 'typing')).toHaveLength(1);
    expect(frames.filter((f) => f.type === 'page').map((f) => f.path)).toEqual(['/services', '/pricing']);
  });
});
