import { MantineProvider, Modal } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme.ts';
import Toasts from './Toasts.tsx';

/** docs/site-and-navigation.md#toasts: a toast goes away by keyboard as well as by pointer. */
function renderToasts(withDialog = false) {
  return render(
    <MantineProvider theme={theme}>
      <Toasts />
      <button type="button">Somewhere on the page</button>
      <Modal opened={withDialog} onClose={() => undefined} title="A dialog">
        Dialog text
      </Modal>
    </MantineProvider>,
  );
}

const show = () => act(() => void notifications.show({ title: 'Message sent successfully!', message: "We'll get back to you within 24 hours." }));

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('the close button is reached with Tab and closes the toast with Enter', async () => {
    renderToasts();
    show();
    await screen.findByText('Message sent successfully!');
    const user = userEvent.setup();
    const close = screen.getByRole('button', { name: 'Close notification' });
    await user.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    while (document.activeElement !== close) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Message sent successfully!')).toBeNull());
  });

  it('Escape dismisses the toast, wherever the focus is', async () => {
    renderToasts();
    show();
    await screen.findByText('Message sent successfully!');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await user.keyboard('{Escape}');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Message sent successfully!')).toBeNull());
  });

  it('F8 moves the focus to the toast, which then waits for the reader; Tab reaches its close button (docs/site-and-navigation.md#toasts)', async () => {
    renderToasts();
    show();
    const toast = (await screen.findByText('Message sent successfully!')).closest<HTMLElement>('.mantine-Notification-root')!;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(toast);
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close notification' }));
  });

  it('after F8, Escape closes the toast and the focus goes back where it was', async () => {
    renderToasts();
    show();
    await screen.findByText('Message sent successfully!');
    const user = userEvent.setup();
    const before = screen.getByRole('button', { name: 'Somewhere on the page' });
    await user.click(before);
    await user.keyboard('{F8}');
    expect(document.activeElement).not.toBe(before);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Message sent successfully!')).toBeNull());
    expect(document.activeElement).toBe(before);
  });

  it('F8 with no toast on screen leaves the focus where it is', async () => {
    renderToasts();
    const user = userEvent.setup();
    const before = screen.getByRole('button', { name: 'Somewhere on the page' });
    await user.click(before);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(before);
  });

  it('while a dialog is open, Escape is the dialog’s: the toast stays', async () => {
    renderToasts(true);
    show();
    await screen.findByText('Message sent successfully!');
    await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
  });
});
