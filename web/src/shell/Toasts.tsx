import '@mantine/notifications/styles.css';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';

/** The toast on screen (one at a time), if any. */
const toastOnScreen = () => document.querySelector<HTMLElement>('.mantine-Notifications-root .mantine-Notification-root');

/** The toast F8 took the keyboard to, and where the keyboard was before: it goes back there when that toast goes. */
let focused: { id: string; returnTo: HTMLElement | null } | null = null;

/**
 * Escape dismisses the toast (docs/site-and-navigation.md#toasts): always from inside it (its close button has
 * focus), and from anywhere else unless a dialog is open, whose own Escape comes first.
 */
function dismissOnEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const active = document.activeElement;
  const inToast = active instanceof Element && active.closest('.mantine-Notifications-root') !== null;
  if (!inToast && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
  notifications.clean();
}

/**
 * F8 takes the keyboard to the toast on screen (docs/site-and-navigation.md#toasts), which then waits for the reader:
 * no time-out while it has the focus; Tab reaches its close button, Escape closes it, and the focus goes back.
 */
function focusToastOnF8(event: KeyboardEvent) {
  if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const toast = toastOnScreen();
  if (!toast) return;
  event.preventDefault();
  const shown = notificationsStore.getState().notifications[0];
  if (shown?.id && focused?.id !== shown.id) {
    notifications.update({ ...shown, autoClose: false });
    focused = { id: shown.id, returnTo: document.activeElement instanceof HTMLElement ? document.activeElement : null };
  }
  toast.tabIndex = -1;
  toast.focus();
}

/** When the toast the keyboard was taken to goes (closed, or replaced by a newer one), the focus goes back. */
function restoreFocusWhenGone(state: ReturnType<typeof notificationsStore.getState>) {
  if (!focused || state.notifications.some((n) => n.id === focused?.id)) return;
  const active = document.activeElement;
  const lost = !active || active === document.body || active.closest('.mantine-Notifications-root') !== null;
  if (lost && focused.returnTo?.isConnected) focused.returnTo.focus();
  focused = null;
}

/**
 * docs/site-and-navigation.md#toasts: at most one toast, shown 5000 ms, area at most 420 px wide. Loaded with the
 * first toast. Mantine's own swipe (drag sideways, touch or mouse) and its labelled close button dismiss it too.
 */
export default function Toasts() {
  useEffect(() => {
    document.addEventListener('keydown', dismissOnEscape);
    document.addEventListener('keydown', focusToastOnF8);
    const unsubscribe = notificationsStore.subscribe(restoreFocusWhenGone);
    return () => {
      document.removeEventListener('keydown', dismissOnEscape);
      document.removeEventListener('keydown', focusToastOnF8);
      unsubscribe();
    };
  }, []);
  return <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" allowDragDismiss />;
}
