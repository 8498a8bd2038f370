import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

/** docs/site-and-navigation.md#mega-menus: the mega-menu link targets, spread over the three menus. */
const menus = [
  {
    label: 'Services',
    hrefs: ['/services#plans', '/entity-types', '/fundability', '/services#digital', '/services#operations', '/services#compliance'],
  },
  {
    label: 'Methodology',
    hrefs: ['/how-it-works', '/schedule', '/portal-login', '/business-readiness-quiz', '/certification-eligibility', '/calculators'],
  },
  {
    label: 'Resources',
    hrefs: ['/resources#blog', '/resources#cases', '/resources#guides', '/business-name-search', '/resources#partners'],
  },
];

/** happy-dom applies Mantine's media queries (visibleFrom / hiddenFrom), so the viewport decides what is shown. */
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 768,
  });

const hrefsOf = (elements: HTMLElement[]) => elements.map((el) => el.getAttribute('href'));

async function openMenuByClick(label: string) {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: label });
  await user.click(trigger);
  const menu = await screen.findByRole('menu');
  return { user, trigger, menu };
}

describe('top bar', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => setViewportWidth(1024));

  it('at md and up the burger is hidden', async () => {
    await renderApp('/');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('is a banner with a main navigation: Home, the three menus, Contact and Portal Login', async () => {
    await renderApp('/');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    for (const { label } of menus) {
      expect(within(nav).getByRole('button', { name: label }).getAttribute('aria-haspopup')).toBe('menu');
    }
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(within(header).getByRole('link', { name: 'Portal Login' }).getAttribute('href')).toBe('/portal-login');
    expect(
      within(header)
        .getByRole('link', { name: /Elite Business Advisory/ })
        .getAttribute('href'),
    ).toBe('/');
  });

  for (const { label, hrefs } of menus) {
    it(`the ${label} mega menu opens on click and lists exactly its link targets`, async () => {
      await renderApp('/');
      const { trigger, menu } = await openMenuByClick(label);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(hrefsOf(within(menu).getAllByRole('menuitem'))).toEqual(hrefs);
    });
  }

  it('each menu item is named by its title and its one-line description, the text a sighted visitor reads', async () => {
    await renderApp('/');
    const { menu } = await openMenuByClick('Services');
    const item = within(menu).getByRole('menuitem', { name: /^Entity Formation\s*LLC, S-Corp, C-Corp/ });
    expect(item.getAttribute('href')).toBe('/entity-types');
  });

  it('a mega menu closes on a click outside it', async () => {
    await renderApp('/');
    const { user, trigger } = await openMenuByClick('Methodology');
    await user.click(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mega menu opens when hovered and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Resources' });
    await user.hover(trigger);
    const menu = await screen.findByRole('menu');
    expect(hrefsOf(within(menu).getAllByRole('menuitem'))).toEqual(menus[2]!.hrefs);
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('only one mega menu is open at a time', async () => {
    await renderApp('/');
    const { user } = await openMenuByClick('Services');
    await user.hover(screen.getByRole('button', { name: 'Resources' }));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    expect(hrefsOf(within(screen.getByRole('menu')).getAllByRole('menuitem'))).toEqual(menus[2]!.hrefs);
  });

  it('a hover-opened menu that is left for another one does not close the new one when its close delay ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderApp('/');
      await user.hover(screen.getByRole('button', { name: 'Services' }));
      await screen.findByRole('menu');
      await user.hover(screen.getByRole('button', { name: 'Methodology' }));
      await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      const menu = screen.getByRole('menu');
      expect(hrefsOf(within(menu).getAllByRole('menuitem'))).toEqual(menus[1]!.hrefs);
    } finally {
      vi.useRealTimers();
    }
  });

  it('works from the keyboard: Tab reaches the trigger, Enter or Space opens on the first link, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Services' });
    for (let i = 0; i < 10 && document.activeElement !== trigger; i += 1) await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The menu button pattern (WAI-ARIA APG): Enter opens the menu with focus on its first item.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.keyboard(' ');
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('ArrowDown on a trigger opens its menu with focus on the first link', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Methodology' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getAllByRole('menuitem')[0]!;
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('href')).toBe('/how-it-works');
  });

  it('choosing a menu link navigates inside the app and closes the menu', async () => {
    const { router } = await renderApp('/');
    const { user, menu } = await openMenuByClick('Resources');
    await user.click(within(menu).getByRole('menuitem', { name: /^Case Studies/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect.poll(() => router.state.location.pathname).toBe('/resources');
    expect(router.state.location.hash).toBe('cases');
  });
});

describe('mobile menu', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => setViewportWidth(1024));

  it('below md the burger is shown and the main navigation is hidden', async () => {
    await renderApp('/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Services' })).toBeNull();
  });

  it('the burger opens a drawer with exactly Home, Services, How It Works, Resources, Contact and Portal Login', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await user.click(burger);
    const drawer = await screen.findByRole('dialog');
    const links = within(drawer).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Services', 'How It Works', 'Resources', 'Contact', 'Portal Login']);
    expect(hrefsOf(links)).toEqual(['/', '/services', '/how-it-works', '/resources', '/contact', '/portal-login']);
  });

  it('choosing a link closes the drawer and goes there', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'How It Works' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect.poll(() => router.state.location.pathname).toBe('/how-it-works');
  });
});
