import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

describe('home page', () => {
  it('has one h1 in the hero, about executive advisory and becoming fundable in 90 days', async () => {
    await renderApp('/');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/Executive advisory/);
    expect(h1.textContent).toMatch(/fundable in 90 days/);
  });

  it('Explore Elite Services goes to /services and Schedule Executive Consultation to /schedule', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Explore Elite Services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Schedule Executive Consultation' }).getAttribute('href')).toBe('/schedule');
  });

  it('the trust strip names the former top-tier consultants, certifications and capital raised', async () => {
    await renderApp('/');
    const strip = within(screen.getByRole('region', { name: 'The Elite standard' }));
    expect(strip.getByText(/Former McKinsey, BCG & Bain/)).toBeTruthy();
    expect(strip.getByText(/Certified advisors/)).toBeTruthy();
    expect(strip.getByText('$2.8B+ raised')).toBeTruthy();
  });

  it('shows all eight fixed statistics of the spec', async () => {
    await renderApp('/');
    const stats = within(screen.getByRole('region', { name: 'Results measured in capital, not promises' }));
    for (const value of ['$2.8B+', '500+', '98%', '47x', '15+', '50+', '10,000+', '99.9%']) {
      expect(stats.getByText(value)).toBeTruthy();
    }
  });
});
