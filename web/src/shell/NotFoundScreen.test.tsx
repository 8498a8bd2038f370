import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('not-found screen', () => {
  it("shows the 404 texts for a path outside the route table, in the public site's frame", async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist. It might have been moved or deleted.")).toBeTruthy();
  });

  it('Go to Homepage leads to the home page', async () => {
    const { router } = await renderApp('/no-such-page');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to Homepage' }));
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('Go Back returns to the previous page', async () => {
    const { router } = await renderApp('/');
    await router.navigate({ to: '/no-such-page' as '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });
});
