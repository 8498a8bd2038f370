import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entityTypeInfo } from '@elite/contracts/catalogue/entity-types';
import { renderApp } from '../../../test/render.tsx';

/** docs/catalogue-and-cart.md#entity-types: what each card's button says and where it leads, with the price shown. */
const onlineTypes: Record<string, string> = { llc: '$4,999', 's-corp': '$12,500', 'c-corp': '$25,000', nonprofit: '$35,000', pllc: '$6,999', pc: '$8,999' };
const expectedAction = (type: string) =>
  type in onlineTypes ? { name: 'Start Formation', href: `/entity-types?type=${type}#start-formation` } : { name: 'Ask an Advisor', href: '/contact' };

describe('/entity-types', () => {
  it('has its h1', async () => {
    await renderApp('/entity-types');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose the structure your business will grow into');
  });

  it('shows a card per entity type with its timeline; the six sold online show their price and Start Formation to the online chooser, LP and LLP Ask an Advisor (docs/catalogue-and-cart.md#entity-types)', async () => {
    await renderApp('/entity-types');
    const cards = within(screen.getByRole('region', { name: 'Compare your options at a glance' }));
    for (const info of entityTypeInfo) {
      const card = within(cards.getByRole('listitem', { name: info.title }));
      expect(card.getByText(info.timeline)).toBeVisible();
      const action = expectedAction(info.type);
      expect(card.getByRole('link', { name: action.name }).getAttribute('href')).toBe(action.href);
      if (info.type in onlineTypes) expect(card.getByText(onlineTypes[info.type]!)).toBeVisible();
      else expect(card.queryByText(/one-time, online/)).toBeNull();
      expect(card.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(`#entity-${info.type}`);
    }
  });

  it('details every type: title, description, timeline, documents, benefits and features, with its formation action', async () => {
    const { container } = await renderApp('/entity-types');
    const details = within(screen.getByRole('region', { name: 'What each formation includes' }));
    for (const info of entityTypeInfo) {
      const article = container.querySelector(`#entity-${info.type}`) as HTMLElement;
      expect(article).toBeInstanceOf(HTMLElement);
      const detail = within(article);
      expect(detail.getByRole('heading', { level: 3, name: info.title })).toBeVisible();
      expect(detail.getByText(info.description)).toBeVisible();
      expect(detail.getByText(`Timeline: ${info.timeline}`)).toBeVisible();
      for (const text of [...info.documents, ...info.benefits, ...info.features]) expect(detail.getByText(text)).toBeVisible();
      const action = expectedAction(info.type);
      expect(detail.getByRole('link', { name: action.name }).getAttribute('href')).toBe(action.href);
    }
    expect(details.getAllByRole('heading', { level: 4 })).toHaveLength(entityTypeInfo.length * 3);
  });

  it("a card's Start Formation chooses its type in the online chooser, whose Continue to Checkout then needs only the state (docs/catalogue-and-cart.md#entity-types)", async () => {
    const { router } = await renderApp('/entity-types');
    const chooser = within(document.getElementById('start-formation')!);
    expect(chooser.getByLabelText('Entity type')).toHaveDisplayValue('Limited Liability Company (LLC) — $4,999');
    expect(chooser.getByText('$4,999, one-time')).toBeVisible();
    await act(() => router.navigate({ href: '/entity-types?type=s-corp#start-formation' }));
    await waitFor(() => expect(chooser.getByLabelText('Entity type')).toHaveValue('s-corp'));
    expect(chooser.getByText('$12,500, one-time')).toBeVisible();
    expect(chooser.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });
});
