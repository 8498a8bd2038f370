import type { NotificationData, notifications } from '@mantine/notifications';

type Notifications = typeof notifications;

let wanted = false;
const listeners = new Set<() => void>();
let loading: Promise<Notifications> | undefined;

/**
 * Mantine's notifications are not in the first download (decision 20): the first toast loads them, and tells the
 * toast host (shell/ToastHost.tsx) to mount their container. Calls run in the order they were made.
 */
function withNotifications(act: (api: Notifications) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('@mantine/notifications').then((module) => module.notifications);
  void loading.then(act);
}

/** For the toast host: whether a toast has been asked for yet, and a way to hear when one is. */
export const toastsWanted = () => wanted;
export function onToastWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Shows a toast in place of any earlier one: the site shows one toast at a time (docs/site-and-navigation.md#toasts),
 * and the newest click is the one the visitor is waiting to hear about.
 */
export function showToast(data: NotificationData) {
  withNotifications((api) => {
    api.clean();
    api.show(data);
  });
}

export function hideToast(id: string) {
  if (loading) withNotifications((api) => api.hide(id));
}

/** Clears toasts left from earlier attempts (after a successful sign-in). */
export function clearToasts() {
  if (loading) withNotifications((api) => api.clean());
}
