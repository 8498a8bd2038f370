import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { processPhases } from '@elite/contracts/catalogue/process';
import { renderApp } from '../../../test/render.tsx';

describe('/how-it-works', () => {
  it('has its h1', async () => {
    await renderApp('/how-it-works');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A proven six-phase path from formation to funding');
  });

  it('shows each of the six phases in depth: duration, description and every deliverable', async () => {
    await renderApp('/how-it-works');
    const phases = within(screen.getByRole('region', { name: 'Six phases, each with its own deliverables' }));
    expect(phases.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(processPhases.map((p) => p.title));
    for (const phase of processPhases) {
      const card = within(phases.getByRole('listitem', { name: phase.title }));
      expect(card.getByText(phase.duration)).toBeVisible();
      expect(card.getByText(phase.description)).toBeVisible();
      for (const deliverable of phase.deliverables) expect(card.getByText(deliverable)).toBeVisible();
    }
  });

  it('ends with buttons to /contact and /schedule', async () => {
    await renderApp('/how-it-works');
    const main = screen.getByRole('main');
    const links = within(main).getAllByRole('link');
    expect(links.slice(-2).map((a) => a.getAttribute('href'))).toEqual(['/contact', '/schedule']);
  });
});
