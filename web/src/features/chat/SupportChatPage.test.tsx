import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen } from '@testing-library/react';
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
    mockTrpc({ 'auth.session': () => ok(agent) });
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
