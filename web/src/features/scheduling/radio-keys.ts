import type { KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Arrow keys inside a role="radiogroup" of buttons (the WAI-ARIA radio group
 * pattern): move to the next or previous radio, wrapping, and choose it.
 * With roving tabindex (only the chosen radio, or the first, is tabbable)
 * Tab enters and leaves the group in one step.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (!NEXT.has(event.key) && !PREVIOUS.has(event.key)) return;
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
  const from = radios.indexOf(event.target as HTMLElement);
  if (from < 0) return;
  event.preventDefault();
  const to = radios[(from + (NEXT.has(event.key) ? 1 : -1) + radios.length) % radios.length]!;
  to.focus();
  to.click();
}

/** The tabIndex of one radio under roving tabindex. */
export const rovingTabIndex = (checked: boolean, index: number, anyChecked: boolean) => (checked || (!anyChecked && index === 0) ? 0 : -1);
