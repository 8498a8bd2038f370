import type { Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect } from './fixtures.ts';

/**
 * The layout rules of docs/site-and-navigation.md#phones-and-desktops, measured in the browser: nothing wider than
 * the screen, no control under a fixed or sticky element, no text cut by its box. Each answer is a list of findings
 * (empty when the page keeps the rules), worded so a failure says where to look.
 */

/** Sideways scrolling: the document wider than the window, with the widest elements that stick out. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility())
      // The innermost ones: an element whose children all fit is where the width comes from.
      .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1))
      .slice(0, 5)
      .map((el) => `${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
    return [`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`, ...culprits];
  });
}

/**
 * Every visible control, scrolled into view (the middle of the window, or as far as the page scrolls), must be
 * what the point at its centre hits: a fixed or sticky element over it (the top bar, the chat bubble, scroll to
 * top, a sticky summary) would take the tap instead. Run with the floating buttons showing (the page scrolled).
 */
const coveredControls = (page: Page, within?: string) => findCovered(page, 'scrolled', within);

/** The same for the controls wholly on the screen where the page is now scrolled, without scrolling. */
export const coveredWhereTheyAre = (page: Page) => findCovered(page, 'in place');

function findCovered(page: Page, mode: 'scrolled' | 'in place', within?: string): Promise<string[]> {
  return page.evaluate(
    async ([mode, within]) => {
      // A floating button slides in for 200 ms when the page passes its threshold, and on its way up scroll-to-top
      // passes behind the chat bubble (CI run 19 caught it there, under the bubble's span). Measure the page at rest:
      // the finite animations finished (a spinner's endless one never does).
      const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"]';
      const describe = (el: Element) => {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name || (el as HTMLInputElement).name || ''}"`;
      };
      const findings: string[] = [];
      const startY = window.scrollY;
      // While a modal dialog (a drawer, the cart) is open, the page behind it is out of reach on purpose.
      // Where the page shows under a fixed or sticky top bar: what is above it is out of view, not covered.
      const headers = Array.from(document.querySelectorAll('header')).filter((h) => ['fixed', 'sticky'].includes(getComputedStyle(h).position));
      const topInset = Math.max(0, ...headers.map((h) => h.getBoundingClientRect().bottom));
      // The topmost one when a dialog opens over a drawer: it comes last in the document (each is portalled to the body).
      const modal = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]'))
        .filter((d) => d.checkVisibility())
        .at(-1);
      const scope = within ? document.querySelector(within) : modal;
      // A control on a fixed layer (the chat bubble, scroll-to-top) stays where it is whatever the scroll: it is checked
      // first, while the page rests where the caller left it. Checked after the scrolls below, it could be sliding in or
      // out (scroll-to-top follows the scroll position) and seem to lie under its neighbour for a frame.
      const onFixedLayer = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
        return false;
      };
      const controls = Array.from((scope ?? document).querySelectorAll<HTMLElement>(selector)).map((el) => ({ el, fixed: onFixedLayer(el) }));
      controls.sort((a, b) => Number(b.fixed) - Number(a.fixed));
      for (const { el: control, fixed } of controls) {
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (control.closest('[aria-hidden="true"], [inert]')) continue;
        let rect = control.getBoundingClientRect();
        // Visually hidden (screen-reader text, the skip link until focused): not a target for a finger or a mouse.
        if (rect.width < 2 || rect.height < 2) continue;
        if (mode === 'scrolled' && !fixed) {
          control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          rect = control.getBoundingClientRect();
        } else if (rect.top < topInset || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth) continue;
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        // Off the screen after scrolling (the skip link waits above the bar until it is focused).
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit) continue;
        const labels = 'labels' in control ? Array.from((control as HTMLInputElement).labels ?? []) : [];
        // A toast lies over the page for a few seconds and is dismissed with a swipe, Escape or its close button.
        const transient = hit.closest('.mantine-Notifications-root') !== null;
        const ok = transient || control === hit || control.contains(hit) || hit.contains(control) || labels.some((l) => l.contains(hit));
        if (!ok) findings.push(`${describe(control)} at (${Math.round(x)}, ${Math.round(y)}) is under ${describe(hit)} (${getComputedStyle(hit).position})`);
      }
      if (mode === 'scrolled') window.scrollTo({ top: startY, behavior: 'instant' });
      return findings;
    },
    [mode, within] as const,
  );
}

/**
 * Text its box cuts off: an element that hides what overflows it (overflow hidden or clip, or an ellipsis) while its
 * text is wider than the box. Elements marked `data-clips="…"` clip on purpose and say why (a carousel's track).
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('[data-clips]')) continue;
      const style = getComputedStyle(el);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip' || style.webkitLineClamp !== 'none';
      if (!clipsX && !clipsY) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.clientWidth < 2 || el.clientHeight < 2) continue;
      const text = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const anyText = (el.textContent ?? '').trim().length > 0;
      const cutX = clipsX && anyText && el.scrollWidth > el.clientWidth + 1;
      // Downwards only the element's own text counts: a collapsed panel or a scroll area's inner box hides on purpose.
      const cutY = clipsY && text && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) {
        findings.push(
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}" needs ${el.scrollWidth}×${el.scrollHeight} px in ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }
    return findings;
  });
}

/**
 * All the rules, and axe (unless `axe: false`, for a page another spec already runs axe on as it is), for the page as
 * it is now; `state` names it in a failure. `within` (a CSS selector) checks only the controls of one open panel
 * that lies over the page on purpose, as the chat window does on a phone.
 */
export async function expectLayoutKept(page: Page, state: string, { axe = true, within }: { axe?: boolean; within?: string } = {}) {
  const found = {
    sideways: await sidewaysOverflow(page),
    covered: await coveredControls(page, within),
    cut: await cutText(page),
    axe: axe ? await violations(page) : [],
  };
  expect(found, `${state}: sideways scroll, covered controls, cut text, axe`).toEqual({ sideways: [], covered: [], cut: [], axe: [] });
}
