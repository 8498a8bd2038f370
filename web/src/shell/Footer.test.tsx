import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

const footer = () => within(screen.getByRole('contentinfo'));

describe('footer', () => {
  it('gives the phone as a tel: link and the e-mail as a mailto: link, with address and hours', async () => {
    await renderApp('/');
    expect(footer().getByRole('link', { name: '(212) 555-0147' }).getAttribute('href')).toBe('tel:+12125550147');
    expect(footer().getByRole('link', { name: 'advisors@elitebusinessadvisory.com' }).getAttribute('href')).toBe('mailto:advisors@elitebusinessadvisory.com');
    expect(footer().getByText(/200 Park Avenue, Suite 1700/)).toBeVisible();
    expect(footer().getByText(/Monday-Friday 9 AM-6 PM EST/)).toBeVisible();
  });

  it('links to the privacy, terms and cookie policy pages', async () => {
    await renderApp('/');
    const legal = within(footer().getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(legal.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(legal.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('a legal link opens its page inside the app', async () => {
    const { router } = await renderApp('/');
    await userEvent.click(footer().getByRole('link', { name: 'Terms of Service' }));
    await expect.poll(() => router.state.location.pathname).toBe('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  it('shows the 2024 copyright line', async () => {
    await renderApp('/');
    expect(footer().getByText('© 2024 Elite Business Advisory. All rights reserved.')).toBeVisible();
  });

  it('has quick links and tools', async () => {
    await renderApp('/');
    const quick = within(footer().getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['How It Works', '/how-it-works'],
      ['Entity Types', '/entity-types'],
      ['Resources', '/resources'],
      ['Contact', '/contact'],
      ['Portal Login', '/portal-login'],
    ]);
    const tools = within(footer().getByRole('navigation', { name: 'Tools' }));
    const toolHrefs = tools.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(toolHrefs).toEqual(expect.arrayContaining(['/calculators', '/business-readiness-quiz', '/business-name-search']));
  });

  it('social links are labelled icons that open a new tab safely', async () => {
    await renderApp('/');
    for (const name of ['LinkedIn', 'X (Twitter)', 'Facebook', 'Instagram']) {
      const link = footer().getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
