import { screen } from '@testing-library/react';

/**
 * What a person sees of a form, read the way assistive technology reads it: a field's message is the text its
 * `aria-describedby` points at (Mantine's Input.Error), a toast is the notification with that title.
 */

/** The message shown under an input, or null when it shows none (a field marked red without words shows none). */
export function fieldMessage(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

/** Whether the input is marked invalid (red), with or without a message. */
export const isMarkedInvalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';

export interface ToastSeen {
  title: string;
  message: string;
  /** Mantine's colour of the toast ('red', 'green' ...), read from its style. */
  color: string | null;
}

function read(root: Element): ToastSeen {
  const color = /--notification-color:\s*var\(--mantine-color-([a-z]+)/.exec(root.getAttribute('style') ?? '')?.[1] ?? null;
  return {
    title: root.querySelector('.mantine-Notification-title')?.textContent ?? '',
    message: root.querySelector('.mantine-Notification-description')?.textContent ?? '',
    color,
  };
}

/** Waits for the toast titled `title` and reads its title, message and colour. */
export async function findToast(title: string): Promise<ToastSeen> {
  const heading = await screen.findByText(title, { selector: '.mantine-Notification-title' });
  return read(heading.closest('.mantine-Notification-root')!);
}

/** The toasts on screen now, in order. */
export const toastsShown = (): ToastSeen[] => Array.from(document.querySelectorAll('.mantine-Notification-root')).map(read);
