import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a toast in place of any earlier one: the app shows one toast at a
 * time (spec 1), and on a sign-in page the newest answer is the one that
 * matters ("Login Successful" should not wait behind "Account Created").
 */
export function toast(data: NotificationData) {
  notifications.clean();
  notifications.show(data);
}

/** Clears toasts left from earlier attempts (after a successful sign-in). */
export const clearToasts = () => notifications.clean();
