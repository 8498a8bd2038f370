import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a toast in place of any earlier one: the site shows one toast at a time (spec 1, section 9),
 * and the newest click is the one the visitor is waiting to hear about.
 */
export function showToast(data: NotificationData) {
  notifications.clean();
  notifications.show(data);
}
