import { ActionIcon, Text, Textarea } from '@mantine/core';
import { CHAT_CONNECTION_LOST, CHAT_TEXT_MAX } from '@elite/contracts/schemas/chat';
import { tooLong } from '@elite/contracts/schemas/form-messages';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';
import { CharacterCount } from '../../lib/LimitedTextarea.tsx';
import classes from './ChatComposer.module.css';

interface ChatComposerProps {
  /** The text box's accessible name ("Message", "Reply"); the button is "Send {label}". */
  label: string;
  placeholder: string;
  connected: boolean;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  maxRows: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /**
   * While the socket is down, said in a line of its own above the box rather than as its placeholder, so a draft
   * never hides it (docs/chat.md#visitor-chat-widget). Without it, the placeholder says the connection is lost.
   */
  connectionNotice?: string;
}

/**
 * The text box and send button under a conversation, for visitors and agents
 * alike: Enter sends, Shift+Enter starts a new line (docs/chat.md#visitor-chat-widget), and both are
 * disabled while the socket is down.
 */
export function ChatComposer({ label, placeholder, connected, draft, onDraftChange, onSend, maxRows, textareaRef, connectionNotice }: ChatComposerProps) {
  // A long message shows its count from half the limit on, and past the limit it is refused here, never cut
  // (docs/input-limits.md#long-texts).
  const length = draft.trim().length;
  const over = length > CHAT_TEXT_MAX;
  const sendable = connected && length > 0 && !over;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (sendable) onSend();
    }
  };
  return (
    <>
      {!connected && connectionNotice && (
        <Text role="status" size="sm" fw={600} className={classes.notice}>
          {connectionNotice}
        </Text>
      )}
      <div className={classes.composer}>
        <Textarea
          description={length > CHAT_TEXT_MAX / 2 ? <CharacterCount length={length} limit={CHAT_TEXT_MAX} /> : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={over ? tooLong(CHAT_TEXT_MAX) : undefined}
          ref={textareaRef}
          aria-label={label}
          placeholder={connected || connectionNotice ? placeholder : CHAT_CONNECTION_LOST}
          disabled={!connected}
          autosize
          minRows={1}
          maxRows={maxRows}
          value={draft}
          onChange={(e) => onDraftChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          className={classes.input}
        />
        <ActionIcon size={40} radius="md" color="navy.9" variant="filled" aria-label={`Send ${label.toLowerCase()}`} disabled={!sendable} onClick={onSend}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </div>
    </>
  );
}
