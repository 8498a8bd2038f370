/**
 * Input given before a prerendered page's code is live is kept and applied (docs/site-and-navigation.md#before-the-page-is-live):
 * - text typed and choices made stay in the fields (React keeps a field's value while it hydrates); a form adopts them
 *   once it is live (`useAdoptTypedValues`);
 * - a button pressed is held by the page's start-up script (web/scripts/prerender.ts), which starts the scripts at
 *   once, and pressed again here, in the order pressed, when the part it belongs to is live (`pressHeldButtons`): the
 *   page as a whole, or its island (lib/island.tsx, a wrapper `data-island` that says `data-island-live` once live),
 *   whose code comes later.
 */

import { type RefObject, useEffect } from 'react';

declare global {
  interface Window {
    /** The buttons pressed before their code was live, in the order pressed (web/scripts/prerender.ts). */
    __earlyPresses?: HTMLButtonElement[];
    /**
     * Set while the held presses are being pressed again: a press that comes meanwhile is held behind them, so it
     * cannot overtake them (a quick Next before the answer pressed first is pressed again).
     */
    __pressingInTurn?: boolean;
    /** The held button being pressed again right now: the start-up script lets this press through. */
    __pressingHeld?: HTMLButtonElement;
  }
}

/** Marks the page live (presses outside islands now reach React) and presses the held buttons that were waiting for it. */
export function markPageLive(): void {
  document.documentElement.setAttribute('data-live', '');
  pressHeldButtons();
}

/** Whether a button pressed before its code was live lies in `scope` (an island waiting for its code). */
export const holdsPressIn = (scope: Element): boolean => (window.__earlyPresses ?? []).some((button) => scope.contains(button));

/**
 * Presses the held buttons again, in the order they were pressed, as far as their parts are live (the page, and the
 * island each lies in): a press whose island still waits holds back the ones after it, so none overtakes an earlier
 * one (a plan chosen, then Continue). Called when the page goes live and when an island does.
 */
export function pressHeldButtons(): void {
  // A turn under way goes on to every press held behind it.
  if (!window.__pressingInTurn) pressInTurn();
}

/**
 * The first held press, in a task of its own (after React has attached its handlers to the hydrated part, and has
 * rendered what the press before it changed), then the next. Until the last held press has had its turn, the
 * start-up script holds new presses behind them (`__pressingInTurn`).
 */
function pressInTurn(): void {
  const held = window.__earlyPresses;
  const button = held?.[0];
  const live = button !== undefined && document.documentElement.hasAttribute('data-live') && !button.closest('[data-island]:not([data-island-live])');
  window.__pressingInTurn = live;
  if (!live) return;
  setTimeout(() => {
    held!.splice(held!.indexOf(button), 1);
    // A part that React could not hydrate is rendered afresh: the held node is gone, and so is the press.
    if (button.isConnected) {
      window.__pressingHeld = button;
      try {
        button.click();
      } finally {
        window.__pressingHeld = undefined;
      }
    }
    pressInTurn();
  });
}

/** How a live field shapes what is typed into it (a phone's brackets and dash), by the field's name. */
export type FieldFormats<V> = Partial<Record<keyof V & string, (typed: string) => string>>;

/**
 * The values a visitor typed into the named fields of a form (or of any part of a page) before it was live, for the
 * form's state: only text fields whose text differs from `values` (React left the typed text on screen while the
 * state says ''). Fields whose value is not text (lists, numbers) are left to the form. A field in `formats` gets what
 * its live input would have made of the same keys: typed before the page was live, a phone is still formatted.
 */
export function typedValues<V extends Record<string, unknown>>(scope: HTMLElement | null, values: V, formats: FieldFormats<V> = {}): Partial<V> {
  if (!scope) return {};
  const typed: Partial<V> = {};
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    if (typeof values[name] !== 'string') continue;
    const field = scope instanceof HTMLFormElement ? scope.elements.namedItem(name) : scope.querySelector(`[name="${CSS.escape(name)}"]`);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      const value = formats[name]?.(field.value) ?? field.value;
      if (value !== values[name]) typed[name] = value as V[typeof name];
    }
  }
  return typed;
}

/**
 * Once, when the form becomes live: the form's state takes what was typed into the fields under `scope` before
 * (`typedValues`, shaped by `formats` as the live fields shape what is typed). For a @mantine/form form (anything with
 * `getValues` and `setValues`).
 */
export function useAdoptTypedValues<V extends Record<string, unknown>>(
  scope: RefObject<HTMLElement | null>,
  form: { getValues: () => V; setValues: (values: Partial<V>) => void },
  formats: FieldFormats<V> = {},
): void {
  useEffect(() => {
    const typed = typedValues(scope.current, form.getValues(), formats);
    if (Object.keys(typed).length > 0) form.setValues(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form becomes live
  }, []);
}
