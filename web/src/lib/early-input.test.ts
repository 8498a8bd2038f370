import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { pressHeldButtons, typedValues } from './early-input.ts';

/** A page with an island waiting for its code (a plan to choose, Continue) and a button outside it. */
function page() {
  document.body.innerHTML = `
    <div data-island=""><button id="plan">Transformation</button><button id="continue">Continue</button></div>
    <button id="menu">Menu</button>`;
  const pressed: string[] = [];
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => pressed.push(button.id));
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { pressed, button, island: document.querySelector('[data-island]')! };
}

describe('presses held before a part is live (docs/site-and-navigation.md#before-the-page-is-live)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.setAttribute('data-live', '');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-live');
    window.__earlyPresses = undefined;
    window.__pressingInTurn = undefined;
    document.body.innerHTML = '';
  });

  it('every press held in an island is pressed again once it is live, in the order pressed, each in a task of its own', () => {
    const { pressed, button, island } = page();
    window.__earlyPresses = [button('plan'), button('continue')];
    pressHeldButtons();
    vi.runAllTimers();
    expect(pressed).toEqual([]);

    island.setAttribute('data-island-live', '');
    pressHeldButtons();
    vi.advanceTimersToNextTimer();
    // React renders what the first press changed before the second reads it.
    expect(pressed).toEqual(['plan']);
    vi.runAllTimers();
    expect(pressed).toEqual(['plan', 'continue']);
    expect(window.__earlyPresses).toEqual([]);
  });

  it('a press in an island still waiting for its code holds back the presses after it, so none overtakes it', () => {
    const { pressed, button, island } = page();
    window.__earlyPresses = [button('plan'), button('menu')];
    pressHeldButtons();
    vi.runAllTimers();
    expect(pressed).toEqual([]);
    island.setAttribute('data-island-live', '');
    pressHeldButtons();
    vi.runAllTimers();
    expect(pressed).toEqual(['plan', 'menu']);
  });

  it('a held button React rendered afresh is not pressed (its node is gone), and the presses after it still are', () => {
    const { pressed, button, island } = page();
    const gone = button('plan');
    window.__earlyPresses = [gone, button('continue')];
    gone.remove();
    island.setAttribute('data-island-live', '');
    pressHeldButtons();
    vi.runAllTimers();
    expect(pressed).toEqual(['continue']);
  });

  it('while the held presses are pressed again, a press that comes is held behind them and pressed after them', () => {
    const { pressed, button, island } = page();
    window.__earlyPresses = [button('plan'), button('continue')];
    island.setAttribute('data-island-live', '');
    pressHeldButtons();
    // The start-up script reads this: a press now is held (pushed), not given to React ahead of the held ones.
    expect(window.__pressingInTurn).toBe(true);
    window.__earlyPresses.push(button('menu'));
    pressHeldButtons();
    vi.runAllTimers();
    expect(pressed).toEqual(['plan', 'continue', 'menu']);
    expect(window.__pressingInTurn).toBe(false);
  });

  it('the held button being pressed again is marked, so the start-up script lets that press through', () => {
    const { button, island } = page();
    const marked: (HTMLButtonElement | undefined)[] = [];
    button('plan').addEventListener('click', () => marked.push(window.__pressingHeld));
    window.__earlyPresses = [button('plan')];
    island.setAttribute('data-island-live', '');
    pressHeldButtons();
    vi.runAllTimers();
    expect(marked).toEqual([button('plan')]);
    expect(window.__pressingHeld).toBeUndefined();
  });
});

describe('text typed before a form is live (docs/site-and-navigation.md#before-the-page-is-live)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is taken by the form as its live fields would have shaped it: a phone typed as digits arrives formatted', () => {
    document.body.innerHTML = `<form><input name="name" value="Ada"><input name="phone" value="212555019988"><input name="email" value=""></form>`;
    const form = document.querySelector('form')!;
    const values = { name: '', phone: '', email: '' };
    expect(typedValues(form, values, { phone: formatPhone })).toEqual({ name: 'Ada', phone: '(212) 555-0199' });
    // Without a format the text is taken as typed; a field whose text the form already has is left alone.
    expect(typedValues(form, { ...values, name: 'Ada' })).toEqual({ phone: '212555019988' });
  });
});
