import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { emptyPortalDashboard } from '../../test/portal-data.ts';
import { renderApp } from '../../test/render.tsx';
import { mockTrpc, ok } from '../../test/trpc-msw.ts';

const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };

const hint = () => document.cookie.includes('elite_portal=1');
const bar = () => within(screen.getByRole('banner'));
const footerQuickLinks = () => within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' });
afterEach(() => {
  document.cookie = 'elite_portal=; Max-Age=0; Path=/';
});

/** GET /api/auth/session and POST /api/auth/logout as the server answers them; returns what was asked. */
function sessionEndpoint(user: SessionUser | null) {
  const asked: string[] = [];
  let current = user;
  server.use(
    http.get('*/api/auth/session', () => {
      asked.push('session');
      return current ? HttpResponse.json({ user: current }) : HttpResponse.json({ error: 'Not signed in.' }, { status: 401 });
    }),
    http.post('*/api/auth/logout', () => {
      asked.push('logout');
      current = null;
      document.cookie = 'elite_portal=; Max-Age=0; Path=/';
      return HttpResponse.json({ ok: true });
    }),
  );
  return asked;
}

describe('the top bar when a portal client is signed in', () => {
  it('without the hint asks nothing and shows Portal Login', async () => {
    const asked = sessionEndpoint(client);
    await renderApp('/');
    expect(bar().getByRole('link', { name: 'Portal Login' }).getAttribute('href')).toBe('/portal-login');
    expect(within(footerQuickLinks()).getByRole('link', { name: 'Portal Login' }).getAttribute('href')).toBe('/portal-login');
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('with the hint and a client session shows the account menu (name, Dashboard, Sign out everywhere) and My Portal in the footer', async () => {
    document.cookie = 'elite_portal=1; Path=/';
    const asked = sessionEndpoint(client);
    await renderApp('/');
    const account = await screen.findByRole('button', { name: 'Account: Casey Client' });
    expect(screen.queryByRole('link', { name: 'Portal Login' })).toBeNull();
    expect(within(footerQuickLinks()).getByRole('link', { name: 'My Portal' }).getAttribute('href')).toBe('/portal/dashboard');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Signed in as').textContent).toBe('Signed in as Casey Client');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/portal/dashboard');
    await userEvent.keyboard('{Escape}');
    expect(account.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(account);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await bar().findByRole('link', { name: 'Portal Login' })).toBeInstanceOf(HTMLElement);
    expect(within(footerQuickLinks()).getByRole('link', { name: 'Portal Login' })).toBeInstanceOf(HTMLElement);
    expect(asked).toEqual(['session', 'logout']);
    expect(hint()).toBe(false);
  });

  it('on a phone the mobile menu offers My Portal (to the dashboard) in place of Portal Login', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
    happyDOM.setViewport({ width: 390, height: 844 });
    try {
      document.cookie = 'elite_portal=1; Path=/';
      sessionEndpoint(client);
      await renderApp('/');
      // The session answer, then the drawer's code: give a loaded machine the time they take.
      await screen.findByRole('button', { name: 'Account: Casey Client' }, { timeout: 5000 });
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
      expect(drawer.getByRole('link', { name: 'My Portal' }).getAttribute('href')).toBe('/portal/dashboard');
      expect(drawer.queryByRole('link', { name: 'Portal Login' })).toBeNull();
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('forgets a hint the server no longer backs (the session ended elsewhere) and shows Portal Login', async () => {
    document.cookie = 'elite_portal=1; Path=/';
    const asked = sessionEndpoint(null);
    await renderApp('/');
    await waitFor(() => expect(asked).toEqual(['session']));
    await waitFor(() => expect(hint()).toBe(false));
    expect(bar().getByRole('link', { name: 'Portal Login' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
  });
});

describe('/portal-login with a session', () => {
  it('sends a signed-in client to the dashboard', async () => {
    mockTrpc({
      'auth.session': () => ok(client),
      'portal.dashboard': () => ok(emptyPortalDashboard),
    });
    const { router } = await renderApp('/portal-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey Client' })).toBeInstanceOf(HTMLElement);
  });

  it('leaves staff and visitors on the sign-in form', async () => {
    mockTrpc({ 'auth.session': () => ok({ ...client, role: 'admin', username: 'morgan', email: null }) });
    const { router } = await renderApp('/portal-login');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInstanceOf(HTMLElement);
    expect(router.state.location.pathname).toBe('/portal-login');
  });
});
