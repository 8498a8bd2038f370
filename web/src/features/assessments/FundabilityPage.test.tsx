import { fundabilityPackages } from '@elite/contracts/catalogue/fundability';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it("the audit's See Fundability Services closes the dialog, brings the packages into view and moves focus there (docs/assessments.md#fundability-audit)", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const user = userEvent.setup();
      await renderApp('/fundability#audit');
      const dialog = await screen.findByRole('dialog', { name: 'Free Fundability Audit' });
      for (let i = 0; i < 8; i++) {
        await user.click(within(dialog).getAllByRole('radio')[0]!);
        await user.click(within(dialog).getByRole('button', { name: i === 7 ? 'Get Results' : 'Next' }));
      }
      await user.click(await within(dialog).findByRole('button', { name: 'See Fundability Services' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const packages = document.getElementById('services')!;
      await waitFor(() => expect(scrolled).toContain(packages));
      expect(packages).toHaveFocus();
      expect(window.location.hash).toBe('');
    } finally {
      scrollIntoView.mockRestore();
    }
  });
});
