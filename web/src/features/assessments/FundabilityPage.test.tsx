import { fundabilityPackages } from '@elite/contracts/catalogue/fundability';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

describe('/fundability', () => {
  it('opens the audit dialog when the address carries #audit, on question 1 with Previous disabled', async () => {
    await renderApp('/fundability#audit');
    const dialog = await screen.findByRole('dialog', { name: 'Free Fundability Audit' });
    expect(within(dialog).getByText('Question 1 of 8')).toBeVisible();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  });

  it('keeps the dialog closed without the hash, and every Get Started names its package for /contact', async () => {
    await renderApp('/fundability');
    expect(await screen.findByRole('heading', { name: 'Choose your path to capital' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const p of fundabilityPackages) {
      const link = screen.getByRole('link', { name: `Get Started with ${p.name}` });
      expect(link.getAttribute('href')).toBe(`/contact?service=${encodeURIComponent(p.name)}`);
    }
  });
});
