import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { ChatComposer } from './ChatComposer.tsx';

// The message box's autosize listens to document.fonts, which happy-dom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

function Composer({ onSend }: { onSend: () => void }) {
  const [draft, setDraft] = useState('');
  return <ChatComposer label="Message" placeholder="Type your message…" connected draft={draft} onDraftChange={setDraft} onSend={onSend} maxRows={4} />;
}

describe('the chat composer (docs/input-limits.md#long-texts)', () => {
  it('counts a long message from half the limit on, and past 2,000 characters refuses to send it, never cutting it', async () => {
    const onSend = vi.fn();
    renderWithTheme(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1000));
    expect(screen.queryByText(/ \/ 2,000 characters/)).toBeNull();
    await userEvent.paste('x'.repeat(1001));
    expect((box as HTMLTextAreaElement).value).toHaveLength(2001);
    expect(screen.getByText('2,001 / 2,000 characters')).toBeVisible();
    expect(screen.getByText('Must be at most 2000 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.keyboard('{Backspace}');
    expect(screen.getByText('2,000 / 2,000 characters')).toBeVisible();
    expect(screen.queryByText('Must be at most 2000 characters')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
