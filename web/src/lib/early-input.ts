/**
 * Input given before a prerendered page's code is live is kept and applied (docs/site-and-navigation.md#before-the-page-is-live):
 * - text typed and choices made stay in the fields (React keeps a field's value while it hydrates); a form adopts them
 *   once it is live (`useAdoptTypedValues`);
 * - a button pressed is held by the page's start-up script (web/scripts/prerender.ts), which starts the scripts at
 *   once, and pressed again here when the part it belongs to is live (`pressHeldButton`): the page as a whole, or
 *   its island (lib/island.tsx, a wrapper `data-island` that says `data-island-live` once live), whose code comes
 *   later.
 */

import { type RefObject, useEffect } from 'react';

declare global {
  interface Window {
    /** The button pressed before its code was live (web/scripts/prerender.ts). */
    __earlyPress?: HTMLButtonElement;
  }
}

/** Marks the page live (presses outside islands now reach React) and presses the held button if it is outside an island. */
export function markPageLive(): void {
  document.documentElement.setAttribute('data-live', '');
  pressHeldButton(document.documentElement);
}

/** Presses the held button again if it lies inside `scope` and no pending island holds it; once. */
export function pressHeldButton(scope: Element): void {
  const button = window.__earlyPress;
  if (!button || !scope.contains(button)) return;
  const island = button.closest('[data-island]');
  // An island presses its own held button when it is live.
  if (island && !island.hasAttribute('data-island-live')) return;
  window.__earlyPress = undefined;
  // A part that React could not hydrate is rendered afresh: the held node is gone, and so is the press.
  if (!button.isConnected) return;
  // After React has attached its handlers to the hydrated part.
  setTimeout(() => button.click());
}

/**
 * The values a visitor typed into the named fields of a form (or of any part of a page) before it was live, for the
 * form's state: only text fields whose text differs from `values` (React left the typed text on screen while the
 * state says ''). Fields whose value is not text (lists, numbers) are left to the form.
 */
export function typedValues<V extends Record<string, unknown>>(scope: HTMLElement | null, values: V): Partial<V> {
  if (!scope) return {};
  const typed: Partial<V> = {};
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    if (typeof values[name] !== 'string') continue;
    const field = scope instanceof HTMLFormElement ? scope.elements.namedItem(name) : scope.querySelector(`[name="${CSS.escape(name)}"]`);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      if (field.value !== values[name]) typed[name] = field.value as V[typeof name];
    }
  }
  return typed;
}

/**
 * Once, when the form becomes live: the form's state takes what was typed into the fields under `scope` before
 * (`typedValues`). For a @mantine/form form (anything with `getValues` and `setValues`).
 */
export function useAdoptTypedValues<V extends Record<string, unknown>>(
  scope: RefObject<HTMLElement | null>,
  form: { getValues: () => V; setValues: (values: Partial<V>) => void },
): void {
  useEffect(() => {
    const typed = typedValues(scope.current, form.getValues());
    if (Object.keys(typed).length > 0) form.setValues(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form becomes live
  }, []);
}
