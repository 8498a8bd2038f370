import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** docs/site-and-navigation.md#toasts: at most one toast, shown 5000 ms, area at most 420 px wide. Loaded with the first toast. */
export default function Toasts() {
  return <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" />;
}
