/**
 * Results that just appeared (a name search's, a calculator's, the readiness quiz's), brought into view and given the
 * focus (docs/site-and-navigation.md#floating-buttons). The page's scroll padding puts their top under the top bar, or,
 * with `block: 'nearest'`, their end above the floating buttons' corner; while the focus is inside an element marked
 * `data-keep-clear`, a phone hides the floating buttons, so they lie over none of it as it is read.
 */
export function revealResults(element: HTMLElement | null, { block = 'start', focus = true }: { block?: 'start' | 'nearest'; focus?: boolean } = {}) {
  if (!element) return;
  if (focus) element.focus({ preventScroll: true });
  element.scrollIntoView({ block });
}
