import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import classes from './ChatWidget.module.css';

/** The closed chat: the round button in the corner, with the unread count when there is one. */
export function ChatBubble({ onOpen, badge, ref }: { onOpen: () => void; badge?: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <div className={classes.bubbleWrap}>
      <ActionIcon className={classes.bubble} size={60} radius="xl" color="gold.5" variant="filled" aria-label="Open live chat" onClick={onOpen} ref={ref}>
        <IconMessageCircle size={28} stroke={1.9} color="var(--mantine-color-navy-9)" aria-hidden />
      </ActionIcon>
      {badge}
    </div>
  );
}
