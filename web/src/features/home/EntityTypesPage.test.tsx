import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entityTypeInfo } from '@elite/contracts/catalogue/entity-types';
import { renderApp } from '../../../test/render.tsx';

describe('/entity-types', () => {
  it('has its h1', async () => {
    await renderApp('/entity-types');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose the structure your business will grow into');
  });

  it('shows a card per entity type, each with its timeline and Start Formation to /contact', async () => {
    await renderApp('/entity-types');
    const cards = within(screen.getByRole('region', { name: 'Compare your options at a glance' }));
    for (const info of entityTypeInfo) {
      const card = within(cards.getByRole('listitem', { name: info.title }));
      expect(card.getByText(info.timeline)).toBeVisible();
      expect(card.getByRole('link', { name: 'Start Formation' }).getAttribute('href')).toBe('/contact');
      expect(card.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(`#entity-${info.type}`);
    }
  });

  it('details every type: title, description, timeline, documents, benefits and features, with Start Formation', async () => {
    const { container } = await renderApp('/entity-types');
    const details = within(screen.getByRole('region', { name: 'What each formation includes' }));
    for (const info of entityTypeInfo) {
      const article = container.querySelector(`#entity-${info.type}`) as HTMLElement;
      expect(article).toBeTruthy();
      const detail = within(article);
      expect(detail.getByRole('heading', { level: 3, name: info.title })).toBeVisible();
      expect(detail.getByText(info.description)).toBeVisible();
      expect(detail.getByText(`Timeline: ${info.timeline}`)).toBeVisible();
      for (const text of [...info.documents, ...info.benefits, ...info.features]) expect(detail.getByText(text)).toBeVisible();
      expect(detail.getByRole('link', { name: 'Start Formation' }).getAttribute('href')).toBe('/contact');
    }
    expect(details.getAllByRole('heading', { level: 4 })).toHaveLength(entityTypeInfo.length * 3);
  });
});
