import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
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
    [false, 'Offline', "Our team is offline right now. Tell us who you are and leave a message: we'll reply by e-mail within 24 hours."],
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
