import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

const pages = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
];

describe('legal pages', () => {
  for (const { path, title } of pages) {
    it(`${path} shows its title, the last-updated date and a Back to Home link`, async () => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText('Last updated: November 22, 2026')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    });
  }

  it('Back to Home leads to the home page', async () => {
    const { router } = await renderApp('/cookie-policy');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('the privacy policy gives the address for privacy requests', async () => {
    await renderApp('/privacy-policy');
    const links = screen.getAllByRole('link', { name: 'privacy@elitebusinessadvisory.com' });
    expect(links[0]!.getAttribute('href')).toBe('mailto:privacy@elitebusinessadvisory.com');
  });

  it('the cookie policy lists the cart storage key and the session cookie', async () => {
    await renderApp('/cookie-policy');
    expect(screen.getByRole('cell', { name: 'elite-cart' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Session cookie' })).toBeVisible();
  });
});
