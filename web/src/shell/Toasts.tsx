import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';

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
 * docs/site-and-navigation.md#toasts: at most one toast, shown 5000 ms, area at most 420 px wide. Loaded with the
 * first toast. Mantine's own swipe (drag sideways, touch or mouse) and its labelled close button dismiss it too.
 */
export default function Toasts() {
  useEffect(() => {
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, []);
  return <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" allowDragDismiss />;
}
