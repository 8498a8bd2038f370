import type { Page } from '@playwright/test';

/** The accessible name (aria-label, labelled-by text, or text) of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const byId = labelledBy
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim();
  });

/**
 * Presses Tab (or Shift+Tab) until the focused element's accessible name matches,
 * as a keyboard user walks the page; fails after `max` presses.
 */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, max = 120 } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`no focusable element named ${String(name)} within ${max} Tab presses`);
}
