import { adminTrends } from '../../test/admin-data.ts';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { mockTrpc, ok } from '../../test/trpc-msw.ts';

/**
 * The three frames (docs/decisions/0030-router-layouts-loaders-and-data-layer.md): the public pages in the
 * marketing layout, the staff pages in the back office's, the portal in its own; and the data layer made only for
 * the routes that ask for it.
 */
const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const agent: SessionUser = { id: 'u2', role: 'agent', name: 'Dana Desk', email: null, username: 'dana', companyName: null };
const emptyPage = () => ok<Page<never>>({ items: [], total: 0, page: 1, pageSize: 25 });

function staffServer(user: SessionUser) {
  return mockTrpc({
    'auth.session': () => ok(user),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.adminLoginInfo': () => ok({ setupNeeded: false }),
    'admin.trends': () => ok(adminTrends()),
    'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 }),
    'admin.contacts': emptyPage,
  });
}

const marketingTopBar = () => screen.queryByRole('navigation', { name: 'Main' });
const backOffice = () => screen.queryByRole('navigation', { name: 'Back office' });
/** The route matches that carry the data layer on their context (the data layouts and their pages). */
const matchesWithData = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.matches.filter((m) => 'queryClient' in m.context);
/** The query cache the current page's route found on its context. */
const pageQueryClient = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  (matchesWithData(router).at(-1)!.context as { queryClient: unknown }).queryClient;

describe('the marketing layout', () => {
  it('frames a public page: top bar with its menus, cart and Portal Login, footer, chat bubble; no back-office navigation', async () => {
    await renderApp('/services');
    expect(marketingTopBar()).not.toBeNull();
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByRole('button', { name: 'Open cart' })).toBeVisible();
    expect(topBar.getByRole('link', { name: 'Portal Login' })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    expect(backOffice()).toBeNull();
  });

  it('a page that reads nothing from the server does not make the data layer; one that does gets it from its layout', async () => {
    const home = await renderApp('/services');
    expect(matchesWithData(home.router)).toEqual([]);
    home.unmount();

    staffServer(admin);
    const signIn = await renderApp('/admin-login');
    expect(marketingTopBar()).not.toBeNull();
    expect(matchesWithData(signIn.router).map((m) => m.routeId)).toEqual(['/_marketing/_data', '/_marketing/_data/admin-login']);
  });
});

describe('the admin layout', () => {
  it('frames /admin in the back office shell, without the marketing top bar, footer or chat bubble', async () => {
    staffServer(admin);
    await renderApp('/admin');
    await screen.findByRole('group', { name: 'Total Contacts' });
    expect(backOffice()).not.toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Morgan Reyes')).toBeVisible();
    expect(marketingTopBar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open live chat' })).toBeNull();
  });

  it('keeps one data layer for the visit: the public pages and the staff pages share the cache', async () => {
    staffServer(admin);
    const { router } = await renderApp('/admin-login');
    const first = pageQueryClient(router);
    expect(first).toBeDefined();
    await router.navigate({ to: '/admin' });
    await screen.findByRole('group', { name: 'Total Contacts' });
    expect(pageQueryClient(router)).toBe(first);
  });

  it('frames /support-chat too, with Support Chat as the current section; an agent sees only that section', async () => {
    staffServer(agent);
    await renderApp('/support-chat');
    await screen.findByRole('button', { name: 'Join Chat' });
    const nav = within(backOffice()!);
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Support Chat']);
    expect(nav.getByRole('link', { name: 'Support Chat' }).getAttribute('aria-current')).toBe('page');
    expect(marketingTopBar()).toBeNull();
  });

  it('on a phone, the burger opens the side navigation and a section closes it again', async () => {
    // happy-dom applies the stylesheets' media queries: at a phone's width the burger shows (the browser suite,
    // e2e/layouts.spec.ts, checks that the closed navigation is out of sight and reach).
    const happyDOM = (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM;
    happyDOM.setViewport({ width: 390, height: 844 });
    onTestFinished(() => happyDOM.setViewport({ width: 1024, height: 768 }));
    staffServer(admin);
    const { router } = await renderApp('/admin');
    await screen.findByRole('group', { name: 'Total Contacts' });
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
    mockTrpc({ 'admin.appointments': emptyPage, 'admin.availabilityBlocks.list': () => ok({ blocks: [] }), 'auth.staffAccounts': () => ok([]) });
    await userEvent.click(within(backOffice()!).getByRole('link', { name: 'Appointments' }));
    await screen.findByText('No appointments yet');
    expect(router.state.location.search).toEqual({ tab: 'appointments' });
    expect(screen.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the portal layout', () => {
  it('frames the portal pages with the brand, Client Portal and the way back to the website, not the marketing top bar', async () => {
    await renderApp('/portal/reset-password?token=abc');
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByText('Client Portal')).toBeVisible();
    expect(topBar.getByRole('link', { name: 'Back to the website' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' })).toBeVisible();
    expect(marketingTopBar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
    expect(backOffice()).toBeNull();
  });
});
