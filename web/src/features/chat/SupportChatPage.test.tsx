import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render.tsx';
import { mockTrpc, ok } from '../../../test/trpc-msw.ts';

const agent: SessionUser = { id: 'u2', role: 'agent', name: 'Sam Agent', email: null, username: 'sam', companyName: null };

// The reply box's autosize listens to document.fonts, which happy-dom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

describe('/support-chat join screen (docs/chat.md#support-chat-dashboard)', () => {
  it("shows the account's name read-only as the Agent Name, and Join Chat joins under it with support_join", async () => {
    mockTrpc({ 'auth.session': () => ok(agent), 'admin.myWork': () => ok({ total: 0, byKind: [] }), 'chat.cannedReplies': () => ok([]) });
    const frames: unknown[] = [];
    server.use(
      ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => frames.push(typeof event.data === 'string' ? JSON.parse(event.data) : event.data));
      }),
    );
    await renderApp('/support-chat');
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Agent Name' });
    expect(name.value).toBe('Sam Agent');
    expect(name.readOnly).toBe(true);
    const join = screen.getByRole<HTMLButtonElement>('button', { name: 'Join Chat' });
    expect(join.disabled).toBe(false);
    await userEvent.click(join);
    expect((await screen.findByText(/^Answering as/)).textContent).toBe('Answering as Sam Agent');
    await expect.poll(() => frames).toEqual([{ type: 'support_join', agentName: 'Sam Agent' }]);
  });
});

describe('the agent desk (docs/chat.md#working-a-conversation)', () => {
  const SESSION = '6f1c7a52-0b7e-4a8e-9a40-3d1f0f3c2b11';
  const session = {
    sessionId: SESSION,
    userName: 'Vera Visitor',
    userEmail: 'vera@example.com',
    lastMessageAt: '2026-11-27T15:00:00.000Z',
    unreadCount: 1,
    status: 'waiting' as const,
    assignedTo: null,
    visitorPage: '/services',
  };
  const message = (id: number, text: string, sender: 'user' | 'support') => ({
    type: 'message',
    id,
    text,
    sender,
    senderName: sender === 'user' ? 'Vera Visitor' : 'Sam Agent',
    timestamp: `2026-11-27T15:0${id}:00.000Z`,
    sessionId: SESSION,
    userInfo: { name: 'Vera Visitor', email: 'vera@example.com' },
  });

  it('shows the visitor typing and their page, notes marked among the messages, and takes and resolves the conversation', async () => {
    const calls = mockTrpc({
      'auth.session': () => ok(agent),
      'admin.myWork': () => ok({ total: 0, byKind: [] }),
      'chat.cannedReplies': () => ok([{ id: 'c1', title: 'Opening hours', text: 'We are open 9 to 6 Eastern.', updatedAt: '2026-11-27T10:00:00.000Z' }]),
      'chat.agents': () => ok([{ id: 'u2', name: 'Sam Agent', role: 'agent' as const }]),
      'chat.conversation': () => ok({ id: SESSION, status: 'waiting' as const, assignedTo: null, visitorPage: '/services', lead: null, otherChats: [] }),
      'chat.assign': () => ok({ assignedTo: { id: 'u2', name: 'Sam Agent' } }),
      'chat.resolve': () => {
        // As the server does: every desk hears the change on its socket.
        desk?.send(
          JSON.stringify({ type: 'session', session: { ...session, unreadCount: 0, status: 'resolved', assignedTo: { id: 'u2', name: 'Sam Agent' } } }),
        );
        return ok({ id: SESSION, from: 'answered' as const, to: 'resolved' as const });
      },
    });
    let desk: { send(data: string): void } | undefined;
    const sent: { type: string; sessionId?: string; text?: string }[] = [];
    server.use(
      ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', ({ client }) => {
        desk = client;
        client.addEventListener('message', (event) => {
          const frame = JSON.parse(typeof event.data === 'string' ? event.data : '{}') as { type: string; sessionId?: string; text?: string };
          sent.push(frame);
          if (frame.type === 'support_join') client.send(JSON.stringify({ type: 'sessions', sessions: [session] }));
          if (frame.type === 'support_history')
            client.send(
              JSON.stringify({
                type: 'history',
                sessionId: SESSION,
                messages: [message(1, 'Which plan fits a holding company?', 'user')],
                notes: [
                  {
                    id: 'n1',
                    sessionId: SESSION,
                    text: 'Asked about holding companies before',
                    authorName: 'Dana Admin',
                    timestamp: '2026-11-27T15:01:30.000Z',
                  },
                ],
              }),
            );
          if (frame.type === 'support_read') {
            client.send(JSON.stringify({ type: 'typing', sessionId: SESSION }));
          }
          if (frame.type === 'support_message') {
            client.send(JSON.stringify({ ...message(3, frame.text ?? '', 'support') }));
          }
        });
      }),
    );
    await renderApp('/support-chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chat' }));
    const list = screen.getByRole('navigation', { name: 'Chat sessions' });
    await userEvent.click(await within(list).findByRole('button', { name: /Vera Visitor/ }));

    const pane = screen.getByRole('region', { name: 'Conversation' });
    expect(within(pane).getByLabelText("Visitor's page").textContent).toBe('On page /services');
    const log = within(pane).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Which plan fits a holding company?')).toBeTruthy();
    const note = within(log).getByText('Asked about holding companies before').closest('[data-sender]')!;
    expect(note.getAttribute('data-sender')).toBe('note');
    expect(note.textContent).toContain('Private note · Dana Admin');
    expect((await within(pane).findByRole('status')).textContent).toBe('Vera Visitor is typing…');

    await userEvent.click(within(pane).getByRole('button', { name: 'Take' }));
    await expect.poll(() => calls.filter((c) => c.path === 'chat.assign').map((c) => c.input)).toEqual([{ id: SESSION, userId: 'u2' }]);

    // `/` and a few letters of a title put the canned reply in the box, to edit; Enter then sends it.
    const reply = within(pane).getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '/open');
    expect(within(pane).getByRole('option', { name: 'Opening hours' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect((reply as HTMLTextAreaElement).value).toBe('We are open 9 to 6 Eastern.');
    await userEvent.type(reply, ' See you!{Enter}');
    await expect.poll(() => sent.filter((f) => f.type === 'support_message').map((f) => f.text)).toEqual(['We are open 9 to 6 Eastern. See you!']);

    await userEvent.click(within(pane).getByRole('button', { name: 'Resolve' }));
    await expect.poll(() => calls.some((c) => c.path === 'chat.resolve')).toBe(true);
    // The conversation resolved (the server's session frame) leaves the open list.
    await expect.poll(() => within(list).queryByRole('button', { name: /Vera Visitor/ })).toBeNull();
    await userEvent.click(within(list).getByRole('radio', { name: /Resolved/ }));
    expect(await within(list).findByRole('button', { name: /Vera Visitor/ })).toBeTruthy();
  });
});
