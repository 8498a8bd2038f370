import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/fail-on-console-error.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Recovered content</p>;
}

describe('app-level error screen', () => {
  it('replaces a crashed tree with the documented texts, the support e-mail and logs the error', async () => {
    shouldThrow = true;
    expectConsoleError(2); // React's own report, then ours
    renderWithTheme(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    expect(screen.getByText("We encountered an unexpected error. Don't worry, our team has been notified.")).toBeVisible();
    expect(screen.getByText(/If the problem persists, please contact our support team\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'advisors@elitebusinessadvisory.com' }).getAttribute('href')).toBe('mailto:advisors@elitebusinessadvisory.com');
    const logged = vi.mocked(console.error).mock.calls.map((args) => String(args[0]));
    expect(logged).toContain('Application error:');
  });

  it('Try Again clears the error and renders the children again', async () => {
    shouldThrow = true;
    expectConsoleError(2);
    renderWithTheme(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeVisible();
  });

  it('Try Again on a page that broke on its data fetches the data again (docs/site-and-navigation.md#app-error-screen)', async () => {
    expectConsoleError(2); // the crash as React reports it and as we log it
    // The visit's cache keeps what it read (staleTime Infinity): the first answer breaks the page, the second does not.
    const queryClient = createQueryClient();
    const answers = [{ broken: true }, { broken: false }];
    let fetched = 0;
    const root = createRootRouteWithContext<{ queryClient: QueryClient; dataLayer: { made: () => { queryClient: QueryClient } } }>()({ component: Outlet });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: ({ context }) => context.queryClient.ensureQueryData({ queryKey: ['page'], queryFn: () => answers[fetched++]! }),
      component: function Page() {
        // What the loader put in the visit's cache, as a page reads it.
        if (queryClient.getQueryData<{ broken: boolean }>(['page'])?.broken) throw new Error('the data broke the page');
        return <p>Page data</p>;
      },
      errorComponent: RouteErrorScreen,
    });
    // The visit's data layer, made, as the router's context holds it (router.tsx): the screen resets its cache.
    const dataLayer = Object.assign(() => Promise.reject(new Error('made already')), { made: () => ({ queryClient }) });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { queryClient, dataLayer },
    });
    renderWithTheme(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Page data')).toBeVisible();
    expect(fetched).toBe(2);
  });

  it('Go to Homepage reloads the site at /', async () => {
    shouldThrow = true;
    expectConsoleError(2);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithTheme(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(assign).toHaveBeenCalledWith('/');
    vi.unstubAllGlobals();
  });
});

describe('page-level error card', () => {
  function Crashing(): never {
    throw new Error('checkout exploded');
  }

  it('names the page, offers Go Back and logs with the page name', async () => {
    expectConsoleError(2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWithTheme(
      <PageErrorBoundary pageName="Checkout">
        <Crashing />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeVisible();
    expect(screen.getByText("We couldn't load Checkout properly. This might be a temporary issue.")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalled();
    const logged = vi.mocked(console.error).mock.calls.map((args) => String(args[0]));
    expect(logged).toContain('Error in Checkout:');
  });

  it("says 'this page' when no page name is given", () => {
    expectConsoleError(2);
    renderWithTheme(
      <PageErrorBoundary>
        <Crashing />
      </PageErrorBoundary>,
    );
    expect(screen.getByText("We couldn't load this page properly. This might be a temporary issue.")).toBeVisible();
  });

  it('shows the page itself when nothing goes wrong', () => {
    function Fine() {
      const [text] = useState('Admin content');
      return <p>{text}</p>;
    }
    renderWithTheme(
      <PageErrorBoundary pageName="Admin Dashboard">
        <Fine />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Admin content')).toBeVisible();
  });
});
