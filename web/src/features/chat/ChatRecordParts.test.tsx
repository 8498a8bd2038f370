import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { mockTrpc, ok, type OutputOf } from '../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const CHAT_ID = '2a3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
const OTHER_CHAT = '9c3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
const LEAD_ID = '4d3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';

const chatDetail = (status: 'answered' | 'resolved') =>
  ({
    kind: 'chat',
    id: CHAT_ID,
    status,
    allowedMoves: [],
    reopenTo: null,
    reopenRefusal: null,
    client: { name: 'Test Client', email: 'client@example.com' },
    followUp: null,
    assignedTo: null,
    record: {
      id: CHAT_ID,
      createdAt: '2026-11-20T15:00:00.000Z',
      lastMessageAt: '2026-11-20T15:05:00.000Z',
      name: 'Joan Client',
      email: 'joan@example.com',
      status,
      messageCount: 2,
      unread: 0,
      assignedTo: null,
      lead: { id: LEAD_ID, name: 'Joan Client', status: 'contacted', createdAt: '2026-11-19T15:00:00.000Z' },
      otherChats: [{ id: OTHER_CHAT, name: 'Joan C.', status: 'waiting', lastMessageAt: '2026-11-21T15:00:00.000Z', messageCount: 1 }],
      visitorPage: '/pricing',
      resolvedAt: status === 'resolved' ? '2026-11-20T16:00:00.000Z' : null,
      messages: [{ id: 1, sender: 'user', senderName: 'Joan Client', text: 'Hello', createdAt: '2026-11-20T15:00:00.000Z' }],
    },
    history: [],
    related: [],
  }) as OutputOf<'admin.record'>;

describe("a chat conversation's record (docs/chat.md#working-a-conversation, docs/chat.md#chats-join-the-client)", () => {
  it('resolves the conversation from the record, and links its lead and the other chats from its address', async () => {
    let status: 'answered' | 'resolved' = 'answered';
    const calls = mockTrpc({
      'auth.session': () => ok(admin),
      'admin.myWork': () => ok({ total: 0, byKind: [] }),
      'auth.staffAccounts': () => ok([]),
      'admin.chatConversations': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 }),
      'admin.record': () => ok(chatDetail(status)),
      'conversations.thread': () => ok({ kind: 'chat', recordId: CHAT_ID, clientEmail: 'joan@example.com', replyAddress: null, messages: [] }),
      'conversations.templates': () => ok([]),
      'chat.resolve': () => {
        status = 'resolved';
        return ok({ id: CHAT_ID, from: 'answered' as const, to: 'resolved' as const });
      },
    });
    await renderApp(`/admin?tab=chat-conversations&open=${CHAT_ID}`);
    const dialog = await screen.findByRole('dialog', { name: /Joan Client/ });
    expect(within(dialog).getByRole('link', { name: 'Joan Client' }).getAttribute('href')).toBe(`/admin?tab=contacts&open=${LEAD_ID}`);
    const others = within(dialog).getByRole('region', { name: 'Other chats from this address' });
    expect(within(others).getByRole('link', { name: 'Chat with Joan C.' }).getAttribute('href')).toBe(`/admin?tab=chat-conversations&open=${OTHER_CHAT}`);
    expect(within(dialog).getByText('Visitor’s page').nextSibling?.textContent).toBe('/pricing');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve conversation' }));
    expect(await within(dialog).findByRole('button', { name: 'Reopen conversation' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'chat.resolve').map((c) => c.input)).toEqual([{ id: CHAT_ID }]);
  });
});
