import { notifications, type NotificationData } from '@mantine/notifications';

/** One toast at a time, as everywhere on the site: the newest step is the one the visitor is waiting on. */
export function showToast(data: NotificationData) {
  notifications.clean();
  notifications.show(data);
}

/** Spec 3, section 5: both the audit and the assessment refuse to move on without an answer. */
export const selectAnswerToast = (message: string) => showToast({ color: 'red', title: 'Please select an answer', message });
